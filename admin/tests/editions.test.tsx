import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { nextEditionProposal, type EditionRecord } from '@brocante/shared';
import { EditionsList } from '../src/features/editions/components/EditionsList';
import { fromBrusselsClock, toBrusselsClock } from '../src/features/editions/lib/brussels-clock';
import { EDITIONS } from './edition-fixtures';
import { renderWithRouter } from './render';
import { server } from './server';

const sent: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  server.use(
    http.get('*/api/editions', () => HttpResponse.json({ data: EDITIONS })),
    http.put('*/api/editions/:date/state', async ({ request, params }) => {
      const body = (await request.json()) as { data: { state: EditionRecord['state'] } };
      sent.push({ method: 'PUT', path: `/editions/${String(params.date)}/state`, body });
      const found = EDITIONS.find((row) => row.date === params.date)!;
      return HttpResponse.json({ data: { ...found, state: body.data.state } });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const row = (name: RegExp) => within(screen.getByRole('rowheader', { name }).closest('tr')!);

describe('the editions a volunteer runs', () => {
  it('lists every edition with its day, state, registrations and the changes its state allows', async () => {
    renderWithRouter(<EditionsList />);
    await screen.findByRole('rowheader', { name: /dimanche 16 avril 2028/ });

    const preparation = row(/16 avril 2028/);
    expect(preparation.getByText('En préparation')).toBeVisible();
    expect(preparation.getByText('0 inscription')).toBeVisible();
    expect(preparation.getByRole('button', { name: /^Ouvrir les inscriptions/ })).toBeVisible();
    expect(preparation.getByRole('button', { name: /^Modifier les règles/ })).toBeVisible();

    const open = row(/17 octobre 2027/);
    expect(open.getByText('Ouverte')).toBeVisible();
    expect(open.getByText('12 inscriptions')).toBeVisible();
    expect(open.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Modifier les règles — édition du dimanche 17 octobre 2027',
      'Remettre en préparation — édition du dimanche 17 octobre 2027',
      'Clôturer — édition du dimanche 17 octobre 2027',
      "Inviter les exposants d'avant — édition du dimanche 17 octobre 2027",
    ]);

    const closed = row(/18 avril 2027/);
    expect(closed.getByText('Clôturée')).toBeVisible();
    expect(closed.getByRole('button', { name: /^Rouvrir/ })).toBeVisible();
    expect(closed.getByRole('button', { name: /^Archiver/ })).toBeVisible();

    const archived = row(/19 avril 2026/);
    expect(archived.getByText('Archivée')).toBeVisible();
    expect(archived.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Voir les règles — édition du dimanche 19 avril 2026',
    ]);
  });

  it('invites the exhibitors who asked, after a question, and says how many', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    server.use(
      http.post('*/api/editions/:date/invitations', async ({ request, params }) => {
        sent.push({ method: 'POST', path: `/editions/${String(params.date)}/invitations`, body: await request.json() });
        return HttpResponse.json({ data: { invited: 3, consenting: 5 } });
      }),
    );
    renderWithRouter(<EditionsList />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Inviter les exposants d'avant — édition du dimanche 17 octobre 2027/ }),
    );
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining("Chacune ne la reçoit qu'une fois"));
    expect(
      await screen.findByText(
        '3 invitations envoyées ; 5 personnes en ont fait la demande (les autres étaient déjà invitées ou inscrites).',
      ),
    ).toBeVisible();
    expect(sent).toEqual([{ method: 'POST', path: '/editions/2027-10-17/invitations', body: {} }]);
  });

  it('opens, and archives only after a question', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderWithRouter(<EditionsList />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Ouvrir les inscriptions — édition du dimanche 16 avril 2028/ }),
    );
    expect(await screen.findByText(/Édition du dimanche 16 avril 2028 ouverte/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /^Archiver/ }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining("Archiver l'édition du dimanche 18 avril 2027 ?"));
    expect(sent).toEqual([{ method: 'PUT', path: '/editions/2028-04-16/state', body: { data: { state: 'open' } } }]);

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: /^Archiver/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ method: 'PUT', path: '/editions/2027-04-18/state', body: { data: { state: 'archived' } } });
  });

  it("says the server's refusal of a change of state", async () => {
    server.use(
      http.put('*/api/editions/:date/state', () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: "Le compte du comité n'est pas encore réglé : indiquez-le avant d'ouvrir une édition.",
              details: { code: 'account-missing' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithRouter(<EditionsList />);
    await userEvent.click(await screen.findByRole('button', { name: /^Ouvrir les inscriptions/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Le compte du comité n'est pas encore réglé");
  });

  it('prepares the next edition: the latest one’s settings a year later, created as the volunteer saves them', async () => {
    server.use(
      http.post('*/api/editions', async ({ request }) => {
        const body = (await request.json()) as { data: EditionRecord };
        sent.push({ method: 'POST', path: '/editions', body });
        return HttpResponse.json({ data: { ...body.data, documentId: 'new', state: 'preparation', registrations: 0 } });
      }),
    );
    renderWithRouter(<EditionsList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Préparer la prochaine édition' }));
    const form = within(screen.getByRole('form', { name: 'Préparer la prochaine édition' }));
    const { documentId: _id, state: _state, registrations: _count, ...latest } = EDITIONS[0]!;
    const proposal = nextEditionProposal(latest);
    expect(proposal.date).toBe('2029-04-15');
    expect(form.getByLabelText(/Jour de la brocante/)).toHaveValue('2029-04-15');
    expect(form.getByLabelText(/Prix par emplacement \(visiteurs\)/)).toHaveValue('15');
    expect(form.getByLabelText(/Clôture des visiteurs/)).toHaveValue(toBrusselsClock(proposal.visitorRegistrationEnd));

    await userEvent.click(form.getByRole('button', { name: "Créer l'édition" }));
    expect(await screen.findByText(/Édition du dimanche 15 avril 2029 créée, en préparation/)).toBeVisible();
    expect(sent).toEqual([{ method: 'POST', path: '/editions', body: { data: proposal } }]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows the server's refusal beside its field, and refuses a deadline after the day before sending", async () => {
    server.use(
      http.post('*/api/editions', () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'Une édition existe déjà à cette date.',
              details: { code: 'edition-exists', errors: [{ path: ['date'], message: 'Une édition existe déjà à cette date.' }] },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithRouter(<EditionsList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Préparer la prochaine édition' }));
    const form = within(screen.getByRole('form', { name: 'Préparer la prochaine édition' }));
    await userEvent.click(form.getByRole('button', { name: "Créer l'édition" }));
    expect(await form.findByRole('alert')).toHaveTextContent('Une édition existe déjà à cette date.');
    expect(form.getByLabelText(/Jour de la brocante/)).toHaveAccessibleDescription('Une édition existe déjà à cette date.');
    expect(form.getByRole('heading', { name: 'Un champ à corriger :' })).toBeVisible();
    expect(form.getByRole('link', { name: 'Jour de la brocante' })).toBeVisible();

    const visitors = form.getByLabelText(/Clôture des visiteurs/);
    await userEvent.clear(visitors);
    await userEvent.type(visitors, '2029-04-16T10:00');
    await userEvent.tab();
    expect(visitors).toHaveAccessibleDescription(/Heure de Bruxelles\. .+/);
    expect(form.getByRole('button', { name: "Créer l'édition" })).toBeDisabled();
  });

  it('sends an edited rule for the edition it names, and shows an archived one read-only', async () => {
    server.use(
      http.put('*/api/editions/:date', async ({ request, params }) => {
        const body = (await request.json()) as { data: EditionRecord };
        sent.push({ method: 'PUT', path: `/editions/${String(params.date)}`, body });
        return HttpResponse.json({ data: { ...EDITIONS[1], ...body.data } });
      }),
    );
    renderWithRouter(<EditionsList />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Modifier les règles — édition du dimanche 17 octobre 2027/ }),
    );
    const form = within(screen.getByRole('form', { name: "Règles de l'édition du dimanche 17 octobre 2027" }));
    const price = form.getByLabelText(/Prix par emplacement \(visiteurs\)/);
    await userEvent.clear(price);
    await userEvent.type(price, '12,50');
    // What is sold: toys no longer offered, jewellery offered.
    const sold = within(form.getByRole('group', { name: 'Ce qui se vend' }));
    expect(sold.getByRole('checkbox', { name: 'Vêtements' })).toBeChecked();
    await userEvent.click(sold.getByRole('checkbox', { name: 'Jouets' }));
    await userEvent.click(sold.getByRole('checkbox', { name: 'Bijoux' }));
    // The regulations of this edition give a no-show's payment back.
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: /Exposant absent remboursé/ }),
      'Oui : son paiement lui est remboursé',
    );
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Règles de l'édition du dimanche 17 octobre 2027 enregistrées/)).toBeVisible();
    const { documentId: _id, state: _state, registrations: _count, ...settings } = EDITIONS[1]!;
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/editions/2027-10-17',
        body: { data: { ...settings, registrationPrice: 12.5, saleCategories: ['clothes', 'jewellery'], noShowRefund: true } },
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: /^Voir les règles/ }));
    const archived = within(screen.getByRole('form', { name: /archivée/ }));
    expect(archived.getByLabelText(/Jour de la brocante/)).toHaveAttribute('readonly');
    expect(archived.getByRole('combobox', { name: /Exposant absent remboursé/ })).toBeDisabled();
    expect(archived.queryByRole('button', { name: /Enregistrer/ })).toBeNull();
  });
});

describe('deadlines on the clocks of Brussels', () => {
  it('reads and writes winter and summer time, and keeps seconds', () => {
    expect(toBrusselsClock('2027-03-19T22:59:00.000Z')).toBe('2027-03-19T23:59');
    expect(toBrusselsClock('2027-04-10T21:59:30.000Z')).toBe('2027-04-10T23:59:30');
    expect(fromBrusselsClock('2027-03-19T23:59')).toBe('2027-03-19T22:59:00.000Z');
    expect(fromBrusselsClock('2027-04-10T23:59:30')).toBe('2027-04-10T21:59:30.000Z');
    expect(fromBrusselsClock('2027-04-10')).toBe('');
  });
});
