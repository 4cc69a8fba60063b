import type { PlanTexts } from './pitch-plan.js';

/** The plan in Dutch (the Dutch pages'): PLAN_TEXTS's words, in Belgian Dutch. */
export const PLAN_TEXTS_NL: PlanTexts = {
  locale: 'nl-BE',
  states: {
    free: 'vrij',
    'awaiting-payment': 'wacht op betaling',
    confirmed: 'betaald',
    arrived: 'standhouder aangekomen',
    taken: 'bezet',
    mine: 'uw standplaats',
  },
  sides: { odd: 'onpare kant', even: 'pare kant' },
  inFrontOf: 'voor nr. {number}',
  streetEnd: 'aan het einde van de straat',
  pitchCount: { one: '{count} standplaats', other: '{count} standplaatsen' },
  freeCount: { one: '{count} vrij', other: '{count} vrij' },
  legend: 'Legende',
  tableSummary: 'Alle standplaatsen, straat per straat',
  columns: { pitch: 'Standplaats', where: 'Waar', length: 'Lengte', state: 'Status' },
  stateSeparator: ': ',
};
