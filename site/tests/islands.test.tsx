import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import ContactForm from '../src/components/islands/ContactForm';
import RegistrationForm from '../src/components/islands/RegistrationForm';

/** The network is mocked at fetch: each test says what the API answers. */
function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const configuration = {
  count: 12,
  date: '2027-04-18',
  registrationPrice: 15,
  debtorName: 'Comité de quartier des Trois Tilleuls ASBL',
  debtorIban: 'BE21001234567803',
  debtorBic: 'GEBABEBB',
  neighborRegistrationEnd: new Date(Date.now() + 86_400_000).toISOString(),
  visitorRegistrationEnd: new Date(Date.now() + 2 * 86_400_000).toISOString(),
};

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
    render(<ContactForm />);
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
    render(<ContactForm />);
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
    render(<ContactForm />);
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
    const { container } = render(<ContactForm />);
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
    render(<ContactForm />);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Il s'est produit une erreur lors du chargement des données.");
  });
});

describe('registration form', () => {
  it('offers the quarter streets to a neighbour and fixes the postal code', async () => {
    vi.stubGlobal('fetch', answer(200, { data: configuration }));
    render(<RegistrationForm kind="neighbor" builtConfiguration={{ ...configuration, count: 20 }} />);
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

  it('replaces its introduction with the payment instructions, whose IBAN, amount and reference copy in one tap', async () => {
    const receipt = {
      status: 'pending',
      transfer: {
        beneficiary: 'Comité de quartier des Trois Tilleuls ASBL',
        iban: 'BE21001234567803',
        bic: 'GEBABEBB',
        amount: 15,
        structuredCommunication: '123456789002',
      },
      location: { name: 'R3', street: 'Rue du Ramier', number: '5' },
      waitlistPosition: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(JSON.stringify({ data: url.endsWith('/api/configuration') ? configuration : receipt }), {
            status: url.endsWith('/api/configuration') ? 200 : 201,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<RegistrationForm kind="neighbor" builtConfiguration={configuration} />);
    expect(screen.getByText(/Inscrivez-vous en priorité/)).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Marie');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'marie@example.be');
    await userEvent.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0470 12 34 56');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rue' }), 'Rue du Ramier');
    await userEvent.type(screen.getByRole('textbox', { name: 'Numéro' }), '5');
    await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte le/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /J'ai lu la/ }));
    await userEvent.click(screen.getByRole('button', { name: "Je m'inscris" }));

    expect(await screen.findByRole('heading', { name: 'Inscription enregistrée' })).toBeVisible();
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

  it('tells a visitor the route is closed once its deadline has passed', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { data: { ...configuration, visitorRegistrationEnd: new Date(Date.now() - 1000).toISOString() } }),
    );
    render(<RegistrationForm kind="visitor" builtConfiguration={configuration} />);
    expect(await screen.findByRole('heading', { name: 'Inscriptions clôturées' })).toBeVisible();
    expect(screen.queryByRole('button', { name: "Je m'inscris" })).toBeNull();
  });

  it('goes to the error page when the configuration cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<RegistrationForm kind="neighbor" builtConfiguration={configuration} />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/error/'));
  });
});
