import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TeamSettings } from '@brocante/shared';
import { TeamRoute } from '../src/app/routes/team';
import { renderWithRouter } from './render';
import { server } from './server';

describe('the team’s rules, on « Équipe »', () => {
  it('show the exhibitors’ phone numbers to the day’s helpers only after a question that says who keeps them', async () => {
    let settings: TeamSettings = { secondFactorRequired: true, helpersSeePhones: false };
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/team', () => HttpResponse.json({ data: [] })),
      http.get('*/api/team-invitations', () => HttpResponse.json({ data: [] })),
      http.get('*/api/team-settings', () => HttpResponse.json({ data: settings })),
      http.put('*/api/team-settings', async ({ request }) => {
        const body = (await request.json()) as { data: Partial<TeamSettings> };
        sent.push(body);
        settings = { ...settings, ...body.data };
        return HttpResponse.json({ data: settings });
      }),
    );
    const asked = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithRouter(<TeamRoute />);
    const secondFactor = await screen.findByRole('region', { name: 'Double authentification exigée' });
    // Each says « Chargement… » until the rules arrive: waited for until it says them.
    await waitFor(() => expect(within(secondFactor).getByRole('status')).toHaveTextContent('Exigée'));
    const phones = screen.getByRole('region', { name: "Téléphone des exposants à l'accueil" });
    await waitFor(() =>
      expect(within(phones).getByRole('status')).toHaveTextContent(
        "Caché : seules la coordination et les inscriptions le voient à l'accueil.",
      ),
    );
    const user = userEvent.setup();
    await user.click(within(phones).getByRole('button', { name: 'Le montrer' }));
    expect(asked.mock.calls[0]![0]).toContain("Chaque téléphone de l'accueil le garde pour la journée");
    expect(sent).toEqual([]);
    await user.click(within(phones).getByRole('button', { name: 'Le montrer' }));
    await waitFor(() =>
      expect(within(phones).getByRole('status')).toHaveTextContent(
        "Montré : l'accueil du jour peut appeler un exposant en retard.",
      ),
    );
    expect(sent).toEqual([{ data: { helpersSeePhones: true } }]);
    asked.mockRestore();
  });
});
