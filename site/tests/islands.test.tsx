import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { FR } from './texts';
import { quarterOf } from '@brocante/shared';
import { configuration, pricing, quarter, routes } from './support/island-fixtures';
import ContactForm from '../src/components/islands/ContactForm';
import RegistrationForm from '../src/components/islands/RegistrationForm';

/** The network is mocked at fetch: each test says what the API answers. */
function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const liveSettings = (live = configuration, livePricing = pricing) => ({
  '/api/configuration': [200, { data: live }] as [number, unknown],
  '/api/pricing': [200, { data: livePricing }] as [number, unknown],
});

/** What the page writes above the form (a slot of the island). */
const introduction = <p>Vous habitez une rue du quartier ? Inscrivez-vous en priorité pour l'emplacement devant votre maison.</p>;

async function fillRegistration() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Marie');
  await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
  await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'marie@example.be');
  await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0470 12 34 56');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rue' }), 'Rue du Ramier');
  await userEvent.type(screen.getByRole('textbox', { name: 'Numéro' }), '5');
  await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte le/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /J'ai lu la/ }));
}

async function fillContact() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Votre nom' }), 'Jeanne');
  await userEvent.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), 'jeanne@example.be');
  await userEvent.type(screen.getByRole('textbox', { name: 'Sujet' }), 'Arbres');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Un arbre est tombé rue du Ramier.');
}

describe('contact form', () => {
  it('sends the message as Strapi expects it and thanks the person', async () => {
    const fetchMock = answer(201, { data: { documentId: 'abc' } });
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm language="fr" texts={FR} />);
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeDisabled();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('heading', { name: 'Message envoyé' })).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact-messages');
    expect(JSON.parse(String(init.body))).toEqual({
      data: { name: 'Jeanne', email: 'jeanne@example.be', subject: 'Arbres', message: 'Un arbre est tombé rue du Ramier.' },
    });
  });

  it('checks what the person types with the shared rules, fetched once they reach the form', async () => {
    vi.stubGlobal('fetch', answer(201, { data: { documentId: 'abc' } }));
    render(<ContactForm language="fr" texts={FR} />);
    const email = screen.getByRole('textbox', { name: 'Votre adresse e-mail' });
    await userEvent.type(email, 'jeanne@');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Adresse e-mail invalide.'));
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeDisabled();
  });

  it('leaves an address on an unusual domain as typed, with nothing to suggest', async () => {
    const fetchMock = answer(201, { data: { documentId: 'abc' } });
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm language="fr" texts={FR} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre nom' }), 'Jeanne');
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), 'jeanne@ulb.be');
    await userEvent.tab();
    await userEvent.type(screen.getByRole('textbox', { name: 'Sujet' }), 'Arbres');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Un arbre est tombé.');
    expect(screen.queryByText(/Vouliez-vous dire/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('heading', { name: 'Message envoyé' })).toBeVisible();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).data.email).toBe('jeanne@ulb.be');
  });

  it("shows a server's field error beneath the field and its message in the banner", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Adresse e-mail invalide.',
          details: { code: 'validation', errors: [{ path: ['email'], message: 'Adresse e-mail invalide.' }] },
        },
      }),
    );
    render(<ContactForm language="fr" texts={FR} />);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail invalide.');
    expect(screen.getByRole('textbox', { name: 'Votre adresse e-mail' })).toHaveAccessibleDescription('Adresse e-mail invalide.');
  });

  it('says when to try again after too many messages (429), and keeps what the person wrote', async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, {
        data: null,
        error: {
          status: 429,
          name: 'RateLimitError',
          message: 'Trop de demandes. Réessayez dans 42 minutes.',
          details: { code: 'too-many-requests' },
        },
      }),
    );
    render(<ContactForm language="fr" texts={FR} />);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de demandes. Réessayez dans 42 minutes.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Un arbre est tombé rue du Ramier.');
  });

  it('hides its robot trap from people, and sends what a robot typed into it for the API to refuse', async () => {
    const fetchMock = answer(400, {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Votre envoi ressemble à un envoi automatique.' },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<ContactForm language="fr" texts={FR} />);
    expect(screen.queryByRole('textbox', { name: /ne remplissez pas/i })).toBeNull();
    const trap = container.querySelector<HTMLInputElement>('input[name="homepage"]')!;
    expect(trap.tabIndex).toBe(-1);
    await fillContact();
    trap.value = 'https://spam.example';
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('envoi automatique');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).data.homepage).toBe('https://spam.example');
  });

  it('hides an internal error behind the loading message', async () => {
    vi.stubGlobal(
      'fetch',
      answer(500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }),
    );
    render(<ContactForm language="fr" texts={FR} />);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Il s'est produit une erreur lors du chargement des données.");
  });
});

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

  it('tells a visitor the route is closed once its deadline has passed', async () => {
    vi.stubGlobal(
      'fetch',
      routes(liveSettings({ ...configuration, visitorRegistrationEnd: new Date(Date.now() - 1000).toISOString() })),
    );
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
    expect(await screen.findByRole('heading', { name: 'Inscriptions clôturées' })).toBeVisible();
    expect(screen.queryByText(/Inscrivez-vous en priorité/)).toBeNull();
    expect(screen.queryByRole('button', { name: "Je m'inscris" })).toBeNull();
  });

  it('says the committee closed the registrations when it closed the edition before the deadlines', async () => {
    vi.stubGlobal('fetch', routes(liveSettings(configuration, { ...pricing, registrationsClosed: true })));
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
    expect(
      await screen.findByText('Le comité a clôturé les inscriptions à la brocante du dimanche 18 avril 2027.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Inscriptions clôturées' })).toBeVisible();
    expect(screen.queryByRole('button', { name: "Je m'inscris" })).toBeNull();
    expect(screen.queryByRole('link', { name: "l'inscription des visiteurs" })).toBeNull();
  });

  it('goes to the error page when the configuration cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
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
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/error/'));
  });

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
