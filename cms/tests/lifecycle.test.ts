import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeStatement } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';
import { until } from './support/until';

/**
 * Every step of the lifecycle through the API, with one pitch for the whole quarter so that the
 * waiting list fills: who may take each step, where it leads, what it frees and who is told.
 */
useStrapi({ signIn: true });

const UID = 'api::registration.registration';
const people: Record<string, string> = {};

async function register(name: string) {
  const response = await api.post('/api/registrations', {
    data: visitorRegistration({
      firstName: name,
      email: `${name.toLowerCase()}@example.be`,
      houseNumber: String(Object.keys(people).length + 1),
    }),
  });
  expect(response.status).toBe(201);
  people[name] = (await server.strapi.db.query(UID).findOne({ where: { firstName: name } })).documentId;
  return response.body.data;
}
const stored = (name: string) =>
  server.strapi.db.query(UID).findOne({ where: { documentId: people[name] }, populate: { locations: true } });
const takeStep = (name: string, event: string) =>
  api.post(`/api/registrations/${people[name]}/steps`, { data: { event } }, staff);
const subjectsTo = async (name: string) =>
  (await server.mail.to(`${name.toLowerCase()}@example.be`)).map((email) => email.subject);

beforeAll(async () => {
  // One pitch left in the quarter.
  await server.strapi.db.query('api::location.location').deleteMany({ where: { name: { $ne: 'A9' } } });
  expect((await register('Alice')).locations).toMatchObject([{ name: 'A9' }]);
  expect((await register('Bruno')).waitlistPosition).toBe(1);
  expect((await register('Chloe')).waitlistPosition).toBe(2);
});

describe('steps a volunteer may not take', () => {
  it('refuses what the lifecycle refuses, in French, and changes nothing', async () => {
    const refusals = [
      ['Alice', 'expire', 'Action impossible pour une inscription « En attente de paiement » : « Faire expirer ».'],
      [
        'Alice',
        'promote',
        "Action impossible pour une inscription « En attente de paiement » : « Sortir de la liste d'attente ».",
      ],
      ['Bruno', 'expire', "Action impossible pour une inscription « Liste d'attente » : « Faire expirer »."],
    ];
    for (const [name, event, message] of refusals) {
      const response = await takeStep(name!, event!);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ message, details: { code: 'forbidden-step' } });
    }
    expect((await takeStep('Alice', 'fly')).body.error.message).toBe('Action inconnue.');
    expect((await stored('Alice')).status).toBe('pending');
    expect((await stored('Bruno')).status).toBe('waitlist');
  });

  it('cannot take someone off the waiting list when no pitch is free', async () => {
    const response = await takeStep('Bruno', 'promote');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe("Aucun emplacement n'est libre pour le moment.");
  });
});

describe('a payment while waiting (the rule of docs/domain-rules.md: first in line, straight to paid)', () => {
  it('keeps a registration paid by bank transfer on the waiting list, first in line, and tells the person', async () => {
    await server.strapi.db.query(UID).update({ where: { documentId: people.Chloe }, data: { paymentReference: '123456789002' } });
    const coda = decodeStatement(
      readFileSync(path.resolve(__dirname, '..', '..', 'packages', 'shared', 'tests', 'fixtures', 'statement.coda')),
    );
    const imported = await api.post('/api/bank-imports', { data: { fileName: 'statement.coda', content: coda } }, staff);
    expect(imported.body.data.lines[0]).toMatchObject({ result: 'marked-paid', registration: { name: 'Peeters Chloe' } });
    expect(await stored('Chloe')).toMatchObject({ status: 'waitlist', paidAmount: 15, locations: [] });
    const subjects = await until(
      () => subjectsTo('Chloe'),
      (list) => list.includes('Brocante : paiement reçu'),
    );
    expect(subjects).toContain('Brocante : paiement reçu');
    const [payment] = (await server.mail.to('chloe@example.be')).filter((email) => email.subject === 'Brocante : paiement reçu');
    expect(payment!.text).toContain("Vous restez sur la liste d'attente, en tête de file");
    expect((await takeStep('Chloe', 'pay')).body.error.message).toBe('Cette inscription est déjà payée.');
  });

  it('gives the freed pitch to the one who paid before the older waiting registration, already paid', async () => {
    const cancelled = await takeStep('Alice', 'cancel');
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', locations: [] });
    expect(await stored('Chloe')).toMatchObject({ status: 'paid', locations: [{ name: 'A9' }] });
    expect(await stored('Bruno')).toMatchObject({ status: 'waitlist', locations: [] });
    const subjects = await until(
      () => subjectsTo('Chloe'),
      (list) => list.includes("Brocante : un emplacement s'est libéré pour vous"),
    );
    expect(subjects).toContain("Brocante : un emplacement s'est libéré pour vous");
    const [moved] = (await server.mail.to('chloe@example.be')).filter((email) => email.subject.includes("s'est libéré"));
    expect(moved!.text).toContain("Votre paiement était déjà reçu : c'est confirmé.");
    expect(moved!.text).not.toContain('IBAN');
  });
});

