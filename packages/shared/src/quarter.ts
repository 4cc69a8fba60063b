/**
 * The quarter as its committee describes it in Strapi's panel (the committee single type, served by
 * `GET /api/committee`): the committee's name and the quarter's, the commune, its postal code(s) and
 * the streets in which a neighbor lives. Content, not code: another committee runs the product unchanged.
 */
export interface Quarter {
  committeeName: string;
  quarterName: string;
  commune: string;
  /** One or more: a quarter may lie across two postal codes of its commune. */
  postalCodes: string[];
  streets: string[];
}

/** The quarter's fields as the committee stores them: postal codes typed on one line, streets as a list. */
export interface StoredQuarter {
  committeeName: string;
  quarterName: string;
  commune: string;
  /** "1170", or "1170, 1160" */
  postalCodes: string;
  streets: { name: string }[];
}

/**
 * A name as the forms send it (composed, trimmed, one space between words): a street typed in the
 * panel with a stray space or a decomposed "è" is still the street a neighbor picks.
 */
const asTyped = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');

/** The quarter of the stored committee, each name as the forms send it; empty entries dropped. */
export function quarterOf(committee: StoredQuarter): Quarter {
  return {
    committeeName: asTyped(committee.committeeName),
    quarterName: asTyped(committee.quarterName),
    commune: asTyped(committee.commune),
    postalCodes: committee.postalCodes.split(',').map(asTyped).filter(Boolean),
    streets: committee.streets.map((street) => asTyped(street.name)).filter(Boolean),
  };
}

/** The title of the site's pages: "Comité de quartier … — Commune", or the committee alone before it names its commune. */
export function siteTitle(quarter: Pick<Quarter, 'committeeName' | 'commune'>): string {
  return quarter.commune ? `${quarter.committeeName} — ${quarter.commune}` : quarter.committeeName;
}

/** A neighbor lives in one of the quarter's streets. */
export function isQuarterStreet(quarter: Pick<Quarter, 'streets'>, street: string): boolean {
  return quarter.streets.includes(asTyped(street));
}

/** A neighbor's postal code is one of the quarter's. */
export function isQuarterPostalCode(quarter: Pick<Quarter, 'postalCodes'>, postalCode: string): boolean {
  return quarter.postalCodes.includes(asTyped(postalCode));
}
