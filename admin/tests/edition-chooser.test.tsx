import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CheckInList } from '@brocante/shared';
import { CheckIn } from '../src/features/check-in/components/CheckIn';
import { EditionChooser } from '../src/features/editions/components/EditionChooser';
import { ExhibitorMessageForm } from '../src/features/messages/components/ExhibitorMessageForm';
import { RegistrationDetail } from '../src/features/registrations/components/RegistrationDetail';
import { RegistrationsList } from '../src/features/registrations/components/RegistrationsList';
import type { Registration } from '../src/features/registrations/types';
import { editionRecord, editionsHandler } from './edition-fixtures';
import { renderWithRouter } from './render';
import { server } from './server';

// Newest first, as the API answers: autumn open while spring's accounts close, last year archived.
const EDITIONS = [
  editionRecord('2028-04-16', { state: 'preparation' }),
  editionRecord('2027-10-17', { state: 'open' }),
  editionRecord('2027-04-18', { state: 'closed' }),
  editionRecord('2026-04-19', { state: 'archived' }),
];

const CLOSED_NOTICE =
  'Édition clôturée : seuls les paiements reçus en retard, les remboursements et les cautions se traitent encore.';

const pending: Registration = {
  documentId: 'doc1',
  kind: 'visitor',
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'marie@example.be',
  phone: '0470 12 34 56',
  street: 'Rue de la Loi',
  houseNumber: '5',
  postalCode: '1000',
  city: 'Bruxelles',
  comment: null,
  acceptsRules: true,
  acceptsPrivacy: true,
  status: 'pending',
  amount: 15,
  paidAmount: null,
  paymentReference: '123456789002',
  edition: '2027-04-18',
  pitchCount: 1,
  deposit: 0,
  depositOutcome: null,
  locations: [{ documentId: 'pitch-A1', name: 'A1', street: 'Avenue des Trois Tilleuls', number: '1', meters: 3 }],
  createdAt: '2027-03-01T10:00:00.000Z',
  paidAt: null,
  cancelledAt: null,
  arrivedAt: null,
};

beforeEach(() => {
  // In May 2027: spring's brocante is over, autumn's is the coming one.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-05-02T10:00:00Z'));
  server.use(editionsHandler(EDITIONS));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A registrations API that records what each list asked for. */
function registrationsApi() {
  const lists: URLSearchParams[] = [];
  const exports: URLSearchParams[] = [];
  server.use(
    http.get('*/api/registrations', ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [pending], meta: { pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } } });
    }),
    http.get('*/api/registrations/export', ({ request }) => {
      exports.push(new URL(request.url).searchParams);
      return new HttpResponse('Nom;Prénom\n', { headers: { 'content-type': 'text/csv' } });
    }),
  );
  return { lists, exports };
}

describe('the edition chooser', () => {
  it('shows the coming edition by default, lists every edition by its day and state, and writes the choice in the URL', async () => {
    renderWithRouter(<EditionChooser />, { url: '/registrations?q=dupont&page=2&after=doc20', path: '/registrations' });
    const chooser = await screen.findByRole('combobox', { name: 'Édition' });
    await waitFor(() => expect(chooser).toHaveValue('2027-10-17'));
    expect(
      within(chooser)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual([
      'dimanche 16 avril 2028 — En préparation',
      'dimanche 17 octobre 2027 — Ouverte',
      'dimanche 18 avril 2027 — Clôturée',
      'dimanche 19 avril 2026 — Archivée',
    ]);
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/registrations\?q=dupont&page=2&after=doc20$/);

    await userEvent.selectOptions(chooser, '2027-04-18');
    // The search stays; the page belonged to the edition left.
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/registrations\?q=dupont&edition=2027-04-18$/));
    expect(chooser).toHaveValue('2027-04-18');
  });

  it('reads the edition a shared link names', async () => {
    renderWithRouter(<EditionChooser />, { url: '/?edition=2026-04-19' });
    const chooser = await screen.findByRole('combobox', { name: 'Édition' });
    await waitFor(() => expect(chooser).toHaveValue('2026-04-19'));
  });
});

