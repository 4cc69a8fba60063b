import { describe, expect, it } from 'vitest';
import { pitchLabel, rankPitches } from '../src/pitch.js';

const pitches = [
  { name: 'R1', street: 'Rue du Ramier', number: '1' },
  { name: 'A9', street: 'Avenue des Trois Tilleuls', number: '' },
  { name: 'R3', street: 'Rue du Ramier', number: '5' },
  { name: 'S1', street: 'Rue de la Sapinière', number: '1' },
  { name: 'R9', street: 'Rue du Ramier', number: null },
];

describe('which pitch a person gets first', () => {
  it('gives a neighbour the pitch in front of their house, then one of their street, then any', () => {
    const ranked = rankPitches({ kind: 'neighbor', street: 'Rue du Ramier', houseNumber: '5' }, pitches).map(
      (pitch) => pitch.name,
    );
    expect(ranked).toEqual(['R3', 'R1', 'R9', 'A9', 'S1']);
  });

  it("gives a visitor a pitch in front of no house first: houses' pitches are the neighbours'", () => {
    expect(
      rankPitches({ kind: 'visitor', street: 'Rue du Ramier', houseNumber: '5' }, pitches).map((pitch) => pitch.name),
    ).toEqual(['A9', 'R9', 'R1', 'R3', 'S1']);
  });

  it('writes a pitch one way everywhere', () => {
    expect(pitchLabel(pitches[0]!)).toBe('R1, Rue du Ramier (devant le n° 1)');
    expect(pitchLabel(pitches[1]!)).toBe('A9, Avenue des Trois Tilleuls');
  });
});
