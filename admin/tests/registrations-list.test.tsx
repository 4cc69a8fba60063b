import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { RegistrationsList } from '../src/features/registrations/components/RegistrationsList';
import { renderWithRouter } from './render';
import { server } from './server';

function registration(index: number) {
  return {
    documentId: `doc${index}`,
    kind: 'visitor',
    firstName: `Paul${index}`,
    lastName: 'Martin',
    email: `paul${index}@example.be`,
    phone: '0470 12 34 56',
    street: 'Rue de la Loi',
    houseNumber: String(index),
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
    locations: [{ documentId: `pitch${index}`, name: `A${index}`, street: 'Avenue des Trois Tilleuls', number: null, meters: 3 }],
    createdAt: '2026-11-22T10:00:00.000Z',
    paidAt: null,
    cancelledAt: null,
    arrivedAt: null,
  };
}

/** A server of 25 registrations that records what the list asked for. */
function registrationsApi() {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/registrations', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const page = Number(params.get('page'));
      const rows = Array.from({ length: page < 3 ? 10 : 5 }, (_, index) => registration((page - 1) * 10 + index + 1));
      return HttpResponse.json({ data: rows, meta: { pagination: { page, pageSize: 10, pageCount: 3, total: 25 } } });
    }),
  );
  return requests;
}

describe('registrations list', () => {
  it('numbers rows across pages and keeps the page in the URL', async () => {
    registrationsApi();
    renderWithRouter(<RegistrationsList />, { url: '/registrations?page=2', path: '/registrations' });
    const table = await screen.findByRole('table', { name: 'Réservations' });
    await within(table).findByText('Martin Paul11');
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(within(firstRow).getByText('+++123/4567/89002+++')).toBeVisible();
    expect(screen.getByText('Page 2/3 - 25 résultats')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/registrations?page=3'));
    expect(await screen.findByText('Page 3/3 - 25 résultats')).toBeVisible();
  });

  it('asks the next page after the last row shown and the previous one before the first, page 1 from the top', async () => {
    const requests = registrationsApi();
    renderWithRouter(<RegistrationsList />, { url: '/registrations?page=2', path: '/registrations' });
    const table = await screen.findByRole('table', { name: 'Réservations' });
    await within(table).findByText('Martin Paul20');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await within(table).findByText('Martin Paul21');
    expect(screen.getByTestId('url')).toHaveTextContent('/registrations?page=3&after=doc20');
    expect(Object.fromEntries(requests.at(-1)!)).toMatchObject({ page: '3', after: 'doc20' });

    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await within(table).findByText('Martin Paul11');
    expect(Object.fromEntries(requests.at(-1)!)).toMatchObject({ page: '2', before: 'doc21' });
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await within(table).findByText('Martin Paul1');
    expect(requests.at(-1)!.has('before')).toBe(false);
    expect(screen.getByTestId('url')).toHaveTextContent(/\/registrations$/);
  });

  it('searches 500 ms after typing stops and goes back to page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requests = registrationsApi();
      renderWithRouter(<RegistrationsList />, { url: '/registrations?page=2', path: '/registrations' });
      await screen.findByText('Page 2/3 - 25 résultats');
      const search = screen.getByRole('searchbox', { name: 'Recherche' });
      expect(search).toHaveFocus();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(search, 'dupont');
      expect(requests.some((params) => params.get('q'))).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(500));
      await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/registrations?q=dupont'));
      await waitFor(() => expect(requests.at(-1)?.get('q')).toBe('dupont'));
      expect(requests.at(-1)?.get('page')).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by status from the URL, page 1 again', async () => {
    const requests = registrationsApi();
    renderWithRouter(<RegistrationsList />, { url: '/registrations?page=3', path: '/registrations' });
    await screen.findByText('Page 3/3 - 25 résultats');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Payée');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/registrations?status=paid'));
    await waitFor(() => expect(requests.at(-1)?.get('status')).toBe('paid'));
  });

  it('shows the French message of a failed load', async () => {
    server.use(
      http.get('*/api/registrations', () =>
        HttpResponse.json(
          { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
          { status: 500 },
        ),
      ),
    );
    renderWithRouter(<RegistrationsList />, { url: '/registrations', path: '/registrations' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      "Il s'est produit une erreur lors du chargement des données.",
    );
  });
});
