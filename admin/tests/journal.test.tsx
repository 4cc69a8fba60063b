import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { JournalEntry, JournalPage } from '@brocante/shared';
import { Journal } from '../src/features/team/components/Journal';
import { renderWithRouter } from './render';
import { server } from './server';

const ENTRIES: JournalEntry[] = [
  {
    id: 3,
    at: '2027-05-16T07:42:00.000Z',
    who: 'Karim Haddad',
    role: 'accueil',
    label: 'Accueil du matin synchronisé',
    registration: null,
    details: '2 arrivées, 1 paiement sur place',
  },
  {
    id: 2,
    at: '2027-05-02T18:05:00.000Z',
    who: 'Luc Peeters',
    role: 'tresorerie',
    label: 'Étape sur une inscription',
    registration: { documentId: 'abc123', paymentReference: '106190422927' },
    details: 'Marquer payée',
  },
];
const PEOPLE = [
  { id: 'volunteer-4', name: 'Karim Haddad' },
  { id: 'volunteer-2', name: 'Luc Peeters' },
];

/** The journal as the server answers it, filtered as asked; every query the screen sent. */
function serveJournal() {
  const queries: string[] = [];
  server.use(
    http.get('*/api/journal', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const person = url.searchParams.get('person');
      const day = url.searchParams.get('day');
      const who = PEOPLE.find(({ id }) => id === person)?.name;
      const entries = ENTRIES.filter((entry) => (!who || entry.who === who) && (!day || entry.at.startsWith(day)));
      const page: JournalPage = { entries, total: entries.length, page: 1, pageSize: 50, people: PEOPLE };
      return HttpResponse.json({ data: page });
    }),
  );
  return queries;
}

describe('the journal the coordination reads', () => {
  it('says who did what, with their role then, and links the registration', async () => {
    serveJournal();
    renderWithRouter(<Journal />, { url: '/journal', path: '/journal' });
    const payment = (await screen.findByText('Étape sur une inscription')).closest('tr') as HTMLElement;
    expect(within(payment).getByText('Luc Peeters')).toBeVisible();
    expect(within(payment).getByText('(Trésorerie)')).toBeVisible();
    expect(within(payment).getByText(': Marquer payée')).toBeVisible();
    expect(within(payment).getByRole('link', { name: '+++106/1904/22927+++' })).toHaveAttribute('href', '/registrations/abc123');
    const morning = screen.getByText('Accueil du matin synchronisé').closest('tr') as HTMLElement;
    expect(within(morning).getByText('(Accueil du jour)')).toBeVisible();
    expect(within(morning).getByText('—')).toBeVisible();
  });

  it('filters by person and by day in the address, and clears both at once', async () => {
    const queries = serveJournal();
    renderWithRouter(<Journal />, { url: '/journal', path: '/journal' });
    const user = userEvent.setup();
    expect(await screen.findByText('Accueil du matin synchronisé')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Personne' }), 'Luc Peeters');
    expect(await screen.findByTestId('url')).toHaveTextContent('/journal?person=volunteer-2');
    expect(await screen.findByText('Étape sur une inscription')).toBeVisible();
    expect(screen.queryByText('Accueil du matin synchronisé')).toBeNull();

    await user.type(screen.getByLabelText('Jour'), '2027-05-16');
    expect(screen.getByTestId('url')).toHaveTextContent('/journal?person=volunteer-2&day=2027-05-16');
    expect(await screen.findByText('Aucun changement pour ces filtres.')).toBeVisible();
    expect(queries).toContain('?person=volunteer-2&day=2027-05-16');

    await user.click(screen.getByRole('button', { name: 'Tout le journal' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/journal$/);
    expect(await screen.findByText('Accueil du matin synchronisé')).toBeVisible();
  });
});
