import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_MESSAGES, type InvitationPreview, type TeamInvitation } from '@brocante/shared';
import { JoinForm } from '../src/features/join/components/JoinForm';
import { InviteForm } from '../src/features/team/components/InviteForm';
import { PendingInvitations } from '../src/features/team/components/PendingInvitations';
import { renderWithRouter } from './render';
import { server } from './server';

const KEY = 'k'.repeat(43);

describe('inviting into the team', () => {
  it('sends the address, the role and the language, and says the link was sent', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/team-invitations', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            data: {
              id: 7,
              email: 'sophie@example.be',
              role: 'tresorerie',
              language: 'nl',
              invitedBy: null,
              expiresAt: '2027-03-09T10:00:00.000Z',
            },
          },
          { status: 201 },
        );
      }),
    );
    renderWithRouter(<InviteForm />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'sophie@example.be');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Rôle/ }), 'Trésorerie');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Langue/ }), 'néerlandais');
    await user.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(
      await screen.findByText('Invitation envoyée à sophie@example.be : le lien vaut 7 jours, une seule fois.'),
    ).toBeVisible();
    expect(sent).toEqual({ data: { email: 'sophie@example.be', role: 'tresorerie', language: 'nl' } });
  });

  it('lists the invitations waiting, an expired one said so, sent again or withdrawn after a question', async () => {
    const pending: TeamInvitation[] = [
      {
        id: 3,
        email: 'lotte@example.be',
        role: 'accueil',
        language: 'nl',
        invitedBy: 'benevole@example.be',
        expiresAt: '2020-01-01T10:00:00.000Z',
      },
    ];
    const calls: string[] = [];
    server.use(
      http.get('*/api/team-invitations', () => HttpResponse.json({ data: pending })),
      http.post(
        '*/api/team-invitations/:id/resend',
        ({ params }) => (calls.push(`resend ${params.id}`), HttpResponse.json({ data: pending[0] })),
      ),
      http.delete(
        '*/api/team-invitations/:id',
        ({ params }) => (calls.push(`revoke ${params.id}`), HttpResponse.json({ data: { revoked: true } })),
      ),
    );
    renderWithRouter(<PendingInvitations />);
    expect((await screen.findByText('lotte@example.be')).closest('p')).toHaveTextContent(
      'lotte@example.be — Accueil du jour, en néerlandais, par benevole@example.be — lien expiré',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Renvoyer' }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(confirm).toHaveBeenCalledWith("Retirer l'invitation de lotte@example.be ? Son lien ne fonctionnera plus.");
    await vi.waitFor(() => expect(calls).toEqual(['resend 3', 'revoke 3']));
    confirm.mockRestore();
  });
});

describe('the invitee’s page', () => {
  const invitation = (language: 'fr' | 'nl'): InvitationPreview => ({
    email: 'jan@example.be',
    role: 'accueil',
    language,
    committeeName: 'Comité du Parvis',
  });

  it('speaks Dutch to a Dutch invitee, refuses a short password in Dutch, and joins', async () => {
    let answer: unknown;
    server.use(
      http.post('*/api/team-invitation-acceptances', async ({ request }) => {
        answer = await request.json();
        return HttpResponse.json({ data: { email: 'jan@example.be', panel: false } }, { status: 201 });
      }),
    );
    renderWithRouter(<JoinForm invitationKey={KEY} invitation={invitation('nl')} />);
    expect(screen.getByRole('heading', { name: 'Lid worden van het team van Comité du Parvis' })).toBeVisible();
    expect(screen.getByText('U bent uitgenodigd met het adres jan@example.be, met de rol « Onthaal van de dag ».')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Uw naam/ }), 'Jan Peeters');
    await user.type(screen.getByLabelText(/^Uw wachtwoord/), 'kort');
    await user.tab();
    expect(await screen.findByText(/Minstens 12 tekens/)).toBeVisible();
    await user.clear(screen.getByLabelText(/^Uw wachtwoord/));
    await user.type(screen.getByLabelText(/^Uw wachtwoord/), 'Onthaal-aan-het-Voorplein');
    await user.click(screen.getByRole('button', { name: 'Lid worden van het team' }));
    expect(await screen.findByText(/Uw account is klaar\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/sign-in');
    expect(answer).toEqual({ data: { key: KEY, name: 'Jan Peeters', password: 'Onthaal-aan-het-Voorplein' } });
  });

  it('shows the server’s refusal of a link that can no longer be taken', async () => {
    server.use(
      http.post('*/api/team-invitation-acceptances', () =>
        HttpResponse.json({ error: { status: 400, message: API_MESSAGES.invitationInvalid } }, { status: 400 }),
      ),
    );
    renderWithRouter(<JoinForm invitationKey={KEY} invitation={invitation('fr')} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Votre nom/ }), 'Jan Peeters');
    await user.type(screen.getByLabelText(/^Votre mot de passe/), 'Accueil-du-Parvis-2027');
    await user.click(screen.getByRole('button', { name: 'Rejoindre l’équipe' }));
    expect(await screen.findByText(API_MESSAGES.invitationInvalid)).toBeVisible();
  });
});
