import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, vi } from 'vitest';
import { RegistrationDetail } from '../src/features/registrations/components/RegistrationDetail';
import type { HeldPitch, Registration } from '../src/features/registrations/types';
import { renderWithRouter } from './render';
import { server } from './server';

const waiting: Registration = {
  documentId: 'doc1',
  kind: 'neighbor',
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'marie@example.be',
  phone: '0470 12 34 56',
  street: 'Rue du Ramier',
  houseNumber: '5',
  postalCode: '1170',
  city: 'Watermael-Boitsfort',
  comment: null,
  acceptsRules: true,
  acceptsPrivacy: true,
  status: 'waitlist',
  amount: 15,
  paidAmount: null,
  paymentReference: '123456789002',
  edition: '2027-04-18',
  pitchCount: 1,
  deposit: 0,
  depositOutcome: null,
  locations: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  paidAt: null,
  cancelledAt: null,
  arrivedAt: null,
};

const pitch = (name: string, street: string, number: string | null): HeldPitch => ({
  documentId: `pitch-${name}`,
  name,
  street,
  number,
  meters: 3,
});
const FREE = [
  pitch('A1', 'Avenue des Trois Tilleuls', '1'),
  pitch('R2', 'Rue du Ramier', '3'),
  pitch('R3', 'Rue du Ramier', '5'),
];

/** Records the steps and pitch changes the screen sends. */
function registrationApi() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/registrations/:id/steps', async ({ request, params }) => {
      sent.push({ method: 'POST', path: `steps ${params.id}`, body: await request.json() });
      return HttpResponse.json({ data: { ...waiting, status: 'waitlist', paidAt: '2026-11-22T11:00:00.000Z', paidAmount: 15 } });
    }),
    http.put('*/api/registrations/:id/locations', async ({ request, params }) => {
      sent.push({ method: 'PUT', path: `locations ${params.id}`, body: await request.json() });
      return HttpResponse.json({ data: { ...waiting, status: 'pending', locations: [FREE[2]] } });
    }),
  );
  return sent;
}

const actions = () => within(screen.getByRole('region', { name: 'Actions' }));

const HISTORY = [
  {
    at: '2026-11-22T10:00:00.000Z',
    kind: 'event',
    label: 'Inscription reçue',
    actor: 'la personne inscrite',
    details: "liste d'attente",
  },
  {
    at: '2026-11-22T10:00:02.000Z',
    kind: 'email-sent',
    label: 'E-mail envoyé : « Brocante : inscription reçue »',
    actor: null,
    details: null,
  },
  { at: '2026-11-23T08:00:00.000Z', kind: 'event', label: 'Paiement enregistré', actor: 'benevole@example.be', details: null },
];

beforeEach(() => {
  server.use(http.get('*/api/registrations/:id/history', () => HttpResponse.json({ data: HISTORY })));
});

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

