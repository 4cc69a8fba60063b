import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDateMonthsBefore, brusselsDay, STAFF_ROLES, type JournalPage, type StaffRole } from '@brocante/shared';
import { DEMO_TEAM } from '../src/bootstrap/demo-accounts';
import { visitorRegistration } from './support/http';
import { api, server, useStrapi } from './support/strapi-server';

// Compiled: the retention reaches the engine's modules, which load Strapi's own.
const { applyRetention } = createRequire(import.meta.url)(
  '../dist/src/engine/retention',
) as typeof import('../src/engine/retention');

/** Who did what (issue 49, item 6): the registration's history and the coordination's journal name the volunteer. */

const tokens = {} as Record<StaffRole, string>;
const JOURNAL_ENTRY = 'api::journal-entry.journal-entry';

useStrapi();

beforeAll(async () => {
  for (const role of STAFF_ROLES) tokens[role] = await api.signIn(DEMO_TEAM[role].email, DEMO_TEAM[role].password);
});

async function register(email: string): Promise<{ documentId: string; paymentReference: string }> {
  expect((await api.post('/api/registrations', { data: visitorRegistration({ email }) })).status).toBe(201);
  const row = await server.strapi.db.query('api::registration.registration').findOne({ where: { email } });
  return { documentId: row.documentId, paymentReference: row.paymentReference };
}

const journalPage = async (query = ''): Promise<JournalPage> => {
  const answer = await api.get(`/api/journal${query}`, tokens.coordination);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('who did what', () => {
  it('names the treasurer who recorded a payment, in the registration’s history and in the journal', async () => {
    const registration = await register('paye.main@example.be');
    const paid = await api.post(
      `/api/registrations/${registration.documentId}/steps`,
      { data: { event: 'pay' } },
      tokens.tresorerie,
    );
    expect(paid.status).toBe(200);

    const history = (await api.get(`/api/registrations/${registration.documentId}/history`, tokens.coordination)).body.data;
    expect(history).toContainEqual(expect.objectContaining({ label: 'Paiement enregistré', actor: 'Luc Peeters (Trésorerie)' }));

    const { entries } = await journalPage();
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      who: 'Luc Peeters',
      role: 'tresorerie',
      label: 'Étape sur une inscription',
      registration: registration,
      details: 'Marquer payée',
    });
  });

  it('writes nothing for a read, a refusal or a dry run', async () => {
    const before = (await journalPage()).total;
    expect((await api.get('/api/registrations', tokens.inscriptions)).status).toBe(200);
    expect((await api.put('/api/committee-account', { data: {} }, tokens.inscriptions)).status).toBe(403);
    const content = 'Date;Montant;Communication\n01/03/2027;10,00;+++000/0000/00097+++\n';
    const mapping = { date: 0, amount: 1, communication: 2 };
    const dryRun = await api.post(
      '/api/bank-imports',
      { data: { fileName: 'essai.csv', content, mapping, dryRun: true } },
      tokens.tresorerie,
    );
    expect(dryRun.status).toBe(200);
    expect((await journalPage()).total).toBe(before);

    expect(
      (await api.post('/api/bank-imports', { data: { fileName: 'mars.csv', content, mapping } }, tokens.tresorerie)).status,
    ).toBe(200);
    const { entries, total } = await journalPage();
    expect(total).toBe(before + 1);
    expect(entries[0]).toMatchObject({ who: 'Luc Peeters', label: 'Relevé bancaire importé', details: 'mars.csv' });
  });

  it('is filtered by person and by day, and keeps the role someone held then', async () => {
    const registration = await register('deux.mains@example.be');
    await api.post(`/api/registrations/${registration.documentId}/link`, { data: { action: 'resend' } }, tokens.inscriptions);
    const team = (await api.get('/api/team', tokens.coordination)).body.data as { id: string; email: string }[];
    const sofie = team.find((member) => member.email === DEMO_TEAM.inscriptions.email)!.id;
    // Sofie becomes treasurer: what she did as « inscriptions » stays written so.
    expect((await api.put(`/api/team/${sofie}`, { data: { role: 'tresorerie' } }, tokens.coordination)).status).toBe(200);

    const hers = await journalPage(`?person=${sofie}`);
    expect(hers.entries.map((entry) => [entry.who, entry.role, entry.label])).toEqual([
      ['Sofie Janssens', 'inscriptions', "Lien personnel d'une inscription"],
    ]);
    expect(hers.people).toEqual(
      expect.arrayContaining([
        { id: sofie, name: 'Sofie Janssens' },
        { id: expect.stringMatching(/^volunteer-\d+$/), name: 'Anne Lambert' },
      ]),
    );
    const history = (await api.get(`/api/registrations/${registration.documentId}/history`, tokens.coordination)).body.data;
    expect(history).toContainEqual(expect.objectContaining({ actor: 'Sofie Janssens (Inscriptions)' }));

    const today = await journalPage(`?day=${brusselsDay(new Date())}`);
    expect(today.entries.map((entry) => entry.label)).toContain("Compte d'un bénévole changé");
    expect((await journalPage('?day=2020-01-01')).entries).toEqual([]);

    await api.put(`/api/team/${sofie}`, { data: { role: 'inscriptions' } }, tokens.coordination);
    tokens.inscriptions = await api.signIn(DEMO_TEAM.inscriptions.email, DEMO_TEAM.inscriptions.password);
  });

  it('refuses filters it does not know, in words, and is read by the coordination only', async () => {
    for (const query of ['?person=editor-1', '?day=hier', '?qui=anne', '?page=0']) {
      const refused = await api.get(`/api/journal${query}`, tokens.coordination);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.message, query).toMatch(/\S/);
    }
    for (const role of ['tresorerie', 'inscriptions', 'accueil'] as const)
      expect((await api.get('/api/journal', tokens[role])).status, role).toBe(403);
    expect((await api.get('/api/journal')).status).toBe(403);
  });

  it('forgets its lines with the registrations they speak of, six months after their edition', async () => {
    const now = new Date();
    const old = await register('ancienne.edition@example.be');
    await api.post(`/api/registrations/${old.documentId}/link`, { data: { action: 'resend' } }, tokens.coordination);
    const lines = await server.strapi.db.query(JOURNAL_ENTRY).findMany({ orderBy: { id: 'desc' }, limit: 1 });
    const sevenMonthsAgo = brusselsDateMonthsBefore(now, 7);
    await server.strapi.db.query(JOURNAL_ENTRY).update({
      where: { id: lines[0].id },
      data: { edition: sevenMonthsAgo, createdAt: new Date(`${sevenMonthsAgo}T10:00:00Z`) },
    });
    const kept = (await journalPage()).total - 1;

    expect(await applyRetention(server.strapi, now)).toMatchObject({ forgottenJournalLines: 1 });
    expect((await journalPage()).total).toBe(kept);
  });
});
