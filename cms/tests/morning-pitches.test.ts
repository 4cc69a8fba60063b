import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type CheckInList } from '@brocante/shared';
import { api, server, setEdition, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/**
 * The empty pitches of the morning (docs/check-in.md): after the arrivals, a no-show's pitch released from a phone's
 * queue, given to someone of the waiting list who is there or to a walk-in registered and paid at the gate, each
 * taken once; the cash counted apart on the dashboard.
 */
useStrapi({ signIn: true });

/** The day, past: 22 November 2026, arrivals until 08:00 in Brussels (07:00 UTC in winter). */
const DAY = '2026-11-22';
const AT_08_05 = '2026-11-22T07:05:00.000Z';

const registrationOf = async (email: string) =>
  (await api.get(`/api/registrations?q=${encodeURIComponent(email)}`, staff)).body.data[0] as {
    documentId: string;
    status: string;
  };
const step = (documentId: string, event: string) =>
  api.post(`/api/registrations/${documentId}/steps`, { data: { event } }, staff);
const tap = (actions: Record<string, unknown>[], headers: Record<string, string> = {}) =>
  api.call('POST', '/api/check-in', { body: { data: { actions } }, token: staff, headers });
const list = async () => (await api.get(`/api/check-in?edition=${DAY}`, staff)).body.data as CheckInList;
const walkIn = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lopes',
  email: '',
  phone: '0470 12 34 56',
  language: 'fr',
  payment: 'cash',
  ...overrides,
});
const walkInTap = (key: string, pitches: string[], overrides: Record<string, unknown> = {}) => ({
  registration: key,
  action: 'walk-in',
  edition: DAY,
  pitches,
  walkIn: walkIn(overrides),
  at: AT_08_05,
});

let noShow: string;
let unpaidNoShow: string;
let waiting: string;
let waitingEmail: string;

beforeAll(async () => {
  // Every pitch taken, one person waiting: the quarter's plan as on a full morning.
  const free = (await api.get('/api/check-in', staff)).body.data.freePitches.length as number;
  for (let index = 0; index <= free; index += 1) {
    const email = `exposant${index}@example.be`;
    const registered = await api.post('/api/registrations', {
      data: visitorRegistration({ email, houseNumber: String(index + 1), lastName: `Exposant${index}` }),
    });
    expect(registered.status).toBe(201);
  }
  noShow = (await registrationOf('exposant0@example.be')).documentId;
  unpaidNoShow = (await registrationOf('exposant1@example.be')).documentId;
  waitingEmail = `exposant${free}@example.be`;
  waiting = (await registrationOf(waitingEmail)).documentId;
  expect((await registrationOf(`exposant${free}@example.be`)).status).toBe('waitlist');
  expect((await step(noShow, 'pay')).status).toBe(200);
});

