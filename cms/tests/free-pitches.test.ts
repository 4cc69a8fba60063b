import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { nextEditionProposal, type EditionRecord } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';

const { settleFreePitches } = createRequire(import.meta.url)(
  '../dist/src/bootstrap/free-pitches',
) as typeof import('../src/bootstrap/free-pitches');

useStrapi({ signIn: true });

/**
 * The free pitches' table the database keeps (bootstrap/free-pitches.ts), read beside what it stands for: every pitch
 * of the plan, in every edition, that no registration holds. Each step a committee takes below changes one side of it.
 */
async function freePitches() {
  const db = server.strapi.db.connection;
  const asRow = (row: { edition: string | Date; location_id: number; street: string; number: string; numbered: number }) =>
    `${new Date(row.edition).toISOString().slice(0, 10)} ${row.location_id} ${row.street}|${row.number}|${Number(row.numbered)}`;
  const kept = (await db('free_pitches').select('*')).map(asRow).sort();
  const truth = (
    await db('editions as e')
      .crossJoin(db.raw('locations as l'))
      .whereNotExists(db('registrations_locations_lnk as h').whereRaw('h.location_id = l.id').andWhereRaw('h.edition = e.date'))
      .select(
        'e.date as edition',
        'l.id as location_id',
        db.raw(`coalesce(l.street, '') as street`),
        db.raw(`coalesce(l.number, '') as number`),
        db.raw(`CASE WHEN coalesce(l.number, '') <> '' THEN 1 ELSE 0 END as numbered`),
      )
  )
    .map(asRow)
    .sort();
  return { kept, truth };
}

async function expectKept(step: string) {
  const { kept, truth } = await freePitches();
  expect(kept, step).toEqual(truth);
  return kept.length;
}

const editions = async (): Promise<EditionRecord[]> => (await api.get('/api/editions', staff)).body.data;

describe('the free pitches, kept by the database', () => {
  it('follow registrations, cancellations, the plan changed, an edition created and moved, and are set right at start', async () => {
    const pitches = await server.strapi.db.query('api::location.location').count({});
    expect(await expectKept('au démarrage')).toBe(pitches);

    const neighbor = await api.post('/api/registrations', {
      data: neighborRegistration({ street: 'Avenue des Trois Tilleuls', houseNumber: '1' }),
    });
    const visitor = await api.post('/api/registrations', { data: visitorRegistration({ email: 'libre@example.be' }) });
    expect([neighbor.status, visitor.status]).toEqual([201, 201]);
    expect(neighbor.body.data.locations[0].name).toBe('A1');
    expect(await expectKept('deux inscriptions')).toBe(pitches - 2);

    const byEmail = (email: string) => server.strapi.db.query('api::registration.registration').findOne({ where: { email } });
    const cancelled = await byEmail('libre@example.be');
    expect(
      (await api.post(`/api/registrations/${cancelled.documentId}/steps`, { data: { event: 'cancel' } }, staff)).status,
    ).toBe(200);
    expect(await expectKept('une annulation')).toBe(pitches - 1);

    // The plan: a pitch added, one moved to a house's front, one deleted.
    const added = await api.post(
      '/api/locations',
      { data: { name: 'N1', street: 'Place des Tilleuls', number: '', meters: 4, description: 'Nouveau' } },
      staff,
    );
    expect(added.status).toBe(201);
    expect(await expectKept('un emplacement ajouté')).toBe(pitches);
    const moved = await api.put(
      `/api/locations/${added.body.data.documentId}`,
      { data: { street: 'Rue du Ramier', number: '40' } },
      staff,
    );
    expect(moved.status).toBe(200);
    await expectKept('un emplacement déplacé');
    const n1 = await server.strapi.db.query('api::location.location').findOne({ where: { name: 'N1' } });
    expect((await freePitches()).kept.some((row) => row.endsWith(` ${n1.id} Rue du Ramier|40|1`))).toBe(true);
    expect((await api.delete(`/api/locations/${added.body.data.documentId}`, staff)).status).toBe(200);
    expect(await expectKept('un emplacement supprimé')).toBe(pitches - 1);

    // Next year's edition: every pitch free in it; its day moved, they follow.
    const [current] = await editions();
    const { documentId: _id, state: _state, registrations: _count, ...settings } = current!;
    const proposal = nextEditionProposal(settings);
    expect((await api.post('/api/editions', { data: proposal }, staff)).status).toBe(200);
    expect(await expectKept("l'édition suivante")).toBe(pitches - 1 + pitches);
    const later = new Date(Date.parse(`${proposal.date}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const movedEdition = await api.put(`/api/editions/${proposal.date}`, { data: { ...proposal, date: later } }, staff);
    expect(movedEdition.status, JSON.stringify(movedEdition.body)).toBe(200);
    expect(await expectKept("l'édition déplacée")).toBe(pitches - 1 + pitches);

    // What a trigger missed, or a version before the table, is set right at the next start.
    const db = server.strapi.db.connection;
    const a1 = await server.strapi.db.query('api::location.location').findOne({ where: { name: 'A1' } });
    const a2 = await server.strapi.db.query('api::location.location').findOne({ where: { name: 'A2' } });
    // A2 lost, and A1, which the neighbor holds, said free.
    await db('free_pitches').where({ location_id: a2.id }).delete();
    await db('free_pitches').insert({
      edition: current!.date,
      location_id: a1.id,
      street: a1.street,
      number: a1.number ?? '',
      numbered: 1,
    });
    const wrong = await freePitches();
    expect(wrong.kept).not.toEqual(wrong.truth);
    await db.transaction(settleFreePitches);
    expect(await expectKept('remis en ordre')).toBe(pitches - 1 + pitches);
  });
});
