import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_MESSAGES, type TeamMember } from '@brocante/shared';
import { TeamList } from '../src/features/team/components/TeamList';
import { renderWithRouter } from './render';
import { server } from './server';

const TEAM: TeamMember[] = [
  {
    id: 'volunteer-1',
    kind: 'volunteer',
    name: 'Marie Dupont',
    language: 'fr',
    email: 'benevole@example.be',
    role: 'coordination',
    active: true,
    lastSignInAt: '2027-03-02T08:30:00.000Z',
    secondFactor: true,
  },
  {
    id: 'volunteer-2',
    kind: 'volunteer',
    name: null,
    language: 'nl',
    email: 'tresorerie@example.be',
    role: 'tresorerie',
    active: true,
    lastSignInAt: null,
    secondFactor: false,
  },
  {
    id: 'volunteer-3',
    kind: 'volunteer',
    name: 'Paul Ancien',
    language: 'fr',
    email: 'ancien@example.be',
    role: 'inscriptions',
    active: false,
    lastSignInAt: '2026-04-19T07:00:00.000Z',
    secondFactor: false,
  },
  {
    id: 'editor-1',
    kind: 'editor',
    name: 'Élise Éditrice',
    language: 'fr',
    email: 'editeur@example.be',
    role: 'redaction',
    active: true,
    lastSignInAt: null,
    secondFactor: false,
  },
];

/** The team as the server keeps it, changed by each PUT it accepts; `refuse`: its answer to a change instead. */
function serveTeam(refuse?: { status: number; message: string }) {
  let team = TEAM.map((member) => ({ ...member }));
  const changes: unknown[] = [];
  server.use(
    http.get('*/api/team', () => HttpResponse.json({ data: team })),
    http.put('*/api/team/:id', async ({ params, request }) => {
      const { data } = (await request.json()) as { data: Partial<TeamMember> };
      changes.push({ id: params.id, ...data });
      if (refuse)
        return HttpResponse.json({ error: { status: refuse.status, message: refuse.message } }, { status: refuse.status });
      team = team.map((member) => (member.id === params.id ? { ...member, ...data } : member));
      return HttpResponse.json({ data: team.find((member) => member.id === params.id) });
    }),
  );
  return changes;
}

const rowOf = async (email: string) => (await screen.findByRole('rowheader', { name: email })).closest('tr') as HTMLElement;

describe('the team a coordinator runs', () => {
  it('lists each volunteer with their role, state and last sign-in', async () => {
    serveTeam();
    renderWithRouter(<TeamList />);
    const coordinator = within(await rowOf('benevole@example.be'));
    expect(coordinator.getByRole('combobox', { name: 'Rôle de benevole@example.be' })).toHaveDisplayValue('Coordination');
    expect(coordinator.getByText('Actif')).toBeVisible();
    expect(coordinator.getByText('Marie Dupont')).toBeVisible();
    expect(coordinator.getByText('2 mars 2027 à 09:30')).toBeVisible();
    const treasurer = within(await rowOf('tresorerie@example.be'));
    expect(treasurer.getByText('Jamais')).toBeVisible();
    expect(treasurer.getByText('néerlandais')).toBeVisible();
    const former = within(await rowOf('ancien@example.be'));
    expect(former.getByText('Désactivé')).toBeVisible();
    expect(former.getByRole('button', { name: 'Réactiver' })).toBeVisible();
    const editor = within(await rowOf('editeur@example.be'));
    expect(editor.getByText('Rédaction (panneau Strapi)')).toBeVisible();
    expect(editor.queryByRole('combobox')).toBeNull();
    expect(editor.getByRole('button', { name: 'Désactiver' })).toBeVisible();
  });

  it('gives another role from the list, and deactivates only after a question', async () => {
    const changes = serveTeam();
    renderWithRouter(<TeamList />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rôle de tresorerie@example.be' }), 'Inscriptions');
    expect(await screen.findByRole('combobox', { name: 'Rôle de tresorerie@example.be' })).toHaveDisplayValue('Inscriptions');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const row = within(await rowOf('tresorerie@example.be'));
    await user.click(row.getByRole('button', { name: 'Désactiver' }));
    expect(changes).toEqual([{ id: 'volunteer-2', role: 'inscriptions' }]);
    await user.click(row.getByRole('button', { name: 'Désactiver' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Désactiver le compte de tresorerie@example.be ? La personne est déconnectée tout de suite et ne peut plus se connecter.',
    );
    expect(await within(await rowOf('tresorerie@example.be')).findByText('Désactivé')).toBeVisible();
    expect(changes).toEqual([
      { id: 'volunteer-2', role: 'inscriptions' },
      { id: 'volunteer-2', active: false },
    ]);
    confirm.mockRestore();
  });

  it('resets a volunteer’s second factor after a question', async () => {
    serveTeam();
    let reset: string | undefined;
    server.use(
      http.post('*/api/team/:id/second-factor-reset', ({ params }) => {
        reset = String(params.id);
        return HttpResponse.json({ data: { ...TEAM[0], secondFactor: false } });
      }),
    );
    renderWithRouter(<TeamList />);
    const coordinator = within(await rowOf('benevole@example.be'));
    expect(coordinator.getByText('Active')).toBeVisible();
    expect(within(await rowOf('tresorerie@example.be')).queryByRole('button', { name: 'Réinitialiser' })).toBeNull();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.setup().click(coordinator.getByRole('button', { name: 'Réinitialiser' }));
    expect(confirm).toHaveBeenCalledWith(
      'Réinitialiser la double authentification de benevole@example.be ? La personne est déconnectée et se reconnecte avec son seul mot de passe, puis la remet en place.',
    );
    expect(reset).toBe('volunteer-1');
    confirm.mockRestore();
  });

  it('says the server’s refusal to leave the committee without a coordinator', async () => {
    serveTeam({ status: 400, message: API_MESSAGES.lastCoordinator });
    renderWithRouter(<TeamList />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rôle de benevole@example.be' }), 'Trésorerie');
    expect(await screen.findByText(API_MESSAGES.lastCoordinator)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Rôle de benevole@example.be' })).toHaveDisplayValue('Coordination');
  });
});