describe('the other steps', () => {
  it('cancels a paid registration, and the pitch goes to the next in line, who awaits payment', async () => {
    expect((await takeStep('Chloe', 'cancel')).body.data.status).toBe('cancelled');
    expect(await stored('Bruno')).toMatchObject({ status: 'pending', locations: [{ name: 'A9' }] });
    expect((await stored('Bruno')).pendingSince).toBeTruthy();
  });

  it('pays, then refuses to pay twice or to promote a paid registration', async () => {
    expect((await takeStep('Bruno', 'pay')).body.data).toMatchObject({ status: 'paid', paidAmount: 15 });
    expect((await takeStep('Bruno', 'pay')).status).toBe(400);
    expect((await takeStep('Bruno', 'promote')).status).toBe(400);
  });

  it("cancels a waiting registration without touching anyone's pitch, and a cancelled one takes no step", async () => {
    await register('Dora');
    expect((await takeStep('Dora', 'cancel')).body.data).toMatchObject({ status: 'cancelled', locations: [] });
    expect(await stored('Bruno')).toMatchObject({ status: 'paid', locations: [{ name: 'A9' }] });
    for (const event of ['pay', 'cancel', 'promote', 'expire']) expect((await takeStep('Dora', event)).status).toBe(400);
  });

  it('takes a registration off the waiting list by hand when a pitch is free', async () => {
    await register('Emile');
    expect((await takeStep('Bruno', 'cancel')).body.data.status).toBe('cancelled');
    // Bruno's pitch went to Emile, the only one waiting.
    expect(await stored('Emile')).toMatchObject({ status: 'pending', locations: [{ name: 'A9' }] });
    expect((await register('Gaston')).status).toBe('waitlist');
    await server.strapi
      .documents('api::location.location')
      .create({ data: { name: 'Z1', street: 'Place des Tilleuls', number: '', meters: 3 } as never });
    expect((await takeStep('Gaston', 'promote')).body.data).toMatchObject({ status: 'pending', locations: [{ name: 'Z1' }] });
  });
});

