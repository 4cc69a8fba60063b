import type { Core } from '@strapi/strapi';
import { isRegistrationOpen, type Quarter, type RegistrationKind } from '@brocante/shared';
import { isProduction } from '../lib/production';
import { parse } from '../lib/parse';
import { perStrapi } from '../lib/per-strapi';
import { publishedQuarter, registrationSchema } from '../lib/quarter';
import { editions } from './editions';
import { RehearsalOver, registrations } from './registrations';

/**
 * Enough for V8 to have compiled and optimised the registration's path (measured: docs/benchmark.md); the
 * committee's setting (OPENING_REHEARSALS, config/rehearsal.ts) may lower it, or turn it off with 0.
 */
export const REHEARSALS = 200;

/**
 * A visitor as the form sends one, in French and in Dutch by turns (the e-mail's two templates); a neighbor of the
 * quarter's first street once the visitors' registrations have closed.
 */
const rehearsalForm = (index: number, kind: RegistrationKind, quarter: Quarter) => ({
  kind,
  firstName: 'Répétition',
  lastName: `Ouverture ${index}`,
  email: `repetition${index}@example.invalid`,
  phone: '0470 00 00 00',
  street: kind === 'neighbor' ? quarter.streets[0] : 'Rue de la Répétition',
  houseNumber: String(index + 1),
  postalCode: kind === 'neighbor' ? quarter.postalCodes[0] : '1000',
  city: 'Bruxelles',
  comment: '',
  acceptsRules: true,
  acceptsPrivacy: true,
  wantsInvitation: false,
  language: index % 2 ? 'nl' : 'fr',
  pitchCount: 1,
});

/**
 * The opening's rehearsal. A Strapi process that has taken no registration since it started answers its first
 * ones two to three times slower, while V8 compiles and optimises their path: at an opening, on one core, the queue
 * of the first seconds took several seconds to drain. So each process, once it sees an edition open (at its start,
 * when a volunteer opens one, and each minute), first registers REHEARSALS people on its own (OPENING_REHEARSALS): the form's checks,
 * the quarter, the claim of a pitch, the registration, its history and its e-mail, each in a transaction rolled
 * back, for a day no edition has (REHEARSAL_DAY). Nothing is kept, no one's place in line moves, no e-mail leaves.
 * For those milliseconds it holds the lock of a pitch it claims, which a registration arriving then skips for the next.
 * Production only: development and the tests start Strapi too often for it.
 */
export const rehearsal = perStrapi((strapi: Core.Strapi) => {
  /** The open edition this process rehearsed for, and the rehearsal under way. */
  let rehearsedFor: string | null = null;
  let running: Promise<number> | null = null;

  async function rehearseOnce(): Promise<number> {
    const count = Number(strapi.config.get('rehearsal.registrations', REHEARSALS));
    const configuration = await editions(strapi).publicConfiguration(new Date());
    if (!(count > 0) || configuration?.state !== 'open' || rehearsedFor === configuration.date) return 0;
    // Once, even if it fails: a failure is said once, not each minute.
    rehearsedFor = configuration.date;
    const kind = isRegistrationOpen({ ...configuration, count: 0 }, 'visitor') ? 'visitor' : 'neighbor';
    for (let index = 0; index < count; index += 1) {
      try {
        // As the registration's controller does, the quarter read each time.
        const quarter = await publishedQuarter(strapi);
        const form = parse(registrationSchema(quarter), rehearsalForm(index, kind, quarter));
        await registrations(strapi).register(form, new Date(), true);
      } catch (error) {
        if (!(error instanceof RehearsalOver)) throw error;
      }
    }
    return count;
  }

  /** Rehearses once per open edition in this process (a call meanwhile waits for it); resolves with the number rehearsed. */
  function rehearse(): Promise<number> {
    running ??= rehearseOnce().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    rehearse,

    /** In production: rehearses if an edition is open and this process has not yet; a failure is logged, never thrown. */
    async beforeOpening(): Promise<void> {
      if (!isProduction()) return;
      try {
        const started = performance.now();
        const rehearsed = await rehearse();
        const seconds = ((performance.now() - started) / 1000).toLocaleString('fr-BE', { maximumFractionDigits: 1 });
        if (rehearsed) strapi.log.info(`Ouverture : ${rehearsed} inscriptions répétées en ${seconds} s, rien de gardé`);
      } catch (error) {
        strapi.log.warn(`Ouverture : la répétition des inscriptions a échoué (${(error as Error).message})`);
      }
    },
  };
});
