import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StaffRole } from '@brocante/shared';
import { AdminLayout } from '../src/app/layouts/AdminLayout';
import { screenFor } from '../src/app/screen-action';
import { meHandler, server } from './server';

/** The admin's frame with three of its screens, each naming the action its role needs, as the router does. */
function renderAs(role: StaffRole, url: string) {
  server.use(meHandler(role));
  const router = createMemoryRouter(
    [
      {
        element: <AdminLayout />,
        children: [
          { index: true, handle: screenFor('dashboard'), element: <p>Les chiffres</p> },
          { path: '/registrations', handle: screenFor('registrations.read'), element: <p>La liste des inscriptions</p> },
          { path: '/check-in', handle: screenFor('check-in'), element: <p>Les arrivées</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Administration' }));

describe('what a volunteer’s role opens in the admin', () => {
  it('gives the day helper the check-in screen only, and says why the list is closed to them', async () => {
    renderAs('accueil', '/registrations');
    expect(await screen.findByRole('heading', { name: 'Écran réservé' })).toBeVisible();
    expect(
      screen.getByText(
        "Votre rôle dans l'équipe (Accueil du jour) ne permet pas d'ouvrir cet écran : demandez-le à la coordination du comité.",
      ),
    ).toBeVisible();
    expect(screen.queryByText('La liste des inscriptions')).toBeNull();
    expect(
      menu()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil du jour']);
    expect(screen.getByRole('link', { name: 'Aller à « Accueil du jour »' })).toHaveAttribute('href', '/check-in');
  });

  it('opens the day helper’s phone on the check-in screen', async () => {
    const router = renderAs('accueil', '/');
    expect(await screen.findByText('Les arrivées')).toBeVisible();
    expect(router.state.location.pathname).toBe('/check-in');
  });

  it('shows the treasurer the money’s screens, and the committee’s account without the editions', async () => {
    renderAs('tresorerie', '/registrations');
    expect(await screen.findByText('La liste des inscriptions')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Compte du comité' })).toBeVisible();
    expect(
      menu()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tableau de bord', 'Réservations', 'Compte du comité']);
  });

  it('shows the coordinator every screen', async () => {
    renderAs('coordination', '/');
    expect(await screen.findByText('Les chiffres')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Éditions' })).toBeVisible();
    expect(
      menu()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Tableau de bord',
      'Réservations',
      'Emplacements',
      'Plan',
      'Message',
      'Accueil du jour',
      'Éditions',
      'Équipe',
      'Journal',
    ]);
  });
});
