import { DEFAULT_LANGUAGE, LOCALES, type Language } from './language.js';
import { alongStreets, type StreetPlace } from './pitch-plan.js';
import type { RegistrationKind } from './registration-status.js';

/** A pitch as people read it: its name, its street, the house it lies in front of (none at a street's end). */
export interface PitchPlace {
  name: string;
  street: string;
  number?: string | null;
}

/** What a registration asks for: who registers and where they live. */
export interface PitchWish {
  kind: RegistrationKind;
  street: string;
  houseNumber: string;
}

const IN_FRONT_OF: Record<Language, (number: string) => string> = {
  fr: (number) => ` (devant le n° ${number})`,
  nl: (number) => ` (voor nr. ${number})`,
};

/**
 * "A1, Rue du Ramier (devant le n° 1)", "A1, Rue du Ramier (voor nr. 1)": the one way a pitch is written, on the site,
 * in e-mails and in the admin (a street keeps the name the committee gave it).
 */
export function pitchLabel(pitch: PitchPlace, language: Language = DEFAULT_LANGUAGE): string {
  return `${pitch.name}, ${pitch.street}${pitch.number ? IN_FRONT_OF[language](pitch.number) : ''}`;
}

/** A neighbor living in front of the pitch: it is theirs first. */
export function livesInFront(wish: PitchWish, pitch: Omit<PitchPlace, 'name'>): boolean {
  return wish.kind === 'neighbor' && pitch.street === wish.street && (pitch.number ?? '') === wish.houseNumber;
}

/**
 * Which free pitch a registration gets first (lower first): for a neighbor the pitch in front of
 * their house, then one of their street, then any; for a visitor a pitch in front of no house
 * (houses' pitches are the neighbors' priority), then any.
 */
export function pitchPriority(wish: PitchWish, pitch: Omit<PitchPlace, 'name'>): number {
  if (wish.kind === 'visitor') return pitch.number ? 1 : 0;
  if (livesInFront(wish, pitch)) return 0;
  return pitch.street === wish.street ? 1 : 2;
}

/** The free pitches in the order a registration is offered them; pitches of equal priority keep their order. */
export function rankPitches<Pitch extends Omit<PitchPlace, 'name'>>(wish: PitchWish, pitches: readonly Pitch[]): Pitch[] {
  return pitches
    .map((pitch, index) => ({ pitch, index, priority: pitchPriority(wish, pitch) }))
    .sort((a, b) => a.priority - b.priority || a.index - b.index)
    .map(({ pitch }) => pitch);
}

/** A pitch as allocation sees it: where it lies (and on which side, in which order), and whether someone holds it. */
export interface PitchSlot extends Omit<PitchPlace, 'name'>, StreetPlace {
  held: boolean;
}

/**
 * The pitches a registration asking for `count` gets (pitch.ts's priorities), or null when fewer
 * are free. Several pitches are adjacent when possible: free neighbors on one side of a street, in
 * the plan's order (pitch-plan.ts) and with no free lane between them; otherwise the best free ones. `pitches` are every pitch.
 */
export function choosePitches<Pitch extends PitchSlot>(
  wish: PitchWish,
  pitches: readonly Pitch[],
  count: number,
): Pitch[] | null {
  const free = pitches.filter((pitch) => !pitch.held);
  if (free.length < count) return null;
  if (count === 1) return rankPitches(wish, free).slice(0, 1);
  let best: { run: Pitch[]; priority: number } | null = null;
  for (const street of alongStreets(pitches)) {
    for (let start = 0; start + count <= street.length; start += 1) {
      const run = street.slice(start, start + count);
      // A lane kept free for the emergency services parts two pitches: they are not side by side.
      if (run.some((pitch, index) => pitch.held || (index < count - 1 && Number(pitch.laneAfter) > 0))) continue;
      const priority = Math.min(...run.map((pitch) => pitchPriority(wish, pitch)));
      if (!best || priority < best.priority) best = { run, priority };
    }
  }
  return best ? best.run : rankPitches(wish, free).slice(0, count);
}

/** A pitch as a registrant's receipt and page give it: its name, street, and the house it lies in front of or null. */
export const pitchPlace = (pitch: PitchPlace): Required<PitchPlace> => ({
  name: pitch.name,
  street: pitch.street,
  number: pitch.number || null,
});

/** "emplacements A1, A2": what a registration's history says it holds. */
export const pitchNames = (pitches: readonly Pick<PitchPlace, 'name'>[]): string =>
  `emplacement${pitches.length > 1 ? 's' : ''} ${pitches.map((pitch) => pitch.name).join(', ')}`;

/** "A1, Rue du Ramier (devant le n° 1) et A2, Rue du Ramier (devant le n° 3)" */
export function pitchesLabel(pitches: readonly PitchPlace[], language: Language = DEFAULT_LANGUAGE): string {
  return new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(
    pitches.map((pitch) => pitchLabel(pitch, language)),
  );
}
