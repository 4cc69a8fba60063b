import type { SaleCategory } from './sale-categories.js';

/**
 * The plan of the pitches (plan d'implantation), drawn from the pitches' own data: each street a
 * road with its odd side above and its even side below, each pitch as long as its meters, in the
 * committee's order along the street. The committee edits pitches, never a drawing.
 */
export const STREET_SIDES = ['odd', 'even'] as const;
export type StreetSide = (typeof STREET_SIDES)[number];

export const STREET_SIDE_LABELS: Record<StreetSide, string> = { odd: 'côté impair', even: 'côté pair' };

/**
 * What a pitch shows on a plan: the staff's states (held by a registration awaiting its payment, held and paid for, its
 * exhibitor arrived), the public's two, the registrant's own. Words of their own, not the registration's statuses.
 */
export type PitchState = 'free' | 'awaiting-payment' | 'confirmed' | 'arrived' | 'taken' | 'mine';

export const PITCH_STATE_LABELS: Record<PitchState, string> = {
  free: 'libre',
  'awaiting-payment': 'en attente de paiement',
  confirmed: 'payé',
  arrived: 'exposant arrivé',
  taken: 'pris',
  mine: 'votre emplacement',
};

/** A pitch as the plan reads it (its lane after it: StreetPlace). */
export interface PlanPitch extends StreetPlace {
  name: string;
  street: string;
  number: string | null;
  meters: number;
  side: StreetSide | null;
  /** Order along the street (the committee's); none: by house number, then name. */
  position: number | null;
  state: PitchState;
  /** Staff plans: who holds it, and where to open the registration. */
  holder?: { documentId: string; name: string } | null;
  /** The public plan, a taken pitch: what its exhibitor will sell (sale-categories.ts). */
  categories?: SaleCategory[];
  /** The public plan: the exhibitor's first name and initial, only when they asked for it (« Marie D. »). */
  exhibitor?: string | null;
}

/** Where a pitch lies along its street, as the plan and allocation read it. */
export interface StreetPlace {
  street: string;
  number?: string | null;
  side?: StreetSide | null;
  position?: number | null;
  /** Metres kept free after it for the emergency services; the pitches on either side are not neighbors. */
  laneAfter?: number | null;
}

/** The side a pitch lies on: the committee's, else its house number's parity, else the odd side. */
export function sideOf(pitch: Pick<StreetPlace, 'side' | 'number'>): StreetSide {
  if (pitch.side) return pitch.side;
  const number = Number.parseInt(pitch.number ?? '', 10);
  return Number.isNaN(number) || number % 2 === 1 ? 'odd' : 'even';
}

export interface PlacedPitch {
  pitch: PlanPitch;
  /** Meters from the street's start. */
  from: number;
}

export interface StreetPlan {
  street: string;
  /** Meters: the longer side. */
  length: number;
  sides: Record<StreetSide, PlacedPitch[]>;
}

const collator = new Intl.Collator('fr', { numeric: true });

/** Order along a street: the committee's order, else the house number; a pitch with neither comes after. */
function along(a: StreetPlace, b: StreetPlace): number {
  const position = (pitch: StreetPlace) => pitch.position ?? Number.parseInt(pitch.number ?? '', 10);
  const [first, second] = [position(a), position(b)];
  if (Number.isNaN(first) || Number.isNaN(second)) return Number(Number.isNaN(first)) - Number(Number.isNaN(second));
  return first - second;
}

/**
 * The pitches of each side of each street, in order along it (equal ones as given): neighbors in
 * a row are adjacent pitches, for the plan and for a registration asking for several.
 */
export function alongStreets<Pitch extends StreetPlace>(pitches: readonly Pitch[]): Pitch[][] {
  const rows = new Map<string, Pitch[]>();
  for (const pitch of pitches) {
    const key = `${pitch.street}\u0000${sideOf(pitch)}`;
    rows.set(key, [...(rows.get(key) ?? []), pitch]);
  }
  return [...rows.values()].map((row) => [...row].sort(along));
}

