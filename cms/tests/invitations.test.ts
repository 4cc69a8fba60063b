import { expect, it } from 'vitest';
import { nextEditionProposal, type EditionRecord } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/**
 * Last year's exhibitors invited, with their consent: the box is unticked unless they tick it; when a
 * new edition opens, volunteers send one invitation to those who asked, each once, with a one-click
 * way to say no more; no one else is ever contacted.
 */
useStrapi({ signIn: true });

const SUBJECT = /^Brocante du .+ : les inscriptions sont ouvertes$/;
const invitationsTo = async (email: string) => (await server.mail.to(email)).filter((message) => SUBJECT.test(message.subject));
const settingsOf = ({ documentId: _id, state: _state, registrations: _count, ...settings }: EditionRecord) => settings;

async function openNextEdition(): Promise<string> {
  const [latest] = (await api.get('/api/editions', staff)).body.data as EditionRecord[];
  const next = nextEditionProposal(settingsOf(latest!));
  expect((await api.post('/api/editions', { data: next }, staff)).status).toBe(200);
  const early = await api.post(`/api/editions/${next.date}/invitations`, {}, staff);
  expect(early.status).toBe(400);
  expect(early.body.error.message).toBe("Les invitations partent pour une édition ouverte : ouvrez-la d'abord.");
  expect((await api.put(`/api/editions/${next.date}/state`, { data: { state: 'open' } }, staff)).status).toBe(200);
  return next.date;
}

it('invites once those who asked, never the others, and stops for good at one click', async () => {
  for (const [email, wantsInvitation, houseNumber] of [
    ['oui@example.be', true, '1'],
    ['non@example.be', false, '2'],
    ['sans-case@example.be', undefined, '3'],
    ['aussi@example.be', true, '4'],
  ] as const) {
    const data = visitorRegistration({ email, houseNumber, ...(wantsInvitation === undefined ? {} : { wantsInvitation }) });
    expect((await api.post('/api/registrations', { data })).status).toBe(201);
  }
  const [current] = (await api.get('/api/editions', staff)).body.data as EditionRecord[];
  // This year's registrants are registered already: no invitation to this year's.
  expect((await api.post(`/api/editions/${current!.date}/invitations`, {}, staff)).body.data).toEqual({
    invited: 0,
    consenting: 2,
  });

  const nextYear = await openNextEdition();
  expect((await api.post(`/api/editions/${nextYear}/invitations`, {}, staff)).body.data).toEqual({ invited: 2, consenting: 2 });
  // A second press, a second volunteer: no one is invited twice.
  expect((await api.post(`/api/editions/${nextYear}/invitations`, {}, staff)).body.data).toEqual({ invited: 0, consenting: 2 });
  // The outbox sends after the answer: wait for both invitations (each person's second e-mail).
  await Promise.all([server.mail.received('oui@example.be', 2), server.mail.received('aussi@example.be', 2)]);
  const [invitation] = await invitationsTo('oui@example.be');
  expect(invitation).toBeTruthy();
  expect(await invitationsTo('aussi@example.be')).toHaveLength(1);
  expect(await invitationsTo('non@example.be')).toEqual([]);
  expect(await invitationsTo('sans-case@example.be')).toEqual([]);
  expect(invitation!.text).toContain('/brocante/inscription/');

  // One click on the link in the invitation: never invited again; a forged token changes nothing and answers the same.
  const token = /\/brocante\/invitations\/#([A-Za-z0-9_-]{43})/.exec(invitation!.text)![1]!;
  const forged = await api.post('/api/invitation-withdrawals', { data: { token: 'A'.repeat(43) } });
  expect(forged.status).toBe(200);
  expect(forged.body).toEqual({ data: { withdrawn: true } });
  const withdrawn = await api.post('/api/invitation-withdrawals', { data: { token } });
  expect(withdrawn.body).toEqual(forged.body);
  expect((await api.post('/api/invitation-withdrawals', { data: { token: '<script>' } })).status).toBe(400);

  const yearAfter = await openNextEdition();
  expect((await api.post(`/api/editions/${yearAfter}/invitations`, {}, staff)).body.data).toEqual({ invited: 1, consenting: 1 });
  await server.mail.received('aussi@example.be', 3);
  expect(await invitationsTo('aussi@example.be')).toHaveLength(2);
  expect(await invitationsTo('oui@example.be')).toHaveLength(1);

  // What is kept of a consent: the address and the consent, nothing of the person's registration.
  const kept = await server.strapi.db.connection('invitation_consents').orderBy('id').select('*');
  expect(kept.map((row: { email: string }) => row.email)).toEqual(['oui@example.be', 'aussi@example.be']);
  expect(Object.keys(kept[0]).filter((column) => /name|phone|street|house|city|postal/.test(column))).toEqual([]);
});
