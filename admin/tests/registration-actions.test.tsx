import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, vi } from 'vitest';
import { RegistrationDetail } from '../src/features/registrations/components/RegistrationDetail';
import { renderWithRouter } from './render';
import { FREE, registrationApi, serveHistory, waiting } from './registration-fixtures';
import { server } from './server';

const actions = () => within(screen.getByRole('region', { name: 'Actions' }));

beforeEach(serveHistory);

describe('a registration seen by a volunteer', () => {
  it('offers the steps the lifecycle allows for its status, and none once cancelled', () => {
    const { unmount } = renderWithRouter(<RegistrationDetail registration={waiting} freePitches={FREE} />);
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Marquer payée', "Annuler l'inscription", "Sortir de la liste d'attente"]);
    unmount();
    renderWithRouter(
      <RegistrationDetail registration={{ ...waiting, status: 'pending', locations: [FREE[2]!] }} freePitches={[]} />,
    );
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Marquer payée', "Annuler l'inscription"]);
  });

  it('shows no step and no pitch form for a cancelled registration', () => {
    renderWithRouter(<RegistrationDetail registration={{ ...waiting, status: 'cancelled' }} freePitches={FREE} />);
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Emplacement libre' })).toBeNull();
  });

  it('sends the step a button names', async () => {
    const sent = registrationApi();
    renderWithRouter(<RegistrationDetail registration={waiting} freePitches={FREE} />);
    await userEvent.click(actions().getByRole('button', { name: 'Marquer payée' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: 'steps doc1', body: { data: { event: 'pay' } } }]));
  });

  it('asks before cancelling, and sends nothing when the volunteer says no', async () => {
    const sent = registrationApi();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    try {
      renderWithRouter(<RegistrationDetail registration={waiting} freePitches={FREE} />);
      await userEvent.click(actions().getByRole('button', { name: "Annuler l'inscription" }));
      expect(confirm).toHaveBeenCalledWith(expect.stringContaining('on ne peut pas revenir en arrière'));
      expect(sent).toEqual([]);
      confirm.mockReturnValue(true);
      await userEvent.click(actions().getByRole('button', { name: "Annuler l'inscription" }));
      await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: 'steps doc1', body: { data: { event: 'cancel' } } }]));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows the server's French refusal in the banner", async () => {
    server.use(
      http.post('*/api/registrations/:id/steps', () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: "Aucun emplacement n'est libre pour le moment.",
              details: { code: 'no-free-location' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithRouter(<RegistrationDetail registration={waiting} freePitches={[]} />);
    await userEvent.click(actions().getByRole('button', { name: "Sortir de la liste d'attente" }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Aucun emplacement n'est libre pour le moment.");
  });

  it("offers the neighbor's own pitch first, then their street's, and assigns the one chosen", async () => {
    const sent = registrationApi();
    renderWithRouter(<RegistrationDetail registration={waiting} freePitches={FREE} />);
    const free = screen.getByRole('combobox', { name: 'Emplacement libre' });
    expect([...free.querySelectorAll('option')].map((option) => option.textContent).slice(1)).toEqual([
      'R3, Rue du Ramier (devant le n° 5)',
      'R2, Rue du Ramier (devant le n° 3)',
      'A1, Avenue des Trois Tilleuls (devant le n° 1)',
    ]);
    await userEvent.selectOptions(free, 'pitch-R3');
    await userEvent.click(screen.getByRole('button', { name: 'Attribuer' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PUT', path: 'locations doc1', body: { data: { locations: ['pitch-R3'] } } }]),
    );
  });

  it('asks for as many pitches as the registration wants, never the same twice, and shows how its amount is made up', async () => {
    const sent = registrationApi();
    renderWithRouter(
      <RegistrationDetail registration={{ ...waiting, pitchCount: 2, deposit: 5, amount: 35 }} freePitches={FREE} />,
    );
    expect(screen.getByText(/2 emplacements × 15,00/)).toHaveTextContent(
      /2 emplacements × 15,00\s€ \+ caution 5,00\s€ = 35,00\s€/,
    );
    expect(screen.getByText(/à rendre ou garder après la brocante/)).toBeVisible();
    const first = screen.getByRole('combobox', { name: 'Emplacement libre n° 1' });
    const second = screen.getByRole('combobox', { name: 'Emplacement libre n° 2' });
    expect(screen.getByRole('button', { name: 'Attribuer' })).toBeDisabled();
    await userEvent.selectOptions(first, 'pitch-R3');
    expect([...second.querySelectorAll('option')].map((option) => option.value)).not.toContain('pitch-R3');
    await userEvent.selectOptions(second, 'pitch-R2');
    await userEvent.click(screen.getByRole('button', { name: 'Attribuer' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PUT', path: 'locations doc1', body: { data: { locations: ['pitch-R3', 'pitch-R2'] } } }]),
    );
  });
});