describe("the registration's history and the registrant's link", () => {
  it('lists what happened, by whom and when', async () => {
    renderWithRouter(<RegistrationDetail registration={waiting} freePitches={FREE} />);
    const history = within(screen.getByRole('region', { name: 'Historique' }));
    const items = await history.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "22 novembre 2026 à 11:00 — Inscription reçue — par la personne inscrite (liste d'attente)",
      '22 novembre 2026 à 11:00 — E-mail envoyé : « Brocante : inscription reçue »',
      '23 novembre 2026 à 09:00 — Paiement enregistré — par benevole@example.be',
    ]);
  });

  it('re-sends the link at once, and revokes it only once the volunteer confirms', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/registrations/:id/link', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { sent: true } });
      }),
    );
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    try {
      renderWithRouter(<RegistrationDetail registration={waiting} freePitches={FREE} />);
      await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
      expect(await screen.findByText('Le lien est renvoyé à marie@example.be.')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Révoquer le lien' }));
      expect(confirm).toHaveBeenCalledWith(expect.stringContaining("L'ancien ne fonctionnera plus"));
      await waitFor(() => expect(sent).toEqual([{ data: { action: 'resend' } }, { data: { action: 'revoke' } }]));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a refund due and an erasure asked for, and erases only once confirmed', async () => {
    let erased = 0;
    server.use(
      http.post('*/api/registrations/:id/erasure', () => {
        erased += 1;
        return HttpResponse.json({ data: { erased: true } });
      }),
    );
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    try {
      renderWithRouter(
        <RegistrationDetail
          registration={{
            ...waiting,
            status: 'cancelled',
            paidAmount: 15,
            refundRequestedAt: '2026-11-24T09:00:00.000Z',
            erasureRequestedAt: '2026-11-24T09:05:00.000Z',
          }}
          freePitches={FREE}
        />,
      );
      expect(screen.getByText(/Remboursement à faire : 15,00/)).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Effacer ses données' }));
      expect(erased).toBe(0);
      confirm.mockReturnValue(true);
      await userEvent.click(screen.getByRole('button', { name: 'Effacer ses données' }));
      await waitFor(() => expect(erased).toBe(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the registrant's language", () => {
  it('says in which language the person registered, French when none was stored', () => {
    const { unmount } = renderWithRouter(<RegistrationDetail registration={{ ...waiting, language: 'nl' }} freePitches={FREE} />);
    expect(screen.getByText('Langue').nextElementSibling).toHaveTextContent('néerlandais');
    unmount();
    renderWithRouter(<RegistrationDetail registration={waiting} freePitches={FREE} />);
    expect(screen.getByText('Langue').nextElementSibling).toHaveTextContent('français');
  });
});

describe('an erased registration', () => {
  it('is read from its record, not from its name: a person called Anonyme keeps their link, an erased one has none', () => {
    const { unmount } = renderWithRouter(
      <RegistrationDetail registration={{ ...waiting, firstName: 'Anonyme', anonymisedAt: null }} freePitches={FREE} />,
    );
    expect(screen.getByRole('region', { name: 'Lien privé de la personne' })).toBeVisible();
    unmount();
    renderWithRouter(
      <RegistrationDetail
        registration={{ ...waiting, firstName: 'Anonyme', lastName: 'n° 7', anonymisedAt: '2027-03-01T02:00:00.000Z' }}
        freePitches={FREE}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Lien privé de la personne' })).toBeNull();
  });
});

describe('an e-mail the mail server refused for good', () => {
  const undelivered: Registration = {
    ...waiting,
    email: 'marie@gmial.com',
    undeliveredEmail: {
      subject: 'Brocante : inscription reçue',
      reason: "Can't send mail - all recipients were rejected: 550 <marie@gmial.com>: Recipient address rejected: User unknown",
      at: '2026-11-22T10:00:05.000Z',
    },
  };

  it('shows « E-mail non remis » with the reason and date, and sends the corrected address, suggested from the typo', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/registrations/:id/email', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ data: { resent: 1 } });
      }),
    );
    renderWithRouter(<RegistrationDetail registration={undelivered} freePitches={[]} />);
    const notice = within(screen.getByRole('region', { name: 'E-mail non remis' }));
    expect(notice.getByText(/n'a pas pu être remis/)).toHaveTextContent(
      "L'e-mail « Brocante : inscription reçue » n'a pas pu être remis à marie@gmial.com le 22 novembre 2026",
    );
    expect(notice.getByText(/Raison donnée/)).toHaveTextContent(
      '550 <marie@gmial.com>: Recipient address rejected: User unknown',
    );

    const field = notice.getByRole('textbox', { name: 'Adresse e-mail corrigée' });
    // The address as it is needs no sending again; a malformed one is refused with the forms' message.
    expect(notice.getByRole('button', { name: 'Corriger et renvoyer' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'marie@gmail');
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription('Adresse e-mail invalide.');
    await userEvent.clear(field);
    await userEvent.type(field, 'marie@gmial.com');
    await userEvent.tab();
    await userEvent.click(await notice.findByRole('button', { name: 'marie@gmail.com' }));
    expect(field).toHaveValue('marie@gmail.com');
    await userEvent.click(notice.getByRole('button', { name: 'Corriger et renvoyer' }));

    await waitFor(() => expect(sent).toEqual([{ id: 'doc1', body: { data: { email: 'marie@gmail.com' } } }]));
    expect(await screen.findByText('Adresse corrigée : 1 e-mail renvoyé à marie@gmail.com.')).toBeVisible();
  });

  it('shows no such notice for a registration whose e-mails went', () => {
    renderWithRouter(<RegistrationDetail registration={waiting} freePitches={[]} />);
    expect(screen.queryByRole('region', { name: 'E-mail non remis' })).toBeNull();
  });
});
