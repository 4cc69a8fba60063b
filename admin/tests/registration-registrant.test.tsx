import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, vi } from 'vitest';
import { RegistrationDetail } from '../src/features/registrations/components/RegistrationDetail';
import { renderWithRouter } from './render';
import { FREE, serveHistory, waiting } from './registration-fixtures';
import { server } from './server';

// The person behind a registration: what happened to it, their private link, their language, their data.
beforeEach(serveHistory);

describe("the registration's history and the registrant's link", () => {
  it('lists what happened, by whom and when', async () => {
    renderWithRouter(<RegistrationDetail registration={waiting} freePitches={FREE} />);
    const history = within(screen.getByRole('region', { name: 'Historique' }));
    const items = await history.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "22 novembre 2026 à 11:00 — Inscription reçue — par la personne inscrite (liste d'attente)",
      '22 novembre 2026 à 11:00 — E-mail envoyé : « Brocante : inscription reçue »',
      '23 novembre 2026 à 09:00 — Paiement enregistré — par benevole@example.be',
    ]);
  });

  it('re-sends the link at once, and revokes it only once the volunteer confirms', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/registrations/:id/link', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { sent: true } });
      }),
    );
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    try {
      renderWithRouter(<RegistrationDetail registration={waiting} freePitches={FREE} />);
      await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
      expect(await screen.findByText('Le lien est renvoyé à marie@example.be.')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Révoquer le lien' }));
      expect(confirm).toHaveBeenCalledWith(expect.stringContaining("L'ancien ne fonctionnera plus"));
      await waitFor(() => expect(sent).toEqual([{ data: { action: 'resend' } }, { data: { action: 'revoke' } }]));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a refund due and an erasure asked for, and erases only once confirmed', async () => {
    let erased = 0;
    server.use(
      http.post('*/api/registrations/:id/erasure', () => {
        erased += 1;
        return HttpResponse.json({ data: { erased: true } });
      }),
    );
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    try {
      renderWithRouter(
        <RegistrationDetail
          registration={{
            ...waiting,
            status: 'cancelled',
            paidAmount: 15,
            refundRequestedAt: '2026-11-24T09:00:00.000Z',
            erasureRequestedAt: '2026-11-24T09:05:00.000Z',
          }}
          freePitches={FREE}
        />,
      );
      expect(screen.getByText(/Remboursement à faire : 15,00/)).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Effacer ses données' }));
      expect(erased).toBe(0);
      confirm.mockReturnValue(true);
      await userEvent.click(screen.getByRole('button', { name: 'Effacer ses données' }));
      await waitFor(() => expect(erased).toBe(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the registrant's language", () => {
  it('says in which language the person registered, French when none was stored', () => {
    const { unmount } = renderWithRouter(<RegistrationDetail registration={{ ...waiting, language: 'nl' }} freePitches={FREE} />);
    expect(screen.getByText('Langue').nextElementSibling).toHaveTextContent('néerlandais');
    unmount();
    renderWithRouter(<RegistrationDetail registration={waiting} freePitches={FREE} />);
    expect(screen.getByText('Langue').nextElementSibling).toHaveTextContent('français');
  });
});

describe('an erased registration', () => {
  it('is read from its record, not from its name: a person called Anonyme keeps their link, an erased one has none', () => {
    const { unmount } = renderWithRouter(
      <RegistrationDetail registration={{ ...waiting, firstName: 'Anonyme', anonymisedAt: null }} freePitches={FREE} />,
    );
    expect(screen.getByRole('region', { name: 'Lien privé de la personne' })).toBeVisible();
    unmount();
    renderWithRouter(
      <RegistrationDetail
        registration={{ ...waiting, firstName: 'Anonyme', lastName: 'n° 7', anonymisedAt: '2027-03-01T02:00:00.000Z' }}
        freePitches={FREE}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Lien privé de la personne' })).toBeNull();
  });
});
