import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminLayout } from '../src/app/layouts/AdminLayout';
import { AccountRoute } from '../src/app/routes/account';
import { session } from '../src/lib/session';
import { renderWithRouter } from './render';
import { server } from './server';

describe('the admin header', () => {
  it('names the committee as it published itself in the panel', async () => {
    server.use(
      http.get('*/api/committee', () =>
        HttpResponse.json({
          data: {
            committeeName: 'Comité du Parc Josaphat',
            quarterName: 'Quartier Josaphat',
            commune: 'Schaerbeek',
            postalCodes: '1030, 1140',
            streets: [{ id: 1, name: 'Rue Josaphat' }],
          },
        }),
      ),
    );
    renderWithRouter(<AdminLayout />, { url: '/', path: '*' });
    expect(await screen.findByText('Brocante — Comité du Parc Josaphat')).toBeVisible();
  });
});

describe("the admin header in the committee's colours", () => {
  it('shows the logo and wears the accent colour the committee gave in the panel', async () => {
    server.use(
      http.get('*/api/committee', () =>
        HttpResponse.json({
          data: {
            committeeName: 'Comité du Parvis',
            quarterName: '',
            commune: '',
            postalCodes: '',
            streets: [],
            logo: { url: '/uploads/logo_parvis_4f2a.png', alternativeText: null },
            accentColor: '#1a5e3a',
          },
        }),
      ),
    );
    renderWithRouter(<AdminLayout />, { url: '/', path: '*' });
    const title = await screen.findByText('Brocante — Comité du Parvis');
    expect(title.querySelector('img')).toHaveAttribute('src', '/uploads/logo_parvis_4f2a.png');
    const header = screen.getByRole('banner');
    expect(header.style.getPropertyValue('--leaf-dark')).toBe('#1a5e3a');
    expect(header.style.getPropertyValue('--leaf')).toBe('#1a5e3a');
  });
});

describe('signing out', () => {
  it('opens the sign-in screen at once, without « Accès refusé » nor a page to come back to, whatever was still asking', async () => {
    let signedIn = true;
    const refused = () =>
      HttpResponse.json({ error: { status: 401, name: 'UnauthorizedError', message: 'Accès refusé' } }, { status: 401 });
    server.use(
      http.get('*/api/team/me', () =>
        signedIn
          ? HttpResponse.json({ data: { email: 'coordination@example.be', role: 'coordination', secondFactorOwed: false } })
          : refused(),
      ),
      http.get('*/api/second-factor', () =>
        signedIn ? HttpResponse.json({ data: { enabled: true, recoveryCodesLeft: 10 } }) : refused(),
      ),
      http.post('*/api/auth/logout', () => {
        signedIn = false;
        return HttpResponse.json({ data: { ok: true } });
      }),
      http.post('*/api/auth/refresh', refused),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/admin/account', search: '', assign });
    session.set('jeton');
    const router = createMemoryRouter(
      [
        { element: <AdminLayout />, children: [{ path: '/account', element: <AccountRoute /> }] },
        { path: '/sign-in', element: <h1>Connexion des bénévoles</h1> },
      ],
      { initialEntries: ['/account'] },
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    try {
      render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
      expect(await screen.findByRole('heading', { name: 'Connexion des bénévoles' })).toBeVisible();
      expect(router.state.location.pathname + router.state.location.search).toBe('/sign-in');
      // Whatever was still asking, refused now, sends no one to « Accès refusé » and back to « Mon compte » after the
      // next sign-in.
      await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
      expect(assign).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
