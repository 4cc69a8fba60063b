import { beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, CONFIGURATION_FIELDS, DEFAULT_SALE_CATEGORIES, formatEuro } from '@brocante/shared';
import { api, editionDay, server, setEdition, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';
import { SEED_QUARTER } from '../src/bootstrap/seed-committee-pages';

/**
 * The pricing communes use: a neighbors' price (zero: no payment step), several adjacent
 * pitches per registration within the committee's limit, a deposit returned or kept after the day.
 */
useStrapi({ signIn: true });

const REGISTRATION = 'api::registration.registration';

async function setPricing(pricing: { neighborPrice?: number | null; deposit?: number | null; pitchesPerRegistration?: number }) {
  await setEdition(pricing);
}

/** The pitches named, and no other, as the demo lays them out (A: Avenue des Trois Tilleuls, R: Rue du Ramier, S: the third street). */
async function usePitches(names: string[]) {
  await server.strapi.db.query('api::location.location').deleteMany({ where: {} });
  for (const name of names) {
    const index = Number(name.slice(1)) - 1;
    await server.strapi.db.query('api::location.location').create({
      data: {
        name,
        street: SEED_QUARTER.streets['ARS'.indexOf(name[0]!)]!.name,
        number: index < 8 ? String(index * 2 + 1) : '',
        meters: 3,
      },
    });
  }
}

const register = async (data: Record<string, unknown>) => {
  const response = await api.post('/api/registrations', { data });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
};
const registrationOf = async (email: string) =>
  (await api.get(`/api/registrations?q=${encodeURIComponent(email)}`, staff)).body.data[0];
const step = (documentId: string, event: string) =>
  api.post(`/api/registrations/${documentId}/steps`, { data: { event } }, staff);
const names = (pitches: { name: string }[]) => pitches.map((pitch) => pitch.name);

beforeEach(async () => {
  // deleteMany leaves the relations' link rows: the pitches are freed by hand.
  await server.strapi.db.connection('registrations_locations_lnk').delete();
  await server.strapi.db.query(REGISTRATION).deleteMany({ where: {} });
  await server.strapi.db.query('api::refund.refund').deleteMany({ where: {} });
  await setPricing({ neighborPrice: null, deposit: null, pitchesPerRegistration: 1 });
});

describe('pricing', () => {
  it("serves the pricing at /api/pricing and leaves the specification's configuration as it is", async () => {
    await setPricing({ neighborPrice: 0, deposit: 5, pitchesPerRegistration: 2 });
    expect((await api.get('/api/pricing')).body.data).toEqual({
      registrationPrice: 15,
      neighborPrice: 0,
      deposit: 5,
      pitchesPerRegistration: 2,
      registrationsClosed: false,
      saleCategories: [...DEFAULT_SALE_CATEGORIES],
    });
    expect(Object.keys((await api.get('/api/configuration')).body.data).sort()).toEqual([...CONFIGURATION_FIELDS].sort());
  });

  it('confirms a neighbor at once when neighbors register for free, with no transfer; a visitor still pays', async () => {
    await setPricing({ neighborPrice: 0 });
    await usePitches(['R1', 'R2', 'R3', 'R9']);
    const neighbor = await register(neighborRegistration({ email: 'gratuit@example.be' }));
    expect(neighbor).toMatchObject({
      status: 'paid',
      transfer: null,
      amount: { pitchCount: 1, pitchPrice: 0, deposit: 0, total: 0 },
      locations: [{ name: 'R3' }],
    });
    const [email] = await server.mail.received('gratuit@example.be');
    expect(email!.subject).toBe('Brocante : inscription confirmée');
    expect(email!.text).toContain("Il n'y a rien à payer.");
    expect(email!.text).not.toContain('Communication structurée');
    // No transfer to make: no transfer QR code, only the pass for the day.
    expect(email!.attachments?.map((attachment) => attachment.fileName)).toEqual(['laissez-passer.png']);

    const visitor = await register(visitorRegistration({ email: 'payant@example.be' }));
    expect(visitor).toMatchObject({ status: 'pending', amount: { total: 15 }, transfer: { amount: 15 } });

    // Cancelling a free registration owes nothing back.
    const stored = await registrationOf('gratuit@example.be');
    expect(stored).toMatchObject({ status: 'paid', amount: 0, paidAmount: 0 });
    expect((await step(stored.documentId, 'cancel')).status).toBe(200);
    expect((await api.get('/api/refunds', staff)).body.data).toEqual([]);
    const [cancelled] = await server.mail.received('gratuit@example.be', 2).then((all) => all.slice(1));
    expect(cancelled!.text).not.toContain('rembourse');
  });

  it('gives two adjacent pitches for two pitch prices, refuses more than the limit in French, and matches the whole amount in a statement', async () => {
    await setPricing({ pitchesPerRegistration: 2, deposit: 5 });
    await usePitches(['R1', 'R2', 'R3', 'R4', 'R5']);
    await server.strapi.db.query(REGISTRATION).create({
      data: {
        ...neighborRegistration({ email: 'r2@example.be' }),
        status: 'pending',
        amount: 15,
        paymentReference: '000000000097',
        edition: await editionDay(),
        locations: [(await server.strapi.db.query('api::location.location').findOne({ where: { name: 'R2' } })).id],
      },
    });
    const refused = await api.post('/api/registrations', { data: visitorRegistration({ pitchCount: 3 }) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(API_MESSAGES.pitchLimit(2));
    expect(await server.strapi.db.query(REGISTRATION).count()).toBe(1);

    // R1 and R3 are free but apart; R3 and R4 touch.
    const receipt = await register(visitorRegistration({ email: 'deux@example.be', pitchCount: 2 }));
    expect(receipt).toMatchObject({
      status: 'pending',
      amount: { pitchCount: 2, pitchPrice: 15, deposit: 5, total: 35 },
      transfer: { amount: 35 },
    });
    expect(names(receipt.locations)).toEqual(['R3', 'R4']);
    const [email] = await server.mail.received('deux@example.be');
    expect(email!.text).toContain(`Vos emplacements : R3, Rue du Ramier (devant le n° 5) et R4, Rue du Ramier (devant le n° 7)`);
    expect(email!.text).toContain(`Montant : 2 emplacements × ${formatEuro(15)} + caution ${formatEuro(5)} = ${formatEuro(35)}.`);
    expect(email!.text).toContain(`Montant : ${formatEuro(35)}`);

    const statement = (amount: string) =>
      [
        "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus",
        `2027-0100;02/04/2027;02/04/2027;${amount};EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;JEAN PEETERS;${receipt.transfer.structuredCommunication};;Accepté;`,
      ].join('\n');
    // 15 € first (one pitch's price), then the 20 € left: paid once the whole amount has come.
    const onePitch = await api.post('/api/bank-imports', { data: { fileName: 'a.csv', content: statement('15,00') } }, staff);
    expect(onePitch.body.data.lines[0].result).toBe('partly-paid');
    expect(await registrationOf('deux@example.be')).toMatchObject({ status: 'pending', paidAmount: 15 });
    const rest = await api.post(
      '/api/bank-imports',
      { data: { fileName: 'b.csv', content: statement('20,00').replace('2027-0100', '2027-0101') } },
      staff,
    );
    expect(rest.body.data.lines[0].result).toBe('marked-paid');
    expect(await registrationOf('deux@example.be')).toMatchObject({ status: 'paid', paidAmount: 35, pitchCount: 2, deposit: 5 });
  });

  it('gives the best free pitches apart when none touch, and waits when too few are free; the freed pitches go to whoever fits', async () => {
    await setPricing({ pitchesPerRegistration: 2 });
    await usePitches(['S1', 'S2', 'S3']);
    const first = await register(visitorRegistration({ email: 'un@example.be', houseNumber: '1' }));
    expect(names(first.locations)).toEqual(['S1']);
    const pair = await register(visitorRegistration({ email: 'paire@example.be', houseNumber: '2', pitchCount: 2 }));
    expect(names(pair.locations)).toEqual(['S2', 'S3']);
    const waitingPair = await register(visitorRegistration({ email: 'attente@example.be', houseNumber: '3', pitchCount: 2 }));
    expect(waitingPair).toMatchObject({ status: 'waitlist', locations: [], waitlistPosition: 1 });
    const waitingOne = await register(visitorRegistration({ email: 'seul@example.be', houseNumber: '4' }));
    expect(waitingOne).toMatchObject({ status: 'waitlist', waitlistPosition: 2 });

    // One pitch freed: the pair waiting cannot use it, the single one behind it can.
    expect((await step((await registrationOf('un@example.be')).documentId, 'cancel')).status).toBe(200);
    expect(await registrationOf('attente@example.be')).toMatchObject({ status: 'waitlist', locations: [] });
    expect(names((await registrationOf('seul@example.be')).locations)).toEqual(['S1']);

    // Two pitches freed: the pair gets both.
    expect((await step((await registrationOf('paire@example.be')).documentId, 'cancel')).status).toBe(200);
    const promoted = await registrationOf('attente@example.be');
    expect(promoted.status).toBe('pending');
    expect(names(promoted.locations).sort()).toEqual(['S2', 'S3']);
  });

  it('lets a volunteer give exactly the pitches a registration asked for', async () => {
    await setPricing({ pitchesPerRegistration: 2 });
    await usePitches(['A1', 'A2', 'A3', 'A4']);
    await register(visitorRegistration({ email: 'deux@example.be', pitchCount: 2 }));
    const registration = await registrationOf('deux@example.be');
    const pitches = (await api.get('/api/locations?free=true', staff)).body.data as { documentId: string; name: string }[];
    const assign = (locations: string[]) =>
      api.put(`/api/registrations/${registration.documentId}/locations`, { data: { locations } }, staff);
    const one = await assign([pitches[0]!.documentId]);
    expect(one.status).toBe(400);
    expect(one.body.error.message).toBe(API_MESSAGES.pitchCountMismatch(2));
    const moved = await assign(pitches.map((pitch) => pitch.documentId));
    expect(moved.status).toBe(200);
    expect(names(moved.body.data.locations).sort()).toEqual(names(pitches).sort());
  });
});

describe('deposits', () => {
  async function paidWithDeposit(email: string, houseNumber: string) {
    await register(visitorRegistration({ email, houseNumber }));
    const registration = await registrationOf(email);
    expect((await step(registration.documentId, 'pay')).status).toBe(200);
    return registration.documentId as string;
  }
  const decide = (registrations: string[], outcome: string) =>
    api.post('/api/deposits/decision', { data: { registrations, outcome } }, staff);

  it('returns a deposit after the day as a refund in the SEPA file, or keeps it; once, and never before the day', async () => {
    await setPricing({ deposit: 5 });
    await usePitches(['A1', 'A2']);
    const returned = await paidWithDeposit('propre@example.be', '20');
    const kept = await paidWithDeposit('sale@example.be', '21');

    const early = await decide([returned], 'returned');
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(API_MESSAGES.depositBeforeBrocante);
    expect((await api.get('/api/deposits', staff)).body.data).toEqual([
      expect.objectContaining({ deposit: 5, decidable: false, registration: expect.objectContaining({ name: 'Peeters Jean' }) }),
      expect.objectContaining({ deposit: 5, decidable: false }),
    ]);

    // The brocante is over: its day has passed.
    const day = await setEdition({ date: '2026-05-01' });
    expect((await decide([returned], 'returned')).status).toBe(200);
    expect((await decide([kept], 'kept')).status).toBe(200);
    const twice = await decide([returned], 'kept');
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe(API_MESSAGES.depositDecided);
    expect((await api.get(`/api/deposits?edition=${day}`, staff)).body.data).toEqual([]);

    const refunds = (await api.get(`/api/refunds?edition=${day}`, staff)).body.data;
    expect(refunds).toEqual([expect.objectContaining({ amount: 5, reason: 'deposit' })]);
    await api.put(
      `/api/refunds/${refunds[0].documentId}/payer`,
      { data: { payerName: 'Jean Peeters', payerIban: 'BE68 5390 0754 7034' } },
      staff,
    );
    const file = await api.post('/api/refunds/transfer-file', { data: { refunds: [refunds[0].documentId] } }, staff);
    expect(file.body).toContain('<InstdAmt Ccy="EUR">5.00</InstdAmt>');
    // The deposit's brocante and the pitch it was for: the person knows what comes back.
    expect(file.body).toMatch(/<Ustrd>Caution brocante 2026 - A[12] - \d{12}<\/Ustrd>/);

    const [back] = await server.mail
      .received('propre@example.be', 3)
      .then((all) => all.filter((m) => m.subject.includes('caution')));
    expect(back!.subject).toBe('Brocante : votre caution vous est rendue');
    const [keptMail] = await server.mail
      .received('sale@example.be', 3)
      .then((all) => all.filter((m) => m.subject.includes('caution')));
    expect(keptMail!.text).toContain(`le comité garde votre caution de ${formatEuro(5)}`);
    const history = (await api.get(`/api/registrations/${kept}/history`, staff)).body.data.map(
      (entry: { label: string }) => entry.label,
    );
    expect(history).toContain('Caution gardée');
  });
});
