import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_MESSAGES } from '@brocante/shared';
import { SignInRoute } from '../src/app/routes/sign-in';
import { SecondFactorSettings } from '../src/features/second-factor/components/SecondFactorSettings';
import { renderWithRouter } from './render';
import { server } from './server';

const refusal = (message: string, code: string) =>
  HttpResponse.json({ error: { status: 400, name: 'ValidationError', message, details: { code } } }, { status: 400 });

describe('the second factor', () => {
  it('is asked at sign-in once the password is right, then signs in with the code', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/committee', () => HttpResponse.json({ data: { committeeName: 'Comité du Parc' } })),
      http.post('*/api/auth/local', async ({ request }) => {
        const body = (await request.json()) as { code?: string };
        sent.push(body);
        if (!body.code) return refusal(API_MESSAGES.secondFactorRequired, 'second-factor-required');
        if (body.code !== '492039') return refusal(API_MESSAGES.secondFactorWrong, 'second-factor-wrong');
        return HttpResponse.json({ jwt: 'access-token', user: { id: 2 } });
      }),
    );
    renderWithRouter(<SignInRoute />, { url: '/sign-in', path: '*' });
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox', { name: /Code de l'application/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'tresorerie@example.be');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Brocante-2027');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(API_MESSAGES.secondFactorRequired)).toBeVisible();
    const code = screen.getByRole('textbox', { name: /Code de l'application/ });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(API_MESSAGES.secondFactorWrong)).toBeVisible();
    await user.clear(code);
    await user.type(code, '492039');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/));
    expect(sent.at(-1)).toEqual({ identifier: 'tresorerie@example.be', password: 'Brocante-2027', code: '492039' });
  });

  it('is set up from a QR code and one code, and shows the recovery codes once', async () => {
    let enabled = false;
    server.use(
      http.get('*/api/second-factor', () => HttpResponse.json({ data: { enabled, recoveryCodesLeft: enabled ? 10 : 0 } })),
      http.post('*/api/second-factor/enrolment', () =>
        HttpResponse.json({
          data: { uri: 'otpauth://totp/Brocante:tresorerie%40example.be?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' },
        }),
      ),
      http.post('*/api/second-factor/confirmation', async ({ request }) => {
        const { data } = (await request.json()) as { data: { code: string } };
        if (data.code !== '123456') return refusal(API_MESSAGES.secondFactorWrong, 'second-factor-wrong');
        enabled = true;
        return HttpResponse.json({ data: { recoveryCodes: ['ABCD-EFGH', 'IJKL-MNOP'] } });
      }),
    );
    renderWithRouter(<SecondFactorSettings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mettre en place la double authentification' }));
    expect(await screen.findByRole('img', { name: "Code QR pour l'application d'authentification" })).toBeVisible();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Code de l'application/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(await screen.findByText(API_MESSAGES.secondFactorWrong)).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: /Code de l'application/ }));
    await user.type(screen.getByRole('textbox', { name: /Code de l'application/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    const codes = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ABCD-EFGH', 'IJKL-MNOP']);
  });
});