describe('a pitch freed beside a long waiting list', () => {
  it('reads neither the plan nor the whole waiting line: the database ranks both and gives one row each', async () => {
    for (const name of ['Hugo', 'Ines', 'Jules', 'Karim', 'Lea']) expect((await register(name)).status).toBe('waitlist');
    // The queries reading the whole plan (allocation.ts, readPitches) and those reading the waiting line, counted
    // while Emile's pitch is given back.
    let planReads = 0;
    const lineReads: string[] = [];
    const headReads: string[] = [];
    const count = ({ sql }: { sql: string }) => {
      if (/ as held/.test(sql)) planReads += 1;
      if (/from .registrations. /i.test(sql) && /pitch_count. <= /.test(sql)) headReads.push(sql);
      if (/from .registrations. /i.test(sql) && /house_number = (\?|\$\d+)/.test(sql)) lineReads.push(sql);
    };
    server.strapi.db.connection.on('query', count);
    try {
      expect((await takeStep('Emile', 'cancel')).body.data.status).toBe('cancelled');
    } finally {
      server.strapi.db.connection.off('query', count);
    }
    expect(await stored('Hugo')).toMatchObject({ status: 'pending', locations: [{ name: 'A9' }] });
    expect(await stored('Ines')).toMatchObject({ status: 'waitlist', locations: [] });
    // Hugo's pitch ranked by the database (it was the whole plan, once per person waiting before that); nothing more
    // once no pitch is free.
    expect(planReads).toBe(0);
    // The head of the line: those living in front of the pitch, found by their address; then the oldest, one row.
    expect(lineReads).toHaveLength(1);
    expect(headReads.filter((sql) => !/house_number = /.test(sql)).every((sql) => /limit/i.test(sql))).toBe(true);
  });
});

describe("an hour's expiries", () => {
  it('give their pitches to the waiting line in one pass: one transaction, the line in its order', async () => {
    // Hugo (A9) and Gaston (Z1) never paid: their grace ended a month ago, and a statement came since.
    for (const name of ['Hugo', 'Gaston'])
      await server.strapi.db.query(UID).update({
        where: { documentId: people[name] },
        data: { pendingSince: new Date(Date.now() - 30 * 86_400_000), reminderSentAt: new Date() },
      });
    await server.strapi
      .store({ type: 'core', name: 'bank-statements' })
      .set({ key: 'last-import', value: new Date().toISOString() });
    // The transactions that change registrations (the outbox, sending meanwhile, has its own, on other tables).
    const transactions = new Set<string>();
    const count = ({ sql, __knexTxId }: { sql: string; __knexTxId?: string }) => {
      if (/^update ("public"\.)?.registrations. /i.test(sql.trim()) && __knexTxId) transactions.add(__knexTxId);
    };
    server.strapi.db.connection.on('query', count);
    try {
      expect(await server.strapi.service('api::registration.lifecycle').expireUnpaid()).toEqual({ reminded: 0, expired: 2 });
    } finally {
      server.strapi.db.connection.off('query', count);
    }
    expect(transactions.size).toBe(1);
    for (const name of ['Hugo', 'Gaston']) expect(await stored(name)).toMatchObject({ status: 'cancelled', locations: [] });
    // The two first in line, Ines then Jules, have the two pitches; Karim and Lea still wait.
    const pitches = [(await stored('Ines')).locations, (await stored('Jules')).locations].flat().map((pitch) => pitch.name);
    expect(pitches.sort()).toEqual(['A9', 'Z1']);
    for (const name of ['Karim', 'Lea']) expect(await stored(name)).toMatchObject({ status: 'waitlist', locations: [] });
  });
});

describe('the neighbor living in front', () => {
  it('gets a pitch given back first, however late they joined the line', async () => {
    // A9 in front of a house, that of a neighbor who joins the line last, behind Karim and Lea.
    const pitch = await server.strapi.db
      .query('api::location.location')
      .update({ where: { name: 'A9' }, data: { number: '17' } });
    const joined = await api.post('/api/registrations', {
      data: neighborRegistration({ firstName: 'Nadia', email: 'nadia@example.be', street: pitch.street, houseNumber: '17' }),
    });
    expect(joined.body.data.status).toBe('waitlist');
    people.Nadia = (await server.strapi.db.query(UID).findOne({ where: { firstName: 'Nadia' } })).documentId;
    const holder = (await stored('Ines')).locations[0].name === 'A9' ? 'Ines' : 'Jules';
    expect((await takeStep(holder, 'cancel')).body.data.status).toBe('cancelled');
    expect(await stored('Nadia')).toMatchObject({ status: 'pending', locations: [{ name: 'A9' }] });
    for (const name of ['Karim', 'Lea']) expect(await stored(name)).toMatchObject({ status: 'waitlist', locations: [] });
  });
});
