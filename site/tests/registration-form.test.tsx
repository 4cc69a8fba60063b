import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { FR } from './texts';
import { quarterOf } from '@brocante/shared';
import { configuration, pricing, quarter, routes } from './support/island-fixtures';
import { fillRegistration, introduction, liveSettings } from './support/registration-form';
import RegistrationForm from '../src/components/islands/RegistrationForm';

// The form's address fields, what it sends and the receipt it shows; its availability and prices are in
// registration-availability.test.tsx and registration-pricing.test.tsx.
describe('registration form', () => {
  it('offers the quarter streets to a neighbor and fixes the postal code', async () => {
    vi.stubGlobal('fetch', routes(liveSettings()));
    render(
      <RegistrationForm
        language="fr"
        texts={FR}
        kind="neighbor"
        quarter={quarter}
        builtConfiguration={{ ...configuration, count: 20 }}
        builtPricing={pricing}
        introduction={introduction}
      />,
    );
    const street = await screen.findByRole('combobox', { name: 'Rue' });
    expect([...street.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Veuillez sélectionner',
      'Avenue des Trois Tilleuls',
      'Rue du Ramier',
      'Rue de la Sapinière',
    ]);
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveValue('1170');
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveAccessibleDescription(
      'Celui du quartier : il ne change pas.',
    );
    expect(screen.getByText(/marqués d'un astérisque/)).toBeVisible();
    // The live count replaces the one of the build.
    await waitFor(() => expect(screen.getByText(/encore/)).toHaveTextContent('encore 12 emplacements libres'));
  });

  it("offers another committee's streets and postal codes, and sends the neighbor's address in them", async () => {
    const receipt = { status: 'waitlist', amount: null, transfer: null, locations: [], waitlistPosition: 1 };
    const fetchMock = routes({ ...liveSettings(), '/api/registrations': [201, { data: receipt }] });
    vi.stubGlobal('fetch', fetchMock);
    const josaphat = quarterOf({
      committeeName: 'Comité du Parc Josaphat',
      quarterName: 'Quartier Josaphat',
      commune: 'Schaerbeek',
      postalCodes: '1030, 1140',
      streets: [{ name: 'Avenue des Glycines' }, { name: 'Rue Josaphat' }],
    });
    render(
      <RegistrationForm
        language="fr"
        texts={FR}
        kind="neighbor"
        quarter={josaphat}
        builtConfiguration={configuration}
        builtPricing={pricing}
        introduction={introduction}
      />,
    );
    const street = screen.getByRole('combobox', { name: 'Rue' });
    expect([...street.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Veuillez sélectionner',
      'Avenue des Glycines',
      'Rue Josaphat',
    ]);
    expect(screen.getByRole('textbox', { name: 'Commune' })).toHaveValue('Schaerbeek');
    // Two postal codes: the neighbor says which is theirs.
    const postalCode = screen.getByRole('combobox', { name: 'Code postal' });
    expect([...postalCode.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Veuillez sélectionner',
      '1030',
      '1140',
    ]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Marie');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'marie@example.be');
    await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0470 12 34 56');
    await userEvent.selectOptions(street, 'Rue Josaphat');
    await userEvent.type(screen.getByRole('textbox', { name: 'Numéro' }), '12');
    await userEvent.selectOptions(postalCode, '1140');
    await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte le/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /J'ai lu la/ }));
    expect(screen.getByRole('checkbox', { name: /Prévenez-moi par e-mail de la prochaine brocante/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: "Je m'inscris" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/api/registrations'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/registrations'))!;
    expect(JSON.parse(String(init!.body)).data).toMatchObject({
      street: 'Rue Josaphat',
      postalCode: '1140',
      city: 'Schaerbeek',
      // Never contacted again unless they tick it.
      wantsInvitation: false,
    });
  });

  it('replaces its introduction with the payment instructions, whose IBAN, amount and reference copy in one tap', async () => {
    const receipt = {
      status: 'pending',
      amount: { pitchCount: 1, pitchPrice: 15, deposit: 0, total: 15 },
      transfer: {
        beneficiary: 'Comité de quartier des Trois Tilleuls ASBL',
        iban: 'BE21001234567803',
        bic: 'GEBABEBB',
        amount: 15,
        structuredCommunication: '123456789002',
      },
      locations: [{ name: 'R3', street: 'Rue du Ramier', number: '5' }],
      waitlistPosition: null,
    };
    vi.stubGlobal('fetch', routes({ ...liveSettings(), '/api/registrations': [201, { data: receipt }] }));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
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
    expect(screen.getByText(/Inscrivez-vous en priorité/)).toBeVisible();
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: "Je m'inscris" }));

    expect(await screen.findByRole('heading', { name: 'Inscription enregistrée' })).toBeVisible();
    expect(screen.getByText(/Votre emplacement/)).toHaveTextContent('Votre emplacement : R3, Rue du Ramier (devant le n° 5).');
    expect(screen.queryByText(/Inscrivez-vous en priorité/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: "Copier l'IBAN" }));
    expect(writeText).toHaveBeenLastCalledWith('BE21001234567803');
    expect(screen.getByText("L'IBAN est copié : collez-le dans votre application bancaire.")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copier le montant' }));
    expect(writeText).toHaveBeenLastCalledWith('15,00');
    await userEvent.click(screen.getByRole('button', { name: 'Copier la communication structurée' }));
    expect(writeText).toHaveBeenLastCalledWith('+++123/4567/89002+++');
    expect(screen.getByText('La communication structurée est copiée : collez-la dans votre application bancaire.')).toBeVisible();
  });

  it('suggests the address a mistyped domain most likely meant, and fills it in with one tap', async () => {
    const receipt = { status: 'waitlist', amount: null, transfer: null, locations: [], waitlistPosition: 1 };
    const fetchMock = routes({ ...liveSettings(), '/api/registrations': [201, { data: receipt }] });
    vi.stubGlobal('fetch', fetchMock);
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
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.type(email, 'marie@gmial.com');
    // Nothing while the person types: the suggestion comes once they leave the field, announced politely.
    expect(screen.queryByText(/Vouliez-vous dire/)).toBeNull();
    await userEvent.tab();
    const suggestion = await screen.findByRole('status');
    await waitFor(() => expect(suggestion).toHaveTextContent('Vouliez-vous dire marie@gmail.com ?'));
    await userEvent.click(screen.getByRole('button', { name: 'marie@gmail.com' }));
    expect(email).toHaveValue('marie@gmail.com');
    expect(email).toHaveFocus();
    expect(screen.queryByText(/Vouliez-vous dire/)).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Marie');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
    await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0470 12 34 56');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rue' }), 'Rue du Ramier');
    await userEvent.type(screen.getByRole('textbox', { name: 'Numéro' }), '5');
    await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte le/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /J'ai lu la/ }));
    await userEvent.click(screen.getByRole('button', { name: "Je m'inscris" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/api/registrations'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/registrations'))!;
    expect(JSON.parse(String(init!.body)).data.email).toBe('marie@gmail.com');
  });
});
