import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { FR, NL } from './texts';
import { API_MESSAGES, type RegistrantView } from '@brocante/shared';
import RegistrantPage from '../src/components/islands/RegistrantPage';

const KEY = 'k'.repeat(43);

const pending: RegistrantView = {
  kind: 'visitor',
  status: 'pending',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.be',
  phone: '0470 12 34 56',
  street: 'Chaussée de Waterloo',
  houseNumber: '100',
  postalCode: '1180',
  city: 'Uccle',
  comment: '',
  edition: '2027-04-18',
  createdAt: '2027-03-01T10:00:00.000Z',
  locations: [{ name: 'A1', street: 'Avenue des Trois Tilleuls', number: '1' }],
  pitchCount: 1,
  deposit: 0,
  depositOutcome: null,
  waitlistPosition: null,
  amount: 15,
  paidAmount: null,
  paidAt: null,
  cancelledAt: null,
  expiresAt: '2027-03-22T10:00:00.000Z',
  transfer: {
    beneficiary: 'Comité de quartier des Trois Tilleuls ASBL',
    iban: 'BE21001234567803',
    bic: 'GEBABEBB',
    amount: 15,
    structuredCommunication: '123456789002',
  },
  cancellationEnd: '2027-04-11T21:59:00.000Z',
  steps: ['cancel'],
  refundRequestedAt: null,
  erasureRequestedAt: null,
  saleCategories: ['books'],
  nameOnPlan: false,
  offeredSaleCategories: ['clothes', 'toys', 'books'],
};

/** The public plan the page draws the registrant's pitches on. */
const PLAN = [
  { name: 'A1', street: 'Avenue des Trois Tilleuls', number: '1', meters: 3, side: null, position: null, state: 'taken' },
  { name: 'A2', street: 'Avenue des Trois Tilleuls', number: '3', meters: 3, side: null, position: null, state: 'taken' },
  { name: 'A3', street: 'Avenue des Trois Tilleuls', number: '5', meters: 3, side: null, position: null, state: 'free' },
];

