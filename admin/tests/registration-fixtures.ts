import { http, HttpResponse } from 'msw';
import type { HeldPitch, Registration } from '../src/features/registrations/types';
import { server } from './server';

/** A neighbor's registration on the waiting list, as the registration screen receives it. */
export const waiting: Registration = {
  documentId: 'doc1',
  kind: 'neighbor',
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'marie@example.be',
  phone: '0470 12 34 56',
  street: 'Rue du Ramier',
  houseNumber: '5',
  postalCode: '1170',
  city: 'Watermael-Boitsfort',
  comment: null,
  acceptsRules: true,
  acceptsPrivacy: true,
  status: 'waitlist',
  amount: 15,
  paidAmount: null,
  paymentReference: '123456789002',
  edition: '2027-04-18',
  pitchCount: 1,
  deposit: 0,
  depositOutcome: null,
  locations: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  paidAt: null,
  cancelledAt: null,
  arrivedAt: null,
};

const pitch = (name: string, street: string, number: string | null): HeldPitch => ({
  documentId: `pitch-${name}`,
  name,
  street,
  number,
  meters: 3,
});

/** The free pitches the screen offers: R3 is the one in front of the neighbor's house (5 Rue du Ramier). */
export const FREE = [
  pitch('A1', 'Avenue des Trois Tilleuls', '1'),
  pitch('R2', 'Rue du Ramier', '3'),
  pitch('R3', 'Rue du Ramier', '5'),
];

/** Records the steps and pitch changes the screen sends. */
export function registrationApi() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/registrations/:id/steps', async ({ request, params }) => {
      sent.push({ method: 'POST', path: `steps ${params.id}`, body: await request.json() });
      return HttpResponse.json({ data: { ...waiting, status: 'waitlist', paidAt: '2026-11-22T11:00:00.000Z', paidAmount: 15 } });
    }),
    http.put('*/api/registrations/:id/locations', async ({ request, params }) => {
      sent.push({ method: 'PUT', path: `locations ${params.id}`, body: await request.json() });
      return HttpResponse.json({ data: { ...waiting, status: 'pending', locations: [FREE[2]] } });
    }),
  );
  return sent;
}

/** What happened to the registration, as GET /api/registrations/:id/history answers. */
const HISTORY = [
  {
    at: '2026-11-22T10:00:00.000Z',
    kind: 'event',
    label: 'Inscription reçue',
    actor: 'la personne inscrite',
    details: "liste d'attente",
  },
  {
    at: '2026-11-22T10:00:02.000Z',
    kind: 'email-sent',
    label: 'E-mail envoyé : « Brocante : inscription reçue »',
    actor: null,
    details: null,
  },
  { at: '2026-11-23T08:00:00.000Z', kind: 'event', label: 'Paiement enregistré', actor: 'benevole@example.be', details: null },
];

/** Serves the registration's history, which the screen reads for every registration it shows. */
export function serveHistory() {
  server.use(http.get('*/api/registrations/:id/history', () => HttpResponse.json({ data: HISTORY })));
}
