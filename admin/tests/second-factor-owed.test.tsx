import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { API_MESSAGES, type StaffRole } from '@brocante/shared';
import { AdminLayout } from '../src/app/layouts/AdminLayout';
import { AccountRoute } from '../src/app/routes/account';
import { screenFor } from '../src/app/screen-action';
import { meHandler, server } from './server';

/** The admin's frame with the registrations' screen and « Mon compte », for a volunteer of `role` who owes a second factor. */
function renderOwing(role: StaffRole, owed: () => boolean) {
  server.use(
    meHandler(role, owed),
    http.get('*/api/second-factor', () => HttpResponse.json({ data: { enabled: !owed(), recoveryCodesLeft: 0 } })),
  );
  const router = createMemoryRouter(
    [
      {
        element: <AdminLayout />,
        children: [
          { path: '/registrations', handle: screenFor('registrations.read'), element: <p>La liste des inscriptions</p> },
          { path: '/account', element: <AccountRoute /> },
        ],
      },
    ],
    { initialEntries: ['/registrations'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Administration' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('a volunteer who owes the committee a second factor', () => {
  it('lands on « Mon compte » from any screen, enrols, keeps the recovery codes shown, and finds the role’s screens', async () => {
    let owed = true;
    server.use(
      http.post('*/api/second-factor/enrolment', () =>
        HttpResponse.json({ data: { uri: 'otpauth://totp/Brocante:t?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' } }),
      ),
      http.post('*/api/second-factor/confirmation', () => {
        owed = false;
        return HttpResponse.json({ data: { recoveryCodes: ['ABCD-EFGH'] } });
      }),
    );
    const router = renderOwing('tresorerie', () => owed);
    expect(await screen.findByText(API_MESSAGES.secondFactorOwed)).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByText('La liste des inscriptions')).toBeNull();
    expect(menuLinks()).toEqual([]);
    // The rule is the coordination's: a treasurer is not offered it.
    expect(screen.queryByRole('heading', { name: 'Double authentification exigée' })).toBeNull();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mettre en place la double authentification' }));
    await user.type(await screen.findByRole('textbox', { name: /Code de l'application/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    await waitFor(() => expect(menuLinks()).toContain('Réservations'));
    expect(screen.queryByText(API_MESSAGES.secondFactorOwed)).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Codes de secours' })).getByText('ABCD-EFGH')).toBeVisible();
  });

  it('as a coordinator whose phone takes no app, switches the rule off after saying it is announced', async () => {
    let required = true;
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/team-settings', () => HttpResponse.json({ data: { secondFactorRequired: required } })),
      http.put('*/api/team-settings', async ({ request }) => {
        sent.push(await request.json());
        required = false;
        return HttpResponse.json({ data: { secondFactorRequired: false } });
      }),
    );
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderOwing('coordination', () => required);
    const rule = await screen.findByRole('region', { name: 'Double authentification exigée' });
    expect(await within(rule).findByRole('status')).toHaveTextContent(
      'Exigée : la coordination et la trésorerie la mettent en place avant toute autre chose.',
    );
    await userEvent.setup().click(within(rule).getByRole('button', { name: 'Ne plus l’exiger' }));
    expect(asked.mock.calls[0]![0]).toContain('Chaque bénévole en est averti par e-mail');
    await waitFor(() => expect(menuLinks()).toContain('Équipe'));
    expect(sent).toEqual([{ data: { secondFactorRequired: false } }]);
    asked.mockRestore();
  });
});
