import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_MESSAGES, API_MESSAGES_NL } from '@brocante/shared';
import { PasswordResetForm, PasswordResetRequest } from '../src/features/password-reset/components/PasswordResetForms';
import { renderWithRouter } from './render';
import { server } from './server';

describe('a forgotten password', () => {
  it('asks for the address and says the server’s one answer', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/password-reset-requests', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { message: API_MESSAGES.passwordResetSent } }, { status: 202 });
      }),
    );
    renderWithRouter(<PasswordResetRequest language="fr" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'marie@example.be');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByText(API_MESSAGES.passwordResetSent)).toBeVisible();
    expect(sent).toEqual({ data: { email: 'marie@example.be' } });
  });

  it('takes the new password in Dutch from a Dutch volunteer’s link, and shows a spent link’s refusal', async () => {
    server.use(
      http.post('*/api/password-resets', () =>
        HttpResponse.json({ error: { status: 400, message: API_MESSAGES_NL.passwordResetInvalid } }, { status: 400 }),
      ),
    );
    renderWithRouter(<PasswordResetForm resetKey={'k'.repeat(43)} language="nl" />);
    expect(screen.getByRole('heading', { name: 'Nieuw wachtwoord' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nieuw wachtwoord/, { selector: 'input' }), 'Een-lange-zin-als-wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Het wachtwoord wijzigen' }));
    expect(await screen.findByText(API_MESSAGES_NL.passwordResetInvalid)).toBeVisible();
  });
});
