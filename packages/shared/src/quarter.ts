/** The quarter and its committee: fixed texts shown on every page. */
export const QUARTER_NAME = 'Quartier des Trois Tilleuls';
export const COMMITTEE_NAME = 'Comité de quartier des Trois Tilleuls';
export const SITE_TITLE = 'Comité de quartier des Trois Tilleuls — Watermael-Boitsfort';
export const QUARTER_POSTAL_CODE = '1170';
export const QUARTER_CITY = 'Watermael-Boitsfort';

/** The streets of the quarter: a neighbour registers with an address in one of them. */
export const QUARTER_STREETS = ['Avenue des Trois Tilleuls', 'Rue du Ramier', 'Rue de la Sapinière'] as const;

export type QuarterStreet = (typeof QUARTER_STREETS)[number];

export function isQuarterStreet(street: string): street is QuarterStreet {
  return (QUARTER_STREETS as readonly string[]).includes(street);
}
