import { expect, it } from 'vitest';
import { formatDate, nextEditionProposal, type EditionRecord } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/** The invitation to the next brocante goes in the language of the person's registration that asked for it. */
useStrapi({ signIn: true });

const settingsOf = ({ documentId: _id, state: _state, registrations: _count, ...settings }: EditionRecord) => settings;

it("invites each person in their registration's language, to the forms in that language", async () => {
  for (const [email, language, houseNumber] of [
    ['jan@example.be', 'nl', '1'],
    ['marie@example.be', 'fr', '2'],
  ] as const) {
    const data = visitorRegistration({ email, houseNumber, language, wantsInvitation: true });
    expect((await api.post('/api/registrations', { data })).status).toBe(201);
  }
  const kept = await server.strapi.db.connection('invitation_consents').orderBy('id').select('email', 'language');
  expect(kept).toEqual([
    { email: 'jan@example.be', language: 'nl' },
    { email: 'marie@example.be', language: 'fr' },
  ]);

  const [latest] = (await api.get('/api/editions', staff)).body.data as EditionRecord[];
  const next = nextEditionProposal(settingsOf(latest!));
  expect((await api.post('/api/editions', { data: next }, staff)).status).toBe(200);
  expect((await api.put(`/api/editions/${next.date}/state`, { data: { state: 'open' } }, staff)).status).toBe(200);
  expect((await api.post(`/api/editions/${next.date}/invitations`, {}, staff)).body.data).toEqual({ invited: 2, consenting: 2 });

  const [, dutch] = await server.mail.received('jan@example.be', 2);
  expect(dutch!.subject).toBe(`Rommelmarkt van ${formatDate(next.date, 'nl')}: de inschrijvingen zijn geopend`);
  expect(dutch!.text).toContain('Goedendag,');
  expect(dutch!.text).toContain(`de volgende rommelmarkt van de wijk plaatsvindt: dat is op ${formatDate(next.date, 'nl')}.`);
  expect(dutch!.text).toContain('/nl/rommelmarkt/inschrijving-buurtbewoner/');
  expect(dutch!.text).toMatch(/\/nl\/rommelmarkt\/uitnodigingen\/#[A-Za-z0-9_-]{43}/);
  expect(dutch!.html).toContain('<html lang="nl-BE">');
  const [, french] = await server.mail.received('marie@example.be', 2);
  expect(french!.subject).toBe(`Brocante du ${formatDate(next.date)} : les inscriptions sont ouvertes`);
  expect(french!.text).toContain('/brocante/inscription/');
  expect(french!.text).toMatch(/\/brocante\/invitations\/#[A-Za-z0-9_-]{43}/);
});
