import { describe, expect, it } from 'vitest';
import { API_MESSAGES, brusselsDaysLater, nextEditionProposal, VALIDATION, type EditionRecord } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/**
 * Every year a brocante: a sold-out edition, next year's prepared and opened beside it, every pitch
 * free for it; last year's registrations still settled; the money settings in the volunteers' hands,
 * every change kept and announced.
 */
useStrapi({ signIn: true });

/** One transfer in a BNP Paribas Fortis export, as the committee's bank gives it. */
const importLine = (sequence: string, reference: string, account: string, name: string) =>
  api.post(
    '/api/bank-imports',
    {
      data: {
        fileName: 'extrait.csv',
        content: [
          "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus",
          `${sequence};05/04/2027;05/04/2027;15,00;EUR;BE21001234567803;Virement en euros;${account};${name};${reference};VIREMENT EN EUROS;Accepté;`,
        ].join('\r\n'),
      },
    },
    staff,
  );

const editions = async (): Promise<EditionRecord[]> => (await api.get('/api/editions', staff)).body.data;
const settingsOf = ({ documentId: _id, state: _state, registrations: _count, ...settings }: EditionRecord) => settings;

describe('two editions, one after the other', () => {
  it("sells out this year's, prepares and opens next year's with every pitch free, and still settles this year's", async () => {
    const pitches = await server.strapi.db.query('api::location.location').count({});
    // This year's brocante sold out, one person waiting.
    const thisYear = await Promise.all(
      Array.from({ length: pitches + 1 }, (_, index) =>
        api.post('/api/registrations', {
          data: visitorRegistration({ email: `annee1.${index}@example.be`, houseNumber: `${index + 1}` }),
        }),
      ),
    );
    expect(thisYear.filter((response) => response.body.data.status === 'pending')).toHaveLength(pitches);
    const [current] = await editions();
    expect((await api.get('/api/configuration')).body.data).toMatchObject({ date: current!.date, count: 0 });

    // In January the committee prepares next year's: the same settings a year later, not public yet.
    const proposal = nextEditionProposal(settingsOf(current!));
    const prepared = await api.post('/api/editions', { data: proposal }, staff);
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    expect(prepared.body.data).toMatchObject({ date: proposal.date, state: 'preparation' });
    expect((await api.get('/api/configuration')).body.data.date).toBe(current!.date);
    const twice = await api.post('/api/editions', { data: proposal }, staff);
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('Une édition existe déjà à cette date.');

    // Next year's opens while this year's is still open: the public sees this year's until its day.
    expect((await api.put(`/api/editions/${proposal.date}/state`, { data: { state: 'open' } }, staff)).status).toBe(200);
    expect((await api.get('/api/configuration')).body.data).toMatchObject({ date: current!.date, count: 0 });
    // A cancellation this year gives its pitch to this year's waiting list, not to next year's.
    const pending = thisYear.filter((response) => response.body.data.status === 'pending');
    const byReference = (response: (typeof thisYear)[number]) =>
      server.strapi.db
        .query('api::registration.registration')
        .findOne({ where: { paymentReference: response.body.data.transfer.structuredCommunication } });
    const cancelled = await byReference(pending[0]!);
    const step = await api.post(`/api/registrations/${cancelled.documentId}/steps`, { data: { event: 'cancel' } }, staff);
    expect(step.status).toBe(200);
    const waiting = await server.strapi.db
      .query('api::registration.registration')
      .findOne({ where: { email: `annee1.${pitches}@example.be` } });
    expect(waiting.status).toBe('pending');
    expect(String(waiting.edition).slice(0, 10)).toBe(current!.date);

    // Someone pays this year's by transfer, then cancels while it is still open: 15 € owed back to their account.
    const refunded = await byReference(pending[2]!);
    const paid = await importLine('2027-0400', refunded.paymentReference, 'BE71 0961 2345 6769', 'REMBOURSE');
    expect(paid.body.data.lines.map((line: { result: string }) => line.result)).toEqual(['marked-paid']);
    expect((await api.post(`/api/registrations/${refunded.documentId}/steps`, { data: { event: 'cancel' } }, staff)).status).toBe(
      200,
    );

    // This year's is closed: the public sees next year's, with every pitch free.
    expect((await api.put(`/api/editions/${current!.date}/state`, { data: { state: 'closed' } }, staff)).status).toBe(200);
    expect((await api.get('/api/configuration')).body.data).toMatchObject({ date: proposal.date, count: pitches });
    const nextYear = await api.post('/api/registrations', {
      data: visitorRegistration({ email: 'annee2@example.be', houseNumber: '1' }),
    });
    expect(nextYear.body.data).toMatchObject({ status: 'pending', locations: [{ name: expect.any(String) }] });
    const stored = await server.strapi.db
      .query('api::registration.registration')
      .findOne({ where: { email: 'annee2@example.be' } });
    expect(String(stored.edition).slice(0, 10)).toBe(proposal.date);
    expect((await api.get('/api/configuration')).body.data.count).toBe(pitches - 1);

    // Last year's accounts are still settled: a transfer for last year's reference pays last year's registration...
    const late = await byReference(pending[1]!);
    const imported = await importLine('2027-0401', late.paymentReference, 'BE71 0961 2345 6769', 'RETARD');
    expect(imported.body.data.lines.map((line: { result: string }) => line.result)).toEqual(['marked-paid']);
    expect((await server.strapi.db.query('api::registration.registration').findOne({ where: { id: late.id } })).status).toBe(
      'paid',
    );
    // ...while nothing else changes in it any more, said in French.
    const refused = await api.post(`/api/registrations/${late.documentId}/steps`, { data: { event: 'cancel' } }, staff);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      "Cette édition est clôturée : seuls les remboursements, les cautions et les paiements reçus en retard s'y traitent encore.",
    );
    const moved = await api.put(`/api/registrations/${late.documentId}/locations`, { data: { locations: [] } }, staff);
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toBe(refused.body.error.message);
    // ...and last year's refund is still paid back and marked done.
    const owed = (await api.get(`/api/refunds?edition=${current!.date}`, staff)).body.data as {
      documentId: string;
      amount: number;
      payerIban: string;
    }[];
    expect(owed.map((refund) => [refund.amount, refund.payerIban])).toEqual([[15, 'BE71096123456769']]);
    // Each edition's refunds on its own screen: next year's owes nothing.
    expect((await api.get(`/api/refunds?edition=${proposal.date}`, staff)).body.data).toEqual([]);
    const done = await api.post('/api/refunds/done', { data: { refunds: owed.map((refund) => refund.documentId) } }, staff);
    expect(done.body.data).toEqual({ done: 1 });

    const listed = await editions();
    expect(listed.map((edition) => [edition.date, edition.state, edition.registrations])).toEqual([
      [proposal.date, 'open', 1],
      // Two cancelled: one pitch went to the person waiting, the other stays free.
      [current!.date, 'closed', pitches - 1],
    ]);
    const dashboard = (await api.get(`/api/dashboard?edition=${current!.date}`, staff)).body.data;
    expect(dashboard.pitches).toMatchObject({ total: pitches, free: 1 });
    expect((await api.get(`/api/dashboard?edition=${proposal.date}`, staff)).body.data.pitches.free).toBe(pitches - 1);
  });

  it('holds a spring and an autumn brocante in one year: autumn opens beside spring, and gets every pitch once spring is over', async () => {
    const [spring] = await editions();
    const pitches = await server.strapi.db.query('api::location.location').count({});
    // The third Sunday of April, and 23 weeks later the last Sunday of September, deadlines as many days before.
    const later = (instant: string) => brusselsDaysLater(instant, 161);
    const autumn = {
      ...settingsOf(spring!),
      date: later(`${spring!.date}T10:00:00.000Z`).slice(0, 10),
      neighborRegistrationEnd: later(spring!.neighborRegistrationEnd),
      visitorRegistrationEnd: later(spring!.visitorRegistrationEnd),
    };
    expect(autumn.date.slice(0, 4)).toBe(spring!.date.slice(0, 4));
    expect((await api.post('/api/editions', { data: autumn }, staff)).status).toBe(200);
    expect((await api.put(`/api/editions/${autumn.date}/state`, { data: { state: 'open' } }, staff)).status).toBe(200);
    // Both open: the public sees spring, the first to come, and registers for it.
    expect((await api.get('/api/configuration')).body.data).toMatchObject({ date: spring!.date, count: pitches - 1 });
    const springNeighbor = await api.post('/api/registrations', {
      data: visitorRegistration({ email: 'printemps@example.be', houseNumber: '2' }),
    });
    expect(springNeighbor.body.data.status).toBe('pending');
    // Spring is over and closed: autumn is shown, every pitch free, and takes the registrations.
    expect((await api.put(`/api/editions/${spring!.date}/state`, { data: { state: 'closed' } }, staff)).status).toBe(200);
    expect((await api.get('/api/configuration')).body.data).toMatchObject({ date: autumn.date, count: pitches });
    const autumnNeighbor = await api.post('/api/registrations', {
      data: visitorRegistration({ email: 'automne@example.be', houseNumber: '2' }),
    });
    expect(autumnNeighbor.body.data.status).toBe('pending');
    const stored = await server.strapi.db
      .query('api::registration.registration')
      .findOne({ where: { email: 'automne@example.be' } });
    expect(String(stored.edition).slice(0, 10)).toBe(autumn.date);
    expect((await api.get(`/api/dashboard?edition=${spring!.date}`, staff)).body.data.pitches.free).toBe(pitches - 2);
    expect((await api.get(`/api/dashboard?edition=${autumn.date}`, staff)).body.data.pitches.free).toBe(pitches - 1);
    expect(
      (await api.get(`/api/registrations?edition=${autumn.date}`, staff)).body.data.map((row: { email: string }) => row.email),
    ).toEqual(['automne@example.be']);
    // Autumn back in preparation: the public sees spring again, its registrations closed by the committee
    // before their deadlines (the site says so instead of offering its forms), and refused in French.
    expect((await api.put(`/api/editions/${autumn.date}/state`, { data: { state: 'preparation' } }, staff)).status).toBe(200);
    expect((await api.get('/api/configuration')).body.data.date).toBe(spring!.date);
    expect((await api.get('/api/pricing')).body.data.registrationsClosed).toBe(true);
    const closed = await api.post('/api/registrations', {
      data: visitorRegistration({ email: 'ferme@example.be', houseNumber: '3' }),
    });
    expect(closed.status).toBe(400);
    expect(closed.body.error.message).toBe('Les inscriptions à la brocante ne sont pas ouvertes.');
    // Put back as it was for the next test: spring open.
    expect((await api.put(`/api/editions/${spring!.date}/state`, { data: { state: 'open' } }, staff)).status).toBe(200);
  });

  it('refuses a change of state the states do not allow, and settings that make no sense, in French', async () => {
    const latest = (await editions()).find((edition) => edition.state === 'open');
    const archived = await api.put(`/api/editions/${latest!.date}/state`, { data: { state: 'archived' } }, staff);
    expect(archived.status).toBe(400);
    expect(archived.body.error.message).toBe('Une édition « Ouverte » ne peut pas passer à « Archivée ».');
    const dayAfter = new Date(`${latest!.date}T12:00:00.000Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const late = await api.put(
      `/api/editions/${latest!.date}`,
      { data: { ...settingsOf(latest!), visitorRegistrationEnd: dayAfter.toISOString() } },
      staff,
    );
    expect(late.status).toBe(400);
    expect(late.body.error.details.errors[0]).toMatchObject({
      path: ['visitorRegistrationEnd'],
      message: VALIDATION.deadlineAfterBrocante,
    });
    expect((await api.put('/api/editions/2099-01-01', { data: settingsOf(latest!) }, staff)).status).toBe(404);
  });

  it("keeps the commune's notice a committee sets, Uccle's ten working days when a client of before says none", async () => {
    const latest = (await editions()).find((edition) => edition.state === 'open')!;
    expect(latest.communeNoticeWorkingDays).toBe(10);
    const { communeNoticeWorkingDays: _notice, ...before } = settingsOf(latest);
    const set = await api.put(`/api/editions/${latest.date}`, { data: { ...before, communeNoticeWorkingDays: 15 } }, staff);
    expect(set.status).toBe(200);
    expect((await editions()).find((edition) => edition.date === latest.date)!.communeNoticeWorkingDays).toBe(15);
    expect((await api.put(`/api/editions/${latest.date}`, { data: before }, staff)).status).toBe(200);
    expect((await editions()).find((edition) => edition.date === latest.date)!.communeNoticeWorkingDays).toBe(10);
  });
});

describe("the committee's account", () => {
  it('is set by staff only, refused when wrong, every change kept and announced to every staff account', async () => {
    expect((await api.get('/api/committee-account')).status).toBe(403);
    const anonymous = await api.put('/api/committee-account', {
      data: { debtorName: 'Escroc', debtorIban: 'BE68539007547034', debtorBic: 'GEBABEBB', statementDelayWorkingDays: 3 },
    });
    expect(anonymous.status).toBe(403);

    const wrong = await api.put(
      '/api/committee-account',
      { data: { debtorName: 'Comité', debtorIban: 'BE21 0012 3456 7804', debtorBic: 'GEBA', statementDelayWorkingDays: 3 } },
      staff,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.errors.map((error: { path: string[] }) => error.path[0])).toEqual([
      'debtorIban',
      'debtorBic',
    ]);
    // A name longer than the 70 characters an EPC QR code carries would reach the payer's bank cut short: refused.
    const long = await api.put(
      '/api/committee-account',
      {
        data: {
          debtorName: `Comité de quartier des Trois Tilleuls et des rues voisines ASBL ${'x'.repeat(7)}`,
          debtorIban: 'BE68539007547034',
          debtorBic: 'GEBABEBB',
          statementDelayWorkingDays: 3,
        },
      },
      staff,
    );
    expect(long.status).toBe(400);
    expect(long.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['debtorName'], message: 'Ce champ ne peut pas dépasser 70 caractères.' }),
    ]);
    expect((await api.get('/api/configuration')).body.data.debtorIban).toBe('BE21001234567803');

    const saved = await api.put(
      '/api/committee-account',
      {
        data: {
          debtorName: 'Comité de quartier des Trois Tilleuls ASBL',
          debtorIban: 'be68 5390-0754.7034',
          debtorBic: 'gebabebb',
          statementDelayWorkingDays: 3,
        },
      },
      staff,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.debtorIban).toBe('BE68539007547034');
    expect((await api.get('/api/configuration')).body.data.debtorIban).toBe('BE68539007547034');

    const history = (await api.get('/api/settings-changes', staff)).body.data;
    expect(history[0]).toMatchObject({
      by: 'Anne Lambert (Coordination)',
      subject: 'compte du comité',
      field: 'IBAN',
      from: 'BE21001234567803',
      to: 'BE68539007547034',
    });
    const announced = (await server.mail.received('benevole@example.be')).find(
      (message) => message.subject === 'Brocante : compte du comité modifié',
    )!;
    expect(announced.text).toContain('IBAN : BE21001234567803 → BE68539007547034');
    expect(announced.text).toContain('Anne Lambert (Coordination) a modifié le compte du comité');
  });
});

describe('an edition opened while no pitch is drawn', () => {
  it('is asked first (every registration would wait), and opened once the volunteer says so', async () => {
    const [newest] = await editions();
    const proposal = nextEditionProposal(settingsOf(newest!));
    expect((await api.post('/api/editions', { data: proposal }, staff)).status).toBe(200);
    await server.strapi.db.query('api::location.location').deleteMany({});
    const open = (data: object) => api.put(`/api/editions/${proposal.date}/state`, { data }, staff);
    const asked = await open({ state: 'open' });
    expect([asked.status, asked.body.error.message]).toEqual([400, API_MESSAGES.openWithoutPitches]);
    expect(asked.body.error.details.errors).toEqual([expect.objectContaining({ path: ['withoutPitches'] })]);
    expect((await editions()).find((edition) => edition.date === proposal.date)!.state).toBe('preparation');
    const opened = await open({ state: 'open', withoutPitches: true });
    expect([opened.status, opened.body.data.state]).toEqual([200, 'open']);
  });
});
