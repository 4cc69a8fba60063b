/** A pitch as a registrant reads it (the API's receipt and their page). */
export const pitchPlace = (pitch: { name: string; street: string; number: string | null }) => ({
  name: pitch.name,
  street: pitch.street,
  number: pitch.number || null,
});

/** "emplacements A1, A2": what the history says a registration holds. */
export const pitchNames = (pitches: { name: string }[]) =>
  `emplacement${pitches.length > 1 ? 's' : ''} ${pitches.map((pitch) => pitch.name).join(', ')}`;
