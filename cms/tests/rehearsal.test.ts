import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { api, server, setEdition, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';

/**
 * The opening's rehearsal (production only, at start and when an edition opens): Strapi's own, compiled, as the
 * server runs it. It registers through the whole path and keeps nothing.
 */
useStrapi();

const load = createRequire(import.meta.url);
const { rehearsal, REHEARSALS } = load('../dist/src/engine/rehearsal') as typeof import('../src/engine/rehearsal');
const { registrations, RehearsalOver } = load('../dist/src/engine/registrations') as typeof import('../src/engine/registrations');
const { parse } = load('../dist/src/lib/parse') as typeof import('../src/lib/parse');
const { publishedQuarter, registrationSchema } = load('../dist/src/lib/quarter') as typeof import('../src/lib/quarter');
const { TABLES } = load('../dist/src/lib/tables') as typeof import('../src/lib/tables');

const COUNTED = [
  'api::registration.registration',
  'api::registration-event.registration-event',
  'api::email-message.email-message',
  'api::invitation-consent.invitation-consent',
];
const counts = () => Promise.all(COUNTED.map((uid) => server.strapi.db.query(uid).count({})));
const freePitches = async () => (await api.get('/api/configuration')).body.data.count as number;

it('rehearses nothing when the committee turns it off (OPENING_REHEARSALS=0)', async () => {
  server.strapi.config.set('rehearsal.registrations', 0);
  const before = await counts();
  expect(await rehearsal(server.strapi).rehearse()).toBe(0);
  expect(await counts()).toEqual(before);
  server.strapi.config.set('rehearsal.registrations', REHEARSALS);
});

it('rehearses the registrations of an open edition once, and keeps nothing: no registration, e-mail or pitch', async () => {
  const first = await api.post('/api/registrations', {
    data: visitorRegistration({ email: 'avant.repetition@example.be', houseNumber: '1' }),
  });
  expect(first.status).toBe(201);
  await server.mail.received('avant.repetition@example.be');
  await server.mail.clear();
  const before = await counts();
  const free = await freePitches();

  expect(await rehearsal(server.strapi).rehearse()).toBe(REHEARSALS);

  expect(await counts()).toEqual(before);
  expect(await freePitches()).toBe(free);
  // Once per open edition in a process: the minute's check finds it rehearsed.
  expect(await rehearsal(server.strapi).rehearse()).toBe(0);

  // The next person is served as if no rehearsal had run: a pitch of their own, and only their e-mail leaves.
  const next = await api.post('/api/registrations', {
    data: visitorRegistration({ email: 'apres.repetition@example.be', houseNumber: '3' }),
  });
  expect(next.status).toBe(201);
  expect(next.body.data).toMatchObject({ status: 'pending', waitlistPosition: null });
  expect(next.body.data.locations[0].name).not.toBe(first.body.data.locations[0].name);
  await server.mail.received('apres.repetition@example.be');
  expect((await server.mail.all()).flatMap((email) => email.to.map(({ address }) => address))).toEqual([
    'apres.repetition@example.be',
  ]);
});

it("rehearses a household already full in the edition: the rehearsal's day counts no one's registrations", async () => {
  await setEdition({ householdRegistrationLimit: 1 });
  const household = (email: string) => neighborRegistration({ email, houseNumber: '21' });
  expect((await api.post('/api/registrations', { data: household('premier.foyer@example.be') })).status).toBe(201);
  const second = await api.post('/api/registrations', { data: household('second.foyer@example.be') });
  expect(second.status).toBe(400);
  expect(second.body.error.details.code).toBe('household-limit');

  const form = parse(registrationSchema(await publishedQuarter(server.strapi)), household('repetition.foyer@example.be'));
  await expect(registrations(server.strapi).register(form, new Date(), true)).rejects.toBeInstanceOf(RehearsalOver);
});

it('rehearses an edition with no pitches yet: the rehearsal waits in a line of its own day, and no one moves in theirs', async () => {
  // A first edition before its pitches are laid out: there are none, every registration goes to the waiting list.
  await server.strapi.db.connection(TABLES.pitchHolders).delete();
  await server.strapi.db.query('api::location.location').deleteMany({});
  const waiting = await api.post('/api/registrations', {
    data: visitorRegistration({ email: 'attente.repetition@example.be', houseNumber: '41' }),
  });
  expect(waiting.body.data).toMatchObject({ status: 'waitlist' });
  const place = waiting.body.data.waitlistPosition as number;
  const form = parse(registrationSchema(await publishedQuarter(server.strapi)), visitorRegistration({ email: 'r@example.be' }));
  await expect(registrations(server.strapi).register(form, new Date(), true)).rejects.toBeInstanceOf(RehearsalOver);
  const next = await api.post('/api/registrations', {
    data: visitorRegistration({ email: 'attente.apres@example.be', houseNumber: '43' }),
  });
  expect(next.body.data).toMatchObject({ status: 'waitlist', waitlistPosition: place + 1 });
});
