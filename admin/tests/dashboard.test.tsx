import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DashboardFigures } from '@brocante/shared';
import { Dashboard } from '../src/features/dashboard/components/Dashboard';
import { renderWithRouter } from './render';
import { server } from './server';

const FIGURES: DashboardFigures = {
  pitches: { total: 30, free: 12, awaitingPayment: 6, paid: 9, arrived: 3 },
  money: { expected: 270, received: 180, refundsDue: 15 },
  waitingList: 4,
  kinds: { neighbor: 8, visitor: 14 },
  perDay: [
    { day: '2027-03-01', count: 5 },
    { day: '2027-03-02', count: 0 },
    { day: '2027-03-03', count: 17 },
  ],
  undeliveredEmails: [],
};

describe('the dashboard', () => {
  it('shows pitches by state, money, the waiting list, kinds, and registrations per day as a chart and a table', async () => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ data: FIGURES })));
    renderWithRouter(<Dashboard />);
    const pitches = within(await screen.findByRole('region', { name: 'Emplacements (30)' }));
    expect(pitches.getByText('Libres').nextSibling).toHaveTextContent('12');
    expect(pitches.getByText('Exposants arrivés').nextSibling).toHaveTextContent('3');
    const money = within(screen.getByRole('region', { name: 'Argent' }));
    expect(money.getByText('Attendu').nextSibling).toHaveTextContent(/270,00/);
    expect(money.getByRole('link', { name: /15,00/ })).toHaveAttribute('href', '/registrations/refunds');
    const people = within(screen.getByRole('region', { name: 'Inscriptions' }));
    expect(people.getByRole('link', { name: '4' })).toHaveAttribute('href', '/registrations?status=waitlist');
    expect(people.getByText(/Inscriptions par jour, du 1 mars 2027 au 3 mars 2027 \(au plus 17/)).toBeVisible();
    await userEvent.click(people.getByText('Les chiffres jour par jour'));
    expect(people.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'JourInscriptions',
      '1 mars 20275',
      '2 mars 20270',
      '3 mars 202717',
    ]);
  });

  it('lists the registrations whose e-mail could not be delivered, each a link to correct the address', async () => {
    const undeliveredEmails = [
      {
        documentId: 'doc1',
        firstName: 'Marie',
        lastName: 'Dupont',
        subject: 'Brocante : inscription reçue',
        reason: "Can't send mail - all recipients were rejected: 550 <marie@gmial.com>: Recipient address rejected: User unknown",
        at: '2027-03-02T09:30:00.000Z',
      },
    ];
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ data: { ...FIGURES, undeliveredEmails } })));
    renderWithRouter(<Dashboard />);
    const undelivered = within(await screen.findByRole('region', { name: 'E-mails non remis (1)' }));
    expect(undelivered.getByRole('link', { name: 'Marie Dupont' })).toHaveAttribute('href', '/registrations/doc1');
    expect(undelivered.getByRole('listitem')).toHaveTextContent(
      'Marie Dupont : « Brocante : inscription reçue », refusé le 2 mars 2027',
    );
  });

  it('says when every e-mail was accepted by the mail servers', async () => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ data: FIGURES })));
    renderWithRouter(<Dashboard />);
    const undelivered = within(await screen.findByRole('region', { name: 'E-mails non remis (0)' }));
    expect(undelivered.getByText('Aucun e-mail refusé par un serveur de messagerie.')).toBeVisible();
  });
});