describe('every screen reads the chosen edition', () => {
  it('lists the coming edition\u2019s registrations by default, the chosen one\u2019s once chosen, and exports that edition', async () => {
    const { lists, exports } = registrationsApi();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
    const { unmount } = renderWithRouter(<RegistrationsList />, { url: '/registrations', path: '/registrations' });
    await screen.findByRole('table', { name: 'Réservations' });
    expect(lists.map((params) => params.get('edition'))).toEqual(['2027-10-17']);
    unmount();

    renderWithRouter(<RegistrationsList />, { url: '/registrations?edition=2027-04-18&status=pending', path: '/registrations' });
    await screen.findByRole('table', { name: 'Réservations' });
    expect(Object.fromEntries(lists.at(-1)!)).toMatchObject({ edition: '2027-04-18', status: 'pending', page: '1' });
    expect(screen.getByText(CLOSED_NOTICE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dupont Marie' })).toHaveAttribute('href', '/registrations/doc1?edition=2027-04-18');

    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(Object.fromEntries(exports[0]!)).toEqual({ edition: '2027-04-18', status: 'pending' });
  });

  it('counts and sends a message to the chosen edition\u2019s exhibitors', async () => {
    const counted: (string | null)[] = [];
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/exhibitor-messages', () => HttpResponse.json({ data: [] })),
      http.get('*/api/exhibitor-messages/recipients', ({ request }) => {
        counted.push(new URL(request.url).searchParams.get('edition'));
        return HttpResponse.json({ data: { count: 3 } });
      }),
      http.post('*/api/exhibitor-messages', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: { recipients: 3, queued: 3 } }, { status: 202 });
      }),
    );
    vi.stubGlobal('confirm', () => true);
    renderWithRouter(<ExhibitorMessageForm />, { url: '/messages?edition=2027-10-17', path: '/messages' });
    expect(await screen.findByText('3 personnes recevront ce message.')).toBeVisible();
    expect(counted).toEqual(['2027-10-17']);
    await userEvent.type(screen.getByRole('textbox', { name: /^Objet(?! en néerlandais)/ }), 'Infos pratiques');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message(?! en néerlandais)/ }), 'Installation dès 7 h.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(posted).toEqual([{ data: expect.objectContaining({ edition: '2027-10-17' }) }]));
  });
});

describe('a closed edition only settles its accounts; an archived one is only read', () => {
  it('offers only « Marquer payée » on a closed edition\u2019s registration, with the notice, whatever edition is chosen', async () => {
    server.use(http.get('*/api/registrations/:id/history', () => HttpResponse.json({ data: [] })));
    // Autumn's edition chosen; the registration is spring's.
    renderWithRouter(<RegistrationDetail registration={pending} freePitches={[]} />, {
      url: '/registrations/doc1?edition=2027-10-17',
      path: '/registrations/:id',
    });
    expect(await screen.findByText(CLOSED_NOTICE)).toBeVisible();
    expect(screen.getByText('dimanche 18 avril 2027 (clôturée)')).toBeVisible();
    const actions = within(screen.getByRole('region', { name: 'Actions' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['Marquer payée']);
    expect(screen.queryByRole('button', { name: /Libérer l'emplacement/ })).toBeNull();
  });

  it('shows an archived edition\u2019s registration without any action', async () => {
    server.use(http.get('*/api/registrations/:id/history', () => HttpResponse.json({ data: [] })));
    renderWithRouter(<RegistrationDetail registration={{ ...pending, edition: '2026-04-19' }} freePitches={[]} />);
    expect(await screen.findByText('Édition archivée : lecture seule.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Renvoyer le lien' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Libérer/ })).toBeNull();
  });

  it('lets check-in of a closed edition be read, not tapped, and still leads to a late payment', async () => {
    const asked: (string | null)[] = [];
    const list: CheckInList = {
      date: '2027-04-18',
      arrivalFrom: '07:00',
      arrivalUntil: '09:00',
      exhibitors: [
        {
          documentId: 'a',
          name: 'Dupont Hélène',
          pitches: ['A1'],
          paymentReference: '123456789002',
          status: 'paid',
          arrivedAt: null,
          street: 'Avenue des Aulnes',
          due: 0,
          phone: null,
        },
        {
          documentId: 'b',
          name: 'Peeters Jean',
          pitches: ['R4'],
          paymentReference: '500000000174',
          status: 'pending',
          arrivedAt: null,
          street: 'Rue des Tilleuls',
          due: 15,
          phone: null,
        },
      ],
      // A pitch free: a closed edition's list still offers nothing to give.
      freePitches: [{ name: 'A3', street: 'Avenue des Aulnes' }],
      waiting: [],
      pricing: { registrationPrice: 15, neighborPrice: null, deposit: 0, pitchesPerRegistration: 1 },
      noShowRefund: false,
    };
    server.use(
      http.get('*/api/check-in', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('edition'));
        return HttpResponse.json({ data: list });
      }),
    );
    renderWithRouter(<CheckIn />, { url: '/check-in?edition=2027-04-18', path: '/check-in' });
    await screen.findByText('Dupont Hélène');
    expect(await screen.findByText(CLOSED_NOTICE)).toBeVisible();
    expect(asked[0]).toBe('2027-04-18');
    expect(screen.queryByRole('button', { name: 'Arrivée de Dupont Hélène' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Emplacements du matin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enregistrer son paiement' })).toHaveAttribute(
      'href',
      '/registrations/b?edition=2027-04-18',
    );
  });

  it('writes no message to an archived edition\u2019s exhibitors', async () => {
    server.use(http.get('*/api/exhibitor-messages', () => HttpResponse.json({ data: [] })));
    renderWithRouter(<ExhibitorMessageForm />, { url: '/messages?edition=2026-04-19', path: '/messages' });
    expect(await screen.findByText('Édition archivée : lecture seule.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Envoyer le message' })).toBeNull();
  });
});