/** Each call answers the next of `answers`, and is kept to be read; the plan answers apart. */
function api(...answers: [number, unknown][]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/api/pitch-map'))
        return new Response(JSON.stringify({ data: PLAN }), { status: 200, headers: { 'content-type': 'application/json' } });
      calls.push({ url, body: JSON.parse(String(init.body)) });
      const [status, body] = answers.shift() ?? [500, null];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const notFound = { data: null, error: { status: 404, name: 'NotFoundError', message: API_MESSAGES.notFound, details: {} } };

beforeAll(async () => {
  window.location.hash = `#${KEY}`;
  // The page listens for a new link in the address: let this one's event pass before rendering.
  await new Promise((resolve) => setTimeout(resolve, 10));
});

describe("the registrant's page", () => {
  it('shows the status, the pitch, the deadline and the transfer with its QR code, asked with the key', async () => {
    const calls = api([200, { data: pending }]);
    render(<RegistrantPage language="fr" texts={FR} />);
    expect(await screen.findByRole('heading', { name: 'En attente de paiement' })).toBeVisible();
    expect(screen.getByText('A1, Avenue des Trois Tilleuls (devant le n° 1)')).toBeVisible();
    expect(screen.getAllByText('+++123/4567/89002+++').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: /Code QR de virement/ })).toBeVisible();
    expect(screen.getByRole('button', { name: "Copier l'IBAN" })).toBeVisible();
    expect(screen.getByText(/Sans paiement reçu le/)).toBeVisible();
    expect(calls).toEqual([{ url: '/api/my-registration', body: { data: { key: KEY } } }]);
  });

  it('shows two pitches, how the amount is made up and when the deposit comes back', async () => {
    api([
      200,
      {
        data: {
          ...pending,
          status: 'paid',
          pitchCount: 2,
          deposit: 5,
          amount: 35,
          paidAmount: 35,
          paidAt: '2027-03-02T10:00:00.000Z',
          transfer: null,
          expiresAt: null,
          locations: [
            { name: 'A1', street: 'Avenue des Trois Tilleuls', number: '1' },
            { name: 'A2', street: 'Avenue des Trois Tilleuls', number: '3' },
          ],
        },
      },
    ]);
    render(<RegistrantPage language="fr" texts={FR} />);
    expect(await screen.findByRole('heading', { name: 'Payée : vos emplacements sont confirmés' })).toBeVisible();
    expect(
      screen.getByText('A1, Avenue des Trois Tilleuls (devant le n° 1) et A2, Avenue des Trois Tilleuls (devant le n° 3)'),
    ).toBeVisible();
    expect(screen.getByText(/2 emplacements × 15,00/)).toHaveTextContent(
      /2 emplacements × 15,00\s€ \+ caution 5,00\s€ = 35,00\s€/,
    );
    expect(screen.getByText(/La caution de 5,00/)).toHaveTextContent(/rendue par virement après la brocante/);
    const plan = await screen.findByRole('region', { name: 'Sur le plan' });
    expect(
      within(plan).getByRole('img', { name: 'A1, devant le n° 1, côté impair, 3 m : votre emplacement' }),
    ).toBeInTheDocument();
    expect(within(plan).getByRole('img', { name: 'A3, devant le n° 5, côté impair, 3 m : libre' })).toBeInTheDocument();
  });

  it('shows a payment received in part, and the transfer of what is left', async () => {
    api([200, { data: { ...pending, paidAmount: 10, transfer: { ...pending.transfer!, amount: 5 } } }]);
    render(<RegistrantPage language="fr" texts={FR} />);
    expect(await screen.findByRole('heading', { name: 'En attente de paiement' })).toBeVisible();
    expect(screen.getByText(/^10,00.€ ; reste 5,00.€ à payer$/)).toBeVisible();
    const payment = within(screen.getByRole('region', { name: 'Paiement par virement' }));
    expect(payment.getByText(/^5,00.€$/)).toBeVisible();
  });

  it('says what an unknown page says for a wrong link, and sends the link again by e-mail', async () => {
    const calls = api([404, notFound], [202, { data: { message: API_MESSAGES.registrantLinkRequested } }]);
    render(<RegistrantPage language="fr" texts={FR} />);
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: "L'adresse e-mail de l'inscription" }), 'lea@example.be');
    await userEvent.click(screen.getByRole('button', { name: "M'envoyer le lien" }));
    expect(await screen.findByText(API_MESSAGES.registrantLinkRequested)).toBeVisible();
    expect(calls[1]).toEqual({ url: '/api/my-registration/link-requests', body: { data: { email: 'lea@example.be' } } });
  });

  it('saves a corrected phone number and says so', async () => {
    const calls = api([200, { data: pending }], [200, { data: { ...pending, phone: '+32 470 99 88 77' } }]);
    render(<RegistrantPage language="fr" texts={FR} />);
    const phone = await screen.findByRole('textbox', { name: 'Téléphone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+32 470 99 88 77');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText(/Vos modifications sont enregistrées/)).toBeVisible();
    expect(calls[1]).toEqual({
      url: '/api/my-registration/changes',
      body: { data: { key: KEY, phone: '+32 470 99 88 77', comment: '' } },
    });
  });

  it('changes what the registrant sells and their name on the plan, among what the edition offers', async () => {
    const calls = api(
      [200, { data: pending }],
      [200, { data: { ...pending, saleCategories: ['toys', 'books'], nameOnPlan: true } }],
    );
    render(<RegistrantPage language="fr" texts={FR} />);
    const sold = within(await screen.findByRole('group', { name: 'Ce que vous vendrez (facultatif)' }));
    expect(sold.getByRole('checkbox', { name: 'livres' })).toBeChecked();
    expect(sold.queryByRole('checkbox', { name: 'bijoux' })).toBeNull();
    await userEvent.click(sold.getByRole('checkbox', { name: 'jouets' }));
    await userEvent.click(sold.getByRole('checkbox', { name: 'Afficher mon nom sur le plan public' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer ce que je vends' }));
    expect(await screen.findByText(/le plan public le montrera/)).toBeVisible();
    expect(calls[1]).toEqual({
      url: '/api/my-registration/sale',
      body: { data: { key: KEY, saleCategories: ['toys', 'books'], nameOnPlan: true } },
    });
  });

  it('cancels only after a second, explicit confirmation', async () => {
    const cancelled = { ...pending, status: 'cancelled', locations: [], transfer: null, expiresAt: null, steps: [] };
    const calls = api([200, { data: pending }], [200, { data: cancelled }]);
    render(<RegistrantPage language="fr" texts={FR} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler mon inscription' }));
    expect(calls).toHaveLength(1);
    expect(screen.getByText(/Votre emplacement ira à la personne suivante/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Oui, annuler mon inscription' }));
    expect(await screen.findByRole('heading', { name: 'Annulée' })).toBeVisible();
    expect(calls[1]).toEqual({ url: '/api/my-registration/cancellation', body: { data: { key: KEY } } });
    expect(screen.queryByRole('button', { name: 'Annuler mon inscription' })).toBeNull();
  });

  it('sends the registrant to the committee after the cut-off, and tells a paid one their refund is coming', async () => {
    api([
      200,
      {
        data: {
          ...pending,
          status: 'paid',
          paidAmount: 15,
          paidAt: '2027-03-05',
          transfer: null,
          expiresAt: null,
          steps: [],
          refundRequestedAt: null,
        },
      },
    ]);
    render(<RegistrantPage language="fr" texts={FR} />);
    expect(await screen.findByRole('heading', { name: 'Payée : votre emplacement est confirmé' })).toBeVisible();
    expect(screen.getByText(/L'annulation en ligne était possible jusqu'au/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'écrivez au comité' })).toHaveAttribute('href', '/contact/');
    expect(screen.queryByRole('img', { name: /Code QR/ })).toBeNull();
  });

  it('asks for erasure and shows the request', async () => {
    api([200, { data: pending }], [200, { data: { ...pending, erasureRequestedAt: '2027-03-02T09:00:00.000Z' } }]);
    render(<RegistrantPage language="fr" texts={FR} />);
    await userEvent.click(await screen.findByRole('button', { name: "Demander l'effacement de mes données" }));
    await waitFor(() => expect(screen.getByText(/Vous avez demandé l'effacement de vos données le/)).toBeVisible());
  });
});

describe("the registrant's page in Dutch", () => {
  it('shows the registration in Dutch, asked in Dutch', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/api/pitch-map')
        ? new Response(JSON.stringify({ data: PLAN }), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ data: pending }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<RegistrantPage language="nl" texts={NL} />);
    expect(await screen.findByRole('heading', { name: 'Wacht op betaling' })).toBeVisible();
    expect(screen.getByText('zondag 18 april 2027')).toBeVisible();
    expect(screen.getByText('A1, Avenue des Trois Tilleuls (voor nr. 1)')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Betaling via overschrijving' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mijn inschrijving annuleren' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Uw gegevens' })).toBeVisible();
    expect(screen.getByText(/^Bezoeker, op /)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Op het plan' })).toBeVisible();
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][])
      expect(new Headers(init.headers).get('accept-language')).toBe('nl');
  });
});
