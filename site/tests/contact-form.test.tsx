import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { FR } from './texts';
import ContactForm from '../src/components/islands/ContactForm';

/** The network is mocked at fetch: each test says what the API answers. */
function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
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

  it('sends again by itself while the server upgrades (503 with Retry-After), what was typed kept, and thanks the person once it is back', async () => {
    const upgrading = () =>
      new Response(
        JSON.stringify({ data: null, error: { name: 'ServiceUnavailableError', message: 'Mise à jour', details: {} } }),
        {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
        },
      );
    const sent = [upgrading(), new Response(JSON.stringify({ data: { documentId: 'abc' } }), { status: 201 })];
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/contact-messages' ? sent.shift()! : new Response(JSON.stringify({ data: {} }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm language="fr" texts={FR} />);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('heading', { name: 'Message envoyé' }, { timeout: 5_000 })).toBeVisible();
    const posts = fetchMock.mock.calls.filter(([url]) => url === '/api/contact-messages') as unknown as [string, RequestInit][];
    expect(posts).toHaveLength(2);
    expect(posts[1]![1].body).toBe(posts[0]![1].body);
  }, 10_000);

  it('says at once a 503 that is not an upgrade (no Retry-After), and keeps what was typed', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/contact-messages'
        ? new Response(
            JSON.stringify({ data: null, error: { name: 'ServiceUnavailableError', message: 'Indisponible.', details: {} } }),
            { status: 503, headers: { 'content-type': 'application/json' } },
          )
        : new Response(JSON.stringify({ data: {} }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm language="fr" texts={FR} />);
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Un arbre est tombé rue du Ramier.');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/contact-messages')).toHaveLength(1);
  }, 10_000);
});
