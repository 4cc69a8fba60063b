import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, passCode, type CheckInExhibitor } from '@brocante/shared';
import { api, server, setEdition, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/** The brocante's day: the pass in the payment e-mail, arrivals from a phone's queue, empty pitches re-let. */
useStrapi({ signIn: true });

const step = (documentId: string, event: string) =>
  api.post(`/api/registrations/${documentId}/steps`, { data: { event } }, staff);
const registrationOf = async (email: string) =>
  (await api.get(`/api/registrations?q=${encodeURIComponent(email)}`, staff)).body.data[0];
const checkIn = (actions: { registration: string; action: string; at: string }[]) =>
  api.post('/api/check-in', { data: { actions } }, staff);
const exhibitors = async () => (await api.get('/api/check-in', staff)).body.data.exhibitors as CheckInExhibitor[];

async function setDay(fields: Record<string, unknown>) {
  await setEdition(fields);
}

let paid: { documentId: string; paymentReference: string };
let unpaid: { documentId: string };

beforeAll(async () => {
  for (const [email, houseNumber] of [
    ['paye@example.be', '1'],
    ['retard@example.be', '2'],
  ] as const)
    expect((await api.post('/api/registrations', { data: visitorRegistration({ email, houseNumber }) })).status).toBe(201);
  paid = await registrationOf('paye@example.be');
  unpaid = await registrationOf('retard@example.be');
  expect((await step(paid.documentId, 'pay')).status).toBe(200);
});

describe('the pass', () => {
  it('comes with the payment e-mail: the pitch, when to come, and a QR code the check-in reads', async () => {
    const [email] = (await server.mail.received('paye@example.be', 2)).filter(
      (message) => message.subject === 'Brocante : paiement reçu',
    );
    expect(email!.text).toContain('installez-vous entre 7 h et 9 h');
    expect(email!.html).toContain('src="cid:laissez-passer"');
    const png = await server.mail.attachment(email!, 'laissez-passer.png');
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(passCode(paid.paymentReference));
  });
});

describe('check-in', () => {
  it('lists the exhibitors holding pitches, with what a volunteer searches by', async () => {
    const listed = await exhibitors();
    expect(listed).toHaveLength(2);
    expect(listed.find((one) => one.documentId === paid.documentId)).toMatchObject({
      name: 'Peeters Jean',
      status: 'paid',
      paymentReference: paid.paymentReference,
      arrivedAt: null,
      pitches: [expect.stringMatching(/^[ARS]\d+$/)],
    });
    expect(listed.find((one) => one.documentId === unpaid.documentId)).toMatchObject({ status: 'pending' });
    // The street of the pitch, for the day's list on paper.
    const jean = listed.find((one) => one.documentId === paid.documentId)!;
    const pitch = await server.strapi.db.query('api::location.location').findOne({ where: { name: jean.pitches[0] } });
    expect(jean.street).toBe(pitch.street);
  });

  it('takes a queue of taps in their order, harmless when sent twice or by two volunteers, and says what it refuses', async () => {
    // Tapped on a phone without network, minutes ago.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const queue = [
      { registration: paid.documentId, action: 'arrive', at: minutesAgo(10) },
      { registration: paid.documentId, action: 'undo-arrival', at: minutesAgo(9) },
      { registration: paid.documentId, action: 'arrive', at: minutesAgo(8) },
      { registration: unpaid.documentId, action: 'arrive', at: minutesAgo(7) },
    ];
    const first = await checkIn(queue);
    expect(first.status).toBe(200);
    expect(first.body.data.refused).toEqual([{ registration: unpaid.documentId, message: API_MESSAGES.arrivalUnpaid }]);
    // Arrived when tapped, not when the network came back.
    expect(first.body.data.exhibitors.find((one: CheckInExhibitor) => one.documentId === paid.documentId).arrivedAt).toBe(
      queue[2]!.at,
    );
    // The same queue again (the answer was lost), then an older tap of another phone: nothing changes.
    expect((await checkIn(queue)).status).toBe(200);
    expect((await checkIn([queue[2]!])).body.data.refused).toEqual([]);
    const history = (await api.get(`/api/registrations/${paid.documentId}/history`, staff)).body.data.map(
      (entry: { label: string }) => entry.label,
    );
    expect(history.filter((label: string) => label === 'Arrivé le jour de la brocante')).toHaveLength(2);
    expect(history.filter((label: string) => label === 'Arrivée annulée')).toHaveLength(1);
  });

  it('lets the latest tap win, whichever reaches the server first, and when two phones send theirs at the same moment', async () => {
    const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    const arrived = async () => (await exhibitors()).find((one) => one.documentId === paid.documentId)!.arrivedAt;
    expect(await arrived()).not.toBeNull();
    // One phone saw the exhibitor leave (undo), another, a moment later, saw them still there (arrive): the later tap
    // reaches the server first, the older one after it, and changes nothing.
    expect((await checkIn([{ registration: paid.documentId, action: 'arrive', at: secondsAgo(10) }])).status).toBe(200);
    expect((await checkIn([{ registration: paid.documentId, action: 'undo-arrival', at: secondsAgo(20) }])).status).toBe(200);
    expect(await arrived()).not.toBeNull();
    // Then an undo and a later arrival, sent again and again by two phones at the same moment: arrived, whatever the order.
    const undo = { registration: paid.documentId, action: 'undo-arrival', at: secondsAgo(6) };
    const arrive = { registration: paid.documentId, action: 'arrive', at: secondsAgo(3) };
    const answers = await Promise.all([checkIn([undo]), checkIn([arrive]), checkIn([undo]), checkIn([arrive]), checkIn([undo])]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await arrived()).not.toBeNull();
  });

  it("takes the rest of a payment on the spot from a phone's queue, once, dated when tapped, then the arrival", async () => {
    expect(
      (await api.post('/api/registrations', { data: visitorRegistration({ email: 'surplace@example.be', houseNumber: '3' }) }))
        .status,
    ).toBe(201);
    const late = await registrationOf('surplace@example.be');
    // 10 € of 15 came by transfer: 5 € are still to pay.
    await server.strapi.db
      .query('api::registration.registration')
      .update({ where: { documentId: late.documentId }, data: { paidAmount: 10 } });
    expect((await exhibitors()).find((one) => one.documentId === late.documentId)).toMatchObject({ status: 'pending', due: 5 });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const queue = [
      { registration: late.documentId, action: 'pay', at: minutesAgo(3) },
      { registration: late.documentId, action: 'arrive', at: minutesAgo(2) },
    ];
    expect((await checkIn(queue)).body.data.refused).toEqual([]);
    expect((await checkIn(queue)).body.data.refused).toEqual([]);
    expect(await registrationOf('surplace@example.be')).toMatchObject({ status: 'paid', paidAmount: 15, paidAt: queue[0]!.at });
    expect((await exhibitors()).find((one) => one.documentId === late.documentId)).toMatchObject({
      status: 'paid',
      due: 0,
      arrivedAt: queue[1]!.at,
    });
    const history = (await api.get(`/api/registrations/${late.documentId}/history`, staff)).body.data.map(
      (entry: { label: string }) => entry.label,
    );
    expect(history.filter((label: string) => label === 'Arrivé le jour de la brocante')).toHaveLength(1);
    expect(history.filter((label: string) => label === 'Paiement enregistré')).toHaveLength(1);
  });

  it('refuses a malformed queue in French and records nothing', async () => {
    const bad = await checkIn([{ registration: paid.documentId, action: 'relet', at: '2027-04-18T07:05:00.000Z' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(API_MESSAGES.unknownStep);
    expect((await api.post('/api/check-in', { data: { actions: [] } })).status).toBe(403);
  });

  it('re-lets an empty pitch only after the end of arrivals, never an arrived exhibitor', async () => {
    const early = await step(unpaid.documentId, 'relet');
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(API_MESSAGES.reletTooEarly('09:00'));

    // The day has come and arrivals are over.
    await setDay({
      date: '2026-11-22',
      arrivalUntil: '00:00:00.000',
      neighborRegistrationEnd: '2026-11-21T10:00:00.000Z',
      visitorRegistrationEnd: '2026-11-21T10:00:00.000Z',
    });
    const arrived = await step(paid.documentId, 'relet');
    expect(arrived.status).toBe(400);
    const relet = await step(unpaid.documentId, 'relet');
    expect(relet.status).toBe(200);
    expect(relet.body.data).toMatchObject({ status: 'cancelled', locations: [] });
    const [told] = (await server.mail.received('retard@example.be', 2)).filter(
      (message) => message.subject === 'Brocante : inscription annulée',
    );
    expect(told!.text).toContain('votre emplacement');
    expect(told!.text).toContain('a été reloué sur place');
  });
});
