import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import { RegistrationDetail } from '../src/features/registrations/components/RegistrationDetail';
import type { Registration } from '../src/features/registrations/types';
import { renderWithRouter } from './render';
import { serveHistory, waiting } from './registration-fixtures';
import { server } from './server';

beforeEach(serveHistory);

describe('an e-mail the mail server refused for good', () => {
  const undelivered: Registration = {
    ...waiting,
    email: 'marie@gmial.com',
    undeliveredEmail: {
      subject: 'Brocante : inscription reçue',
      reason: "Can't send mail - all recipients were rejected: 550 <marie@gmial.com>: Recipient address rejected: User unknown",
      at: '2026-11-22T10:00:05.000Z',
    },
  };

  it('shows « E-mail non remis » with the reason and date, and sends the corrected address, suggested from the typo', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/registrations/:id/email', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ data: { resent: 1 } });
      }),
    );
    renderWithRouter(<RegistrationDetail registration={undelivered} freePitches={[]} />);
    const notice = within(screen.getByRole('region', { name: 'E-mail non remis' }));
    expect(notice.getByText(/n'a pas pu être remis/)).toHaveTextContent(
      "L'e-mail « Brocante : inscription reçue » n'a pas pu être remis à marie@gmial.com le 22 novembre 2026",
    );
    expect(notice.getByText(/Raison donnée/)).toHaveTextContent(
      '550 <marie@gmial.com>: Recipient address rejected: User unknown',
    );

    const field = notice.getByRole('textbox', { name: 'Adresse e-mail corrigée' });
    // The address as it is needs no sending again; a malformed one is refused with the forms' message.
    expect(notice.getByRole('button', { name: 'Corriger et renvoyer' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'marie@gmail');
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription('Adresse e-mail invalide.');
    await userEvent.clear(field);
    await userEvent.type(field, 'marie@gmial.com');
    await userEvent.tab();
    await userEvent.click(await notice.findByRole('button', { name: 'marie@gmail.com' }));
    expect(field).toHaveValue('marie@gmail.com');
    await userEvent.click(notice.getByRole('button', { name: 'Corriger et renvoyer' }));

    await waitFor(() => expect(sent).toEqual([{ id: 'doc1', body: { data: { email: 'marie@gmail.com' } } }]));
    expect(await screen.findByText('Adresse corrigée : 1 e-mail renvoyé à marie@gmail.com.')).toBeVisible();
  });

  it('shows no such notice for a registration whose e-mails went', () => {
    renderWithRouter(<RegistrationDetail registration={waiting} freePitches={[]} />);
    expect(screen.queryByRole('region', { name: 'E-mail non remis' })).toBeNull();
  });
});