/** Each street's two sides, their pitches placed end to end in order; streets in alphabetical order. */
export function streetPlans(pitches: readonly PlanPitch[]): StreetPlan[] {
  const streets = new Map<string, PlanPitch[]>();
  for (const pitch of pitches) streets.set(pitch.street, [...(streets.get(pitch.street) ?? []), pitch]);
  return [...streets.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([street, ofStreet]) => {
      const sides = { odd: [] as PlacedPitch[], even: [] as PlacedPitch[] };
      for (const row of alongStreets(ofStreet)) {
        let from = 0;
        for (const pitch of row) {
          sides[sideOf(pitch)].push({ pitch, from });
          from += (Number(pitch.meters) || 0) + (Number(pitch.laneAfter) || 0);
        }
      }
      const length = Math.max(
        ...STREET_SIDES.map((side) =>
          sides[side].reduce(
            (end, { pitch, from }) => Math.max(end, from + Number(pitch.meters) + (Number(pitch.laneAfter) || 0)),
            0,
          ),
        ),
        1,
      );
      return { street, length, sides };
    });
}

/** What the plan says, in one language, as plain data (a page hands it to its island): PLAN_TEXTS, PLAN_TEXTS_NL. */
export interface PlanTexts {
  /** Whose plural rules the counts follow: fr-BE, nl-BE. */
  locale: string;
  states: Record<PitchState, string>;
  sides: Record<StreetSide, string>;
  /** "devant le n° {number}" */
  inFrontOf: string;
  streetEnd: string;
  /** A count of pitches and of free ones, by plural form: "{count} emplacement", "{count} emplacements". */
  pitchCount: { one: string; other: string };
  freeCount: { one: string; other: string };
  legend: string;
  tableSummary: string;
  columns: { pitch: string; where: string; length: string; state: string };
  /** Between a description and its state: « : » in French, ": " in Dutch. */
  stateSeparator: string;
}

/** The plan in French: the admin's, and the French pages'. */
export const PLAN_TEXTS: PlanTexts = {
  locale: 'fr-BE',
  states: PITCH_STATE_LABELS,
  sides: STREET_SIDE_LABELS,
  inFrontOf: 'devant le n° {number}',
  streetEnd: 'en bout de rue',
  pitchCount: { one: '{count} emplacement', other: '{count} emplacements' },
  freeCount: { one: '{count} libre', other: '{count} libres' },
  legend: 'Légende',
  tableSummary: 'Tous les emplacements, rue par rue',
  columns: { pitch: 'Emplacement', where: 'Où', length: 'Longueur', state: 'État' },
  stateSeparator: ' : ',
};

/** "12 emplacements": a count of pitches in words, by the plural rules of `locale` (fr-BE, nl-BE). */
export function pitchCount(forms: { one: string; other: string }, value: number, locale: string): string {
  return (new Intl.PluralRules(locale).select(value) === 'one' ? forms.one : forms.other).replace('{count}', String(value));
}

/** "Rue du Ramier — 12 emplacements, 3 libres": a street's caption on the plan. */
export function streetSummary(street: string, total: number, free: number, texts: PlanTexts): string {
  return `${street} — ${pitchCount(texts.pitchCount, total, texts.locale)}, ${pitchCount(texts.freeCount, free, texts.locale)}`;
}

/** "devant le n° 1, côté impair" or "en bout de rue, côté pair": where a pitch lies, as the plan's table says it. */
export function pitchWhere(pitch: PlanPitch, texts: PlanTexts): string {
  return `${pitch.number ? texts.inFrontOf.replace('{number}', pitch.number) : texts.streetEnd}, ${texts.sides[sideOf(pitch)]}`;
}

/** "A1, devant le n° 1, côté impair, 3 m : payé": a pitch as a screen reader (and the table) says it. */
export function pitchDescription(pitch: PlanPitch, texts: PlanTexts): string {
  const holder = pitch.holder ? ` (${pitch.holder.name})` : '';
  return `${pitch.name}, ${pitchWhere(pitch, texts)}, ${String(pitch.meters).replace('.', ',')} m${texts.stateSeparator}${texts.states[pitch.state]}${holder}`;
}
