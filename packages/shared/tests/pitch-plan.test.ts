import { describe, expect, it } from 'vitest';
import { PLAN_TEXTS, pitchDescription, sideOf, streetPlans, type PlanPitch } from '../src/pitch-plan.js';
import { PLAN_TEXTS_NL } from '../src/pitch-plan.nl.js';

const pitch = (name: string, number: string | null, overrides: Partial<PlanPitch> = {}): PlanPitch => ({
  name,
  street: 'Rue du Ramier',
  number,
  meters: 3,
  side: null,
  position: null,
  state: 'free',
  ...overrides,
});

describe('the plan of the pitches', () => {
  it("puts a pitch on its house number's side unless the committee says otherwise, a street end on the odd side", () => {
    expect(sideOf(pitch('R1', '1'))).toBe('odd');
    expect(sideOf(pitch('R2', '4'))).toBe('even');
    expect(sideOf(pitch('R9', null))).toBe('odd');
    expect(sideOf(pitch('R9', null, { side: 'even' }))).toBe('even');
  });

  it('places the pitches of each side end to end, in the committee’s order, then by house number', () => {
    const [plan] = streetPlans([
      pitch('R3', '5', { meters: 4 }),
      pitch('R1', '1'),
      pitch('R2', '2', { meters: 2.5 }),
      pitch('R9', null, { position: 0 }),
      pitch('R4', '4'),
    ]);
    expect(plan!.sides.odd.map((placed) => [placed.pitch.name, placed.from])).toEqual([
      ['R9', 0],
      ['R1', 3],
      ['R3', 6],
    ]);
    expect(plan!.sides.even.map((placed) => [placed.pitch.name, placed.from])).toEqual([
      ['R2', 0],
      ['R4', 2.5],
    ]);
    expect(plan!.length).toBe(10);
  });

  it('leaves the lane a committee marks after a pitch free on the plan, for the fire engines: the next pitch starts after it', () => {
    const [plan] = streetPlans([
      pitch('R1', '1'),
      pitch('R3', '3', { laneAfter: 4 }),
      pitch('R5', '5'),
      pitch('R7', '7', { laneAfter: 3.5 }),
    ]);
    expect(plan!.sides.odd.map((placed) => [placed.pitch.name, placed.from])).toEqual([
      ['R1', 0],
      ['R3', 3],
      ['R5', 10],
      ['R7', 13],
    ]);
    // A lane at the street's end still counts in its length: nothing may stand there either.
    expect(plan!.length).toBe(19.5);
  });

  it('describes each pitch in words, for those who do not see the drawing', () => {
    expect(
      pitchDescription(
        pitch('R2', '2', { meters: 2.5, state: 'confirmed', holder: { documentId: 'x', name: 'Dupont Marie' } }),
        PLAN_TEXTS,
      ),
    ).toBe('R2, devant le n° 2, côté pair, 2,5 m : payé (Dupont Marie)');
    expect(pitchDescription(pitch('R9', null, { state: 'taken' }), PLAN_TEXTS)).toBe(
      'R9, en bout de rue, côté impair, 3 m : pris',
    );
    expect(pitchDescription(pitch('R9', null, { state: 'taken' }), PLAN_TEXTS_NL)).toBe(
      'R9, aan het einde van de straat, onpare kant, 3 m: bezet',
    );
  });
});
