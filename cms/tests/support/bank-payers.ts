import { expect } from 'vitest';
import { neighborRegistration, visitorRegistration } from './http';
import type { CaughtEmail } from './mail-catcher';
import { api, server, staff } from './strapi-server';

// The people who pay by transfer in the bank-import suites, registered with the references their statements carry.

/** The payers of the sample statements (statement.coda and its copies in other formats), with their references. */
export const PAYERS = [
  { email: 'marie@example.be', reference: '123456789002' },
  { email: 'paul@example.be', reference: '500000000174' },
  { email: 'jean@example.be', reference: '777777777705' },
];

export async function registerPayers() {
  for (const [index, { email, reference }] of PAYERS.entries()) {
    const data = index === 0 ? neighborRegistration({ email, houseNumber: '11' }) : visitorRegistration({ email });
    expect((await api.post('/api/registrations', { data })).status).toBe(201);
    // The references of the sample statements (they are drawn at random otherwise).
    await server.strapi.db
      .query('api::registration.registration')
      .update({ where: { email }, data: { paymentReference: reference } });
  }
}

/** A visitor registers; with `reference`, their structured communication is the one a statement of the test carries. */
export async function registerVisitor(email: string, houseNumber: string, reference?: string) {
  expect((await api.post('/api/registrations', { data: visitorRegistration({ email, houseNumber }) })).status).toBe(201);
  if (reference)
    await server.strapi.db
      .query('api::registration.registration')
      .update({ where: { email }, data: { paymentReference: reference } });
}

/** How many « paiement reçu » e-mails `address` has received. */
export const paymentEmailsTo = async (address: string) =>
  (await server.mail.to(address)).filter((email: CaughtEmail) => email.subject === 'Brocante : paiement reçu').length;

/** The registration of `email` as the staff's list shows it. */
export const registration = async (email: string) =>
  (await api.get(`/api/registrations?q=${encodeURIComponent(email)}`, staff)).body.data[0];