describe('the empty pitches of the morning', () => {
  it('refuses to release a pitch before the end of arrivals, and says so', async () => {
    const early = await tap([{ registration: noShow, action: 'release', at: new Date().toISOString() }]);
    expect(early.status).toBe(200);
    expect(early.body.data.refused).toEqual([{ registration: noShow, message: API_MESSAGES.reletTooEarly('09:00') }]);
    expect((await registrationOf('exposant0@example.be')).status).toBe('paid');
  });

  it('lists what the phone needs: the free pitches, the waiting list, the walk-ins’ price and the rule', async () => {
    await setEdition({
      date: DAY,
      arrivalFrom: '07:00:00.000',
      arrivalUntil: '08:00:00.000',
      neighborRegistrationEnd: '2026-11-21T10:00:00.000Z',
      visitorRegistrationEnd: '2026-11-21T10:00:00.000Z',
    });
    const morning = await list();
    expect(morning.freePitches).toEqual([]);
    expect(morning.waiting).toEqual([expect.objectContaining({ documentId: waiting, pitchCount: 1, paidInAdvance: false })]);
    expect(morning.pricing.registrationPrice).toBe(15);
    expect(morning.noShowRefund).toBe(false);
  });

  it('releases a paid no-show’s pitch at 08:05 once, tells them, and gives it to the person waiting who is there', async () => {
    const pitch = (await list()).exhibitors.find((one) => one.documentId === noShow)!.pitches;
    const release = { registration: noShow, action: 'release', at: AT_08_05 };
    expect((await tap([release])).body.data.refused).toEqual([]);
    // Sent again (the phone did not hear the answer): nothing more.
    expect((await tap([release])).body.data.refused).toEqual([]);
    expect((await registrationOf('exposant0@example.be')).status).toBe('cancelled');
    expect((await list()).freePitches.map((free) => free.name)).toEqual(pitch);
    const told = (await server.mail.received('exposant0@example.be', 3)).filter(
      (email) => email.subject === 'Brocante : inscription annulée',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('a été reloué sur place');
    expect(told[0]!.text).not.toContain('vous rembourse');

    const give = { registration: waiting, action: 'give', pitches: pitch, at: AT_08_05 };
    expect((await tap([give, give])).body.data.refused).toEqual([]);
    const morning = await list();
    expect(morning.waiting).toEqual([]);
    // Given at the gate, they stand there: arrived (paying the rest on the spot), their pitch never released.
    const given = morning.exhibitors.find((one) => one.documentId === waiting)!;
    expect(given).toMatchObject({ pitches: pitch, status: 'pending', arrivedAt: AT_08_05 });
    expect((await tap([{ registration: waiting, action: 'release', at: AT_08_05 }])).body.data.refused).toEqual([
      { registration: waiting, message: API_MESSAGES.releaseArrived(given.name) },
    ]);
    expect((await registrationOf(waitingEmail)).status).toBe('pending');
    // Given again, elsewhere, by another phone; given to someone whose registration is cancelled: each said, nothing given.
    const again = await tap([
      { registration: waiting, action: 'give', pitches: ['B7'], at: AT_08_05 },
      { registration: noShow, action: 'give', pitches: pitch, at: AT_08_05 },
    ]);
    expect(again.body.data.refused).toEqual([
      { registration: waiting, message: API_MESSAGES.giveHolding('B7', given.name, pitch.join(', ')) },
      { registration: noShow, message: API_MESSAGES.giveCancelled(pitch.join(', '), 'Exposant0 Jean') },
    ]);
    expect((await registrationOf('exposant0@example.be')).status).toBe('cancelled');
    const promoted = await server.mail.received(waitingEmail, 2);
    expect(promoted.map((email) => email.subject)).toContain("Brocante : un emplacement s'est libéré pour vous");
  });

  it('registers a walk-in paying cash once, arrived on the pitch, and counts the cash apart', async () => {
    const pitch = (await list()).exhibitors.find((one) => one.documentId === unpaidNoShow)!.pitches;
    const before = (await api.get(`/api/dashboard?edition=${DAY}`, staff)).body.data.money;
    const key = 'b2f1c7a0-0000-4000-8000-000000000001';
    expect((await tap([{ registration: unpaidNoShow, action: 'release', at: AT_08_05 }])).body.data.refused).toEqual([]);
    // The same walk-in sent twice at once (a retry while the first call still runs), then once more: one registration.
    const sent = await Promise.all([tap([walkInTap(key, pitch)]), tap([walkInTap(key, pitch)])]);
    expect(sent.map((made) => made.body.data.refused)).toEqual([[], []]);
    expect((await tap([walkInTap(key, pitch)])).body.data.refused).toEqual([]);
    const walkIns = (await list()).exhibitors.filter((one) => one.name === 'Lopes Ana');
    expect(walkIns).toEqual([
      expect.objectContaining({ pitches: pitch, status: 'paid', due: 0, arrivedAt: AT_08_05, street: expect.any(String) }),
    ]);
    const money = (await api.get(`/api/dashboard?edition=${DAY}`, staff)).body.data.money;
    expect(money.cash - before.cash).toBe(15);
    expect(money.received - before.received).toBe(15);
    const history = (await api.get(`/api/registrations/${walkIns[0]!.documentId}/history`, staff)).body.data;
    expect(history.map((entry: { details: string | null }) => entry.details)).toContain(
      `sur place à l'accueil (${pitch.join(', ')}), 15,00\u00a0€ reçus en espèces`,
    );
  });

  it('gives a walk-in another free pitch when another phone gave theirs, and the waiting list when none is left', async () => {
    const [free] = (await list()).freePitches;
    expect(free).toBeUndefined();
    // Both phones offline gave the same pitch; nothing is free any more: paid, first in line, the money kept.
    const taken = (await list()).exhibitors.find((one) => one.name === 'Lopes Ana')!.pitches;
    const second = await tap([
      walkInTap('b2f1c7a0-0000-4000-8000-000000000002', taken, {
        firstName: 'Bo',
        email: 'bo@example.be',
        language: 'nl',
        payment: 'transfer',
        phone: '',
      }),
    ]);
    expect(second.body.data.refused).toEqual([
      expect.objectContaining({ message: API_MESSAGES.walkInWaiting('Lopes Bo', taken.join(', ')) }),
    ]);
    const bo = await registrationOf('bo@example.be');
    expect(bo.status).toBe('waitlist');
    // Told in Dutch, the language asked at the gate.
    const [paid] = await server.mail.received('bo@example.be');
    expect(paid!.subject).toMatch(/^Rommelmarkt/);
  });

  it('refuses a walk-in or a give on a pitch not in the plan, and a walk-in on an edition not open: nothing registered or counted', async () => {
    const before = (await api.get(`/api/dashboard?edition=${DAY}`, staff)).body.data.money;
    const bo = await registrationOf('bo@example.be');
    const refused = await tap([
      walkInTap('b2f1c7a0-0000-4000-8000-000000000003', ['ZZ99'], { lastName: 'Zorro', firstName: 'Zoé' }),
      { registration: bo.documentId, action: 'give', pitches: ['ZZ99'], at: AT_08_05 },
    ]);
    expect(refused.body.data.refused).toEqual([
      { registration: 'b2f1c7a0-0000-4000-8000-000000000003', message: API_MESSAGES.pitchUnknown('ZZ99', 'Zorro Zoé') },
      { registration: bo.documentId, message: API_MESSAGES.pitchUnknown('ZZ99', 'Lopes Bo') },
    ]);
    expect((await registrationOf('bo@example.be')).status).toBe('waitlist');

    await setEdition({ state: 'preparation' });
    const [pitch] = (await list()).exhibitors.find((one) => one.name === 'Lopes Ana')!.pitches;
    const closed = await tap([
      walkInTap('b2f1c7a0-0000-4000-8000-000000000004', [pitch!], { lastName: 'Zorro', firstName: 'Zoé' }),
    ]);
    await setEdition({ state: 'open' });
    expect(closed.body.data.refused).toEqual([
      { registration: 'b2f1c7a0-0000-4000-8000-000000000004', message: API_MESSAGES.walkInNotOpen(pitch!, 'Zorro Zoé') },
    ]);
    expect((await api.get('/api/registrations?q=Zorro', staff)).body.data).toEqual([]);
    expect((await api.get(`/api/dashboard?edition=${DAY}`, staff)).body.data.money).toEqual(before);
  });

  it('refunds a released no-show where the edition’s rule says so', async () => {
    expect(
      (await api.put(`/api/editions/${DAY}`, { data: { ...(await editionSettings()), noShowRefund: true } }, staff)).status,
    ).toBe(200);
    const exhibitor = await registrationOf('exposant2@example.be');
    expect((await step(exhibitor.documentId, 'pay')).status).toBe(200);
    expect((await tap([{ registration: exhibitor.documentId, action: 'release', at: AT_08_05 }])).body.data.refused).toEqual([]);
    const refunds = (await api.get('/api/refunds?status=due', staff)).body.data as { registration: { documentId: string } }[];
    expect(refunds.map((refund) => refund.registration.documentId)).toContain(exhibitor.documentId);
    const [told] = (await server.mail.received('exposant2@example.be', 3)).filter(
      (email) => email.subject === 'Brocante : inscription annulée',
    );
    expect(told!.text).toContain('vous rembourse');
  });

  it('refuses a hostile or incomplete walk-in in the volunteer’s language, and a stranger', async () => {
    const bare = await tap([walkInTap('k-3', ['A1'], { phone: '' })]);
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toBe('Donnez une adresse e-mail ou un numéro de téléphone, pour joindre la personne.');
    const dutch = await tap([walkInTap('k-3', ['A1'], { phone: '' })], { 'accept-language': 'nl-BE' });
    expect(dutch.body.error.message).toBe('Geef een e-mailadres of een telefoonnummer op, om de persoon te bereiken.');
    for (const hostile of [
      { ...walkInTap('k-4', ['A1']), walkIn: { ...walkIn(), amount: 0 } },
      { ...walkInTap('k-4', ['A1']), status: 'paid' },
      { ...walkInTap('k-4', []) },
      { registration: 'x', action: 'relet', at: AT_08_05 },
    ])
      expect((await tap([hostile])).status).toBe(400);
    expect((await api.post('/api/check-in', { data: { actions: [walkInTap('k-5', ['A1'])] } })).status).toBe(403);
  });
});

/** The edition's settings as the admin sends them back. */
async function editionSettings() {
  const [edition] = (await api.get('/api/editions', staff)).body.data as Record<string, unknown>[];
  const { documentId: _id, state: _state, registrations: _count, ...settings } = edition!;
  return settings;
}
