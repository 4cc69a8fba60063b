import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { FR } from './texts';
import { configuration, pricing, quarter, routes } from './support/island-fixtures';
import { fillRegistration, introduction, liveSettings } from './support/registration-form';
import RegistrationForm from '../src/components/islands/RegistrationForm';

// What a registration costs as the form shows it: several pitches with a deposit, or nothing at all.
describe('registration form', () => {
  it('asks for several pitches within the limit and shows what they cost with the deposit, as the server prices them', async () => {
    const fetchMock = routes({
      ...liveSettings(configuration, { ...pricing, deposit: 5, pitchesPerRegistration: 2 }),
      '/api/registrations': [400, { data: null, error: { status: 400, name: 'ValidationError', message: 'Refusé.' } }],
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <RegistrationForm
        language="fr"
        texts={FR}
        kind="visitor"
        quarter={quarter}
        builtConfiguration={configuration}
        builtPricing={pricing}
        introduction={introduction}
      />,
    );
    const count = await screen.findByRole('combobox', { name: "Nombre d'emplacements" });
    expect([...count.querySelectorAll('option:not([disabled])')].map((option) => option.textContent)).toEqual([
      '1 emplacement',
      '2 emplacements',
    ]);
    expect(screen.getByText(/plus une caution de/)).toHaveTextContent(
      /Prix : 15,00\s€ par emplacement, plus une caution de 5,00\s€ par inscription/,
    );
    await userEvent.selectOptions(count, '2');
    expect(screen.getByText(/À payer par virement/)).toHaveTextContent(/2 emplacements × 15,00\s€ \+ caution 5,00\s€ = 35,00\s€/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Jean');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Peeters');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'jean@example.be');
    await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0470 12 34 56');
    await userEvent.type(screen.getByRole('textbox', { name: 'Rue' }), 'Chaussée de Waterloo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Numéro' }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code postal' }), '1180');
    await userEvent.type(screen.getByRole('textbox', { name: 'Commune' }), 'Uccle');
    await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte le/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /J'ai lu la/ }));
    await userEvent.click(screen.getByRole('button', { name: "Je m'inscris" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refusé.');
    const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/registrations'))!;
    expect(JSON.parse(String(sent[1]!.body)).data.pitchCount).toBe(2);
  });

  it('confirms a neighbor who registers for free, with no transfer to make', async () => {
    const receipt = {
      status: 'paid',
      amount: { pitchCount: 1, pitchPrice: 0, deposit: 0, total: 0 },
      transfer: null,
      locations: [{ name: 'R3', street: 'Rue du Ramier', number: '5' }],
      waitlistPosition: null,
    };
    vi.stubGlobal(
      'fetch',
      routes({
        ...liveSettings(configuration, { ...pricing, neighborPrice: 0 }),
        '/api/registrations': [201, { data: receipt }],
      }),
    );
    render(
      <RegistrationForm
        language="fr"
        texts={FR}
        kind="neighbor"
        quarter={quarter}
        builtConfiguration={configuration}
        builtPricing={pricing}
        introduction={introduction}
      />,
    );
    await waitFor(() =>
      expect(screen.getByText(/Prix pour les riverains/)).toHaveTextContent('Prix pour les riverains : gratuit'),
    );
    expect(screen.getByText(/Rien à payer/)).toHaveTextContent('Rien à payer : votre inscription est confirmée dès son envoi.');
    expect(screen.queryByRole('combobox', { name: "Nombre d'emplacements" })).toBeNull();
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: "Je m'inscris" }));
    expect(await screen.findByRole('heading', { name: 'Inscription confirmée' })).toBeVisible();
    expect(screen.getByText(/Il n'y a rien à payer/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Copier/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /Code QR/ })).toBeNull();
  });
});
