import { describe, expect, it } from 'vitest';
import { choosePitches, pitchesLabel, pitchLabel, pitchNames, pitchPlace, rankPitches } from '../src/pitch.js';

const pitches = [
  { name: 'R1', street: 'Rue du Ramier', number: '1' },
  { name: 'A9', street: 'Avenue des Trois Tilleuls', number: '' },
  { name: 'R3', street: 'Rue du Ramier', number: '5' },
  { name: 'S1', street: 'Rue de la Sapinière', number: '1' },
  { name: 'R9', street: 'Rue du Ramier', number: null },
];

describe('which pitch a person gets first', () => {
  it('gives a neighbor the pitch in front of their house, then one of their street, then any', () => {
    const ranked = rankPitches({ kind: 'neighbor', street: 'Rue du Ramier', houseNumber: '5' }, pitches).map(
      (pitch) => pitch.name,
    );
    expect(ranked).toEqual(['R3', 'R1', 'R9', 'A9', 'S1']);
  });

  it("gives a visitor a pitch in front of no house first: houses' pitches are the neighbors'", () => {
    expect(
      rankPitches({ kind: 'visitor', street: 'Rue du Ramier', houseNumber: '5' }, pitches).map((pitch) => pitch.name),
    ).toEqual(['A9', 'R9', 'R1', 'R3', 'S1']);
  });

  it('writes a pitch one way everywhere', () => {
    expect(pitchLabel(pitches[0]!)).toBe('R1, Rue du Ramier (devant le n° 1)');
    expect(pitchLabel(pitches[1]!)).toBe('A9, Avenue des Trois Tilleuls');
  });

  it("names a registration's pitches in its history, and gives them to the registrant with no house as null", () => {
    expect(pitchNames([{ name: 'R1' }])).toBe('emplacement R1');
    expect(pitchNames([{ name: 'R1' }, { name: 'R3' }])).toBe('emplacements R1, R3');
    expect(pitchPlace({ name: 'A9', street: 'Avenue des Trois Tilleuls', number: '' })).toEqual({
      name: 'A9',
      street: 'Avenue des Trois Tilleuls',
      number: null,
    });
  });
});

describe('several pitches for one registration', () => {
  const street = (name: string, held: boolean[]) =>
    held.map((isHeld, index) => ({ name: `${name}${index + 1}`, street: name, number: String(2 * index + 1), held: isHeld }));
  const visitor = { kind: 'visitor' as const, street: 'Rue Ailleurs', houseNumber: '1' };
  const names = (chosen: { name: string }[] | null) => chosen?.map((pitch) => pitch.name) ?? null;

  it('gives adjacent free pitches of one street, not two free pitches apart', () => {
    const pitches = [...street('R', [false, true, false, false]), ...street('S', [false, true])];
    expect(names(choosePitches(visitor, pitches, 2))).toEqual(['R3', 'R4']);
  });

  it('gives a neighbor the pitch in front of their house and its free neighbor', () => {
    const pitches = [...street('R', [false, false, false, false])];
    const neighbor = { kind: 'neighbor' as const, street: 'R', houseNumber: '5' };
    expect(names(choosePitches(neighbor, pitches, 2))).toEqual(['R2', 'R3']);
  });

  it('never calls two pitches facing each other across the street adjacent, and follows the committee’s order', () => {
    const facing = [
      { name: 'F1', street: 'F', number: '1', held: false },
      { name: 'F2', street: 'F', number: '2', held: false },
      { name: 'F3', street: 'F', number: '3', held: true },
      { name: 'F4', street: 'F', number: '4', held: false },
    ];
    expect(names(choosePitches(visitor, facing, 2))).toEqual(['F2', 'F4']);
    const ordered = [
      { name: 'G1', street: 'G', number: '1', position: 3, held: false },
      { name: 'G3', street: 'G', number: '3', position: 1, held: true },
      { name: 'G5', street: 'G', number: '5', position: 2, held: false },
    ];
    expect(names(choosePitches(visitor, ordered, 2))).toEqual(['G5', 'G1']);
  });

  it('never calls two pitches parted by a lane kept free for the fire engines adjacent', () => {
    const pitches = [
      { name: 'L1', street: 'L', number: '1', held: false },
      { name: 'L3', street: 'L', number: '3', held: false, laneAfter: 4 },
      { name: 'L5', street: 'L', number: '5', held: false },
      { name: 'L7', street: 'L', number: '7', held: false },
    ];
    expect(names(choosePitches(visitor, pitches, 2))).toEqual(['L1', 'L3']);
    expect(names(choosePitches(visitor, pitches.slice(1), 2))).toEqual(['L5', 'L7']);
  });

  it('gives the best free pitches apart when no two free pitches touch, and none when too few are free', () => {
    const pitches = street('R', [false, true, false, true]);
    expect(names(choosePitches(visitor, pitches, 2))).toEqual(['R1', 'R3']);
    expect(choosePitches(visitor, pitches, 3)).toBeNull();
  });

  it('writes several pitches as one French list', () => {
    expect(pitchesLabel([pitches[0]!, pitches[2]!])).toBe(
      'R1, Rue du Ramier (devant le n° 1) et R3, Rue du Ramier (devant le n° 5)',
    );
  });

  it('writes a pitch and a list of them in Dutch for a Dutch reader (the street keeps its name)', () => {
    expect(pitchLabel(pitches[0]!, 'nl')).toBe('R1, Rue du Ramier (voor nr. 1)');
    expect(pitchLabel(pitches[1]!, 'nl')).toBe('A9, Avenue des Trois Tilleuls');
    expect(pitchLabel(pitches[0]!, 'fr')).toBe('R1, Rue du Ramier (devant le n° 1)');
    expect(pitchesLabel([pitches[0]!, pitches[2]!], 'nl')).toBe(
      'R1, Rue du Ramier (voor nr. 1) en R3, Rue du Ramier (voor nr. 5)',
    );
    expect(pitchesLabel([pitches[0]!, pitches[1]!, pitches[2]!], 'nl')).toBe(
      'R1, Rue du Ramier (voor nr. 1), A9, Avenue des Trois Tilleuls en R3, Rue du Ramier (voor nr. 5)',
    );
    expect(pitchesLabel([pitches[4]!], 'nl')).toBe('R9, Rue du Ramier');
  });
});
