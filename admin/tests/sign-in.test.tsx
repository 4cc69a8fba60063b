import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SignInRoute } from '../src/app/routes/sign-in';
import { session } from '../src/lib/session';
import { renderWithRouter } from './render';
import { server } from './server';

async function signIn(password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'benevole@example.be');
  await userEvent.type(screen.getByLabelText(/^Mot de passe/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

/** The committee as it published itself: its name heads the sign-in screen. */
const committee = {
  committeeName: 'Comité du Parc Josaphat',
  quarterName: 'Quartier Josaphat',
  commune: 'Schaerbeek',
  postalCodes: '1030',
  streets: [{ id: 1, name: 'Rue Josaphat' }],
};

beforeEach(() => {
  server.use(http.get('*/api/committee', () => HttpResponse.json({ data: committee })));
});

describe('sign-in', () => {
  it('names the committee as it published itself', async () => {
    renderWithRouter(<SignInRoute />, { url: '/sign-in', path: '*' });
    expect(await screen.findByText('Comité du Parc Josaphat')).toBeVisible();
  });

  it('goes back to the page that was asked for', async () => {
    server.use(http.post('*/api/auth/local', () => HttpResponse.json({ jwt: 'access-token', user: { id: 1 } })));
    renderWithRouter(<SignInRoute />, { url: '/sign-in?redirectTo=%2Flocations%3Fpage%3D2&denied=1', path: '*' });
    expect(screen.getByRole('alert')).toHaveTextContent('Accès refusé');
    await signIn('Brocante-2027');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/locations?page=2'));
    expect(session.token).toBe('access-token');
  });

  it('never sends a person to another site', async () => {
    server.use(http.post('*/api/auth/local', () => HttpResponse.json({ jwt: 'access-token', user: { id: 1 } })));
    renderWithRouter(<SignInRoute />, { url: '/sign-in?redirectTo=%2F%2Fevil.example', path: '*' });
    await signIn('Brocante-2027');
    // The admin's first screen, the dashboard.
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/'));
  });

  it('checks what the person types with the shared schema, fetched once the form is painted', async () => {
    renderWithRouter(<SignInRoute />, { url: '/sign-in', path: '*' });
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.type(email, 'benevole@');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Adresse e-mail invalide.'));
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
  });

  it('says in French when the credentials are wrong', async () => {
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(
          { data: null, error: { status: 400, name: 'ValidationError', message: 'Adresse e-mail ou mot de passe incorrect.' } },
          { status: 400 },
        ),
      ),
    );
    renderWithRouter(<SignInRoute />, { url: '/sign-in', path: '*' });
    await signIn('mauvais');
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
    expect(screen.getByTestId('url')).toHaveTextContent('/sign-in');
  });
});
