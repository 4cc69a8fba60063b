import { describe, expect, it } from 'vitest';
import knex from 'knex';
import { livesInFront, rankPitches, type PitchWish } from '@brocante/shared';
import { pitchPriorityTiers } from '../../src/engine/allocation';
import { livesInFrontSql } from '../../src/engine/waiting-line';

/**
 * The database ranks the free pitches and the waiting line by pitch.ts's rules (allocation.ts): on every plan and
 * wish below, its order is the shared functions' order. A pitch in front of house « 12 », of no house (null or ''),
 * on the wish's street or another.
 */
const STREETS = ['Rue du Ramier', 'Avenue des Tilleuls'];
const NUMBERS = ['12', '14', '', null];
const plan = STREETS.flatMap((street) => NUMBERS.map((number) => ({ street, number })))
  .flatMap((pitch) => [pitch, pitch])
  .map((pitch, index) => ({ id: index + 1, ...pitch }));
const wishes: PitchWish[] = STREETS.flatMap((street) =>
  ['12', '13'].flatMap((houseNumber) => [
    { kind: 'neighbor' as const, street, houseNumber },
    { kind: 'visitor' as const, street, houseNumber },
  ]),
);

async function inMemory() {
  const db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await db.schema.createTable('l', (table) => {
    table.integer('id').primary();
    table.string('street');
    table.string('number').nullable();
  });
  await db('l').insert(plan);
  // The free pitches' table as the database keeps it (bootstrap/free-pitches.ts): every pitch of this plan is free.
  await db.schema.createTable('f', (table) => {
    table.integer('location_id').primary();
    table.string('street');
    table.string('number');
    table.integer('numbered');
  });
  await db('f').insert(
    plan.map((pitch) => ({
      location_id: pitch.id,
      street: pitch.street,
      number: pitch.number ?? '',
      numbered: pitch.number ? 1 : 0,
    })),
  );
  await db.schema.createTable('registrations', (table) => {
    table.integer('id').primary();
    table.string('kind');
    table.string('street');
    table.string('house_number');
  });
  await db('registrations').insert(
    wishes.map((wish, index) => ({ id: index + 1, kind: wish.kind, street: wish.street, house_number: wish.houseNumber })),
  );
  return db;
}

describe('the pitch rules as the database applies them', () => {
  it('ranks the free pitches as rankPitches does, for neighbors and visitors, tier by tier, each pitch once', async () => {
    const db = await inMemory();
    try {
      for (const wish of wishes) {
        const ids: number[] = [];
        for (const [condition, bindings] of pitchPriorityTiers(wish))
          ids.push(...(await db('f').whereRaw(condition, bindings).orderBy('location_id').pluck('location_id')));
        expect(ids, `${wish.kind} ${wish.street} ${wish.houseNumber}`).toEqual(rankPitches(wish, plan).map((pitch) => pitch.id));
      }
    } finally {
      await db.destroy();
    }
  });

  it('finds the neighbors living in front of pitches given back as livesInFront does', async () => {
    const db = await inMemory();
    try {
      for (const freed of [[plan[0]!], [plan[2]!, plan[9]!], plan.filter((pitch) => !pitch.number), []]) {
        const [inFront, bindings] = livesInFrontSql(freed);
        const ids = await db('registrations').whereRaw(inFront, bindings).orderBy('id').pluck('id');
        const expected = wishes.flatMap((wish, index) => (freed.some((pitch) => livesInFront(wish, pitch)) ? [index + 1] : []));
        expect(ids).toEqual(expected);
      }
      // The test can fail: someone does live in front of a pitch given back.
      expect(
        await db('registrations')
          .whereRaw(...livesInFrontSql([plan[0]!]))
          .pluck('id'),
      ).not.toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
