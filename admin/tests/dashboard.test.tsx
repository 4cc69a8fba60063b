import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import type { DashboardFigures } from '@brocante/shared';
import { Dashboard } from '../src/features/dashboard/components/Dashboard';
import { FIGURES } from './dashboard-figures';
import { editionRecord, editionsHandler } from './edition-fixtures';
import { renderWithRouter } from './render';
import { server } from './server';

describe('the dashboard', () => {
  it('shows pitches by state, money, the waiting list, kinds, and registrations per day as a chart and a table', async () => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ data: FIGURES })));
    renderWithRouter(<Dashboard />);
    const pitches = within(await screen.findByRole('region', { name: 'Emplacements (30)' }));
    expect(pitches.getByText('Libres').nextSibling).toHaveTextContent('12');
    expect(pitches.getByText('Exposants arrivés').nextSibling).toHaveTextContent('3');
    const money = within(screen.getByRole('region', { name: 'Argent' }));
    expect(money.getByText('Attendu').nextSibling).toHaveTextContent(/270,00/);
    expect(money.getByText("Dont en espèces à l'accueil").nextSibling).toHaveTextContent(/30,00/);
    expect(money.getByRole('link', { name: /15,00/ })).toHaveAttribute('href', '/registrations/refunds');
    const people = within(screen.getByRole('region', { name: 'Inscriptions' }));
    expect(people.getByRole('link', { name: '4' })).toHaveAttribute('href', '/registrations?status=waitlist');
    expect(people.getByText(/Inscriptions par jour, du 1 mars 2027 au 3 mars 2027 \(au plus 17/)).toBeVisible();
    await userEvent.click(people.getByText('Les chiffres jour par jour'));
    expect(people.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'JourInscriptions',
      '1 mars 20275',
      '2 mars 20270',
      '3 mars 202717',
    ]);
  });

  it('tells the volunteer, before any pitch is laid out, why every registration waits, and where to lay them out', async () => {
    const none = { ...FIGURES, pitches: { total: 0, free: 0, awaitingPayment: 0, paid: 0, arrived: 0 }, waitingList: 6 };
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ data: none })));
    renderWithRouter(<Dashboard />);
    const notice = await screen.findByText(/Aucun emplacement n'est encore tracé/);
    expect(notice).toHaveTextContent(
      "Aucun emplacement n'est encore tracé : chaque inscription va sur la liste d'attente. Tracez les emplacements du quartier, puis sortez de la liste d'attente, dans l'ordre, ceux qui y sont déjà.",
    );
    expect(within(notice).getByRole('link', { name: 'Tracez les emplacements du quartier' })).toHaveAttribute(
      'href',
      '/locations',
    );
    cleanup();
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ data: FIGURES })));
    renderWithRouter(<Dashboard />);
    await screen.findByRole('region', { name: 'Emplacements (30)' });
    expect(screen.queryByText(/Aucun emplacement n'est encore tracé/)).toBeNull();
  });

  it('before the first edition, shows the pitches and where to create the first brocante, with no error', async () => {
    const none: DashboardFigures = {
      pitches: { total: 30, free: 30, awaitingPayment: 0, paid: 0, arrived: 0 },
      money: { expected: 0, received: 0, cash: 0, refundsDue: 0 },
      waitingList: 0,
      kinds: { neighbor: 0, visitor: 0 },
      perDay: [],
      undeliveredEmails: [],
    };
    server.use(
      editionsHandler([]),
      http.get('*/api/dashboard', ({ request }) =>
        new URL(request.url).searchParams.has('edition')
          ? HttpResponse.json({ data: null, error: { status: 404, message: 'Introuvable.' } }, { status: 404 })
          : HttpResponse.json({ data: none }),
      ),
    );
    renderWithRouter(<Dashboard />);
    const notice = await screen.findByText(/Aucune édition n'existe encore/);
    expect(notice).toHaveTextContent(
      "Aucune édition n'existe encore : créez la première brocante (son jour, ses prix, ses clôtures), puis ouvrez ses inscriptions.",
    );
    expect(within(notice).getByRole('link', { name: 'créez la première brocante' })).toHaveAttribute('href', '/editions');
    expect(await screen.findByRole('region', { name: 'Emplacements (30)' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the registrations whose e-mail could not be delivered, each a link to correct the address', async () => {
    const undeliveredEmails = [
      {
        documentId: 'doc1',
        firstName: 'Marie',
        lastName: 'Dupont',
        subject: 'Brocante : inscription reçue',
        reason: "Can't send mail - all recipients were rejected: 550 <marie@gmial.com>: Recipient address rejected: User unknown",
        at: '2027-03-02T09:30:00.000Z',
      },
    ];
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ data: { ...FIGURES, undeliveredEmails } })));
    renderWithRouter(<Dashboard />);
    const undelivered = within(await screen.findByRole('region', { name: 'E-mails non remis (1)' }));
    expect(undelivered.getByRole('link', { name: 'Marie Dupont' })).toHaveAttribute('href', '/registrations/doc1');
    expect(undelivered.getByRole('listitem')).toHaveTextContent(
      'Marie Dupont : « Brocante : inscription reçue », refusé le 2 mars 2027',
    );
  });

  it('says when every e-mail was accepted by the mail servers', async () => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ data: FIGURES })));
    renderWithRouter(<Dashboard />);
    const undelivered = within(await screen.findByRole('region', { name: 'E-mails non remis (0)' }));
    expect(undelivered.getByText('Aucun e-mail refusé par un serveur de messagerie.')).toBeVisible();
  });
});

describe('the dashboard over the years', () => {
  // This spring's edition, open, beside last spring's, closed (an archived one before it, and next year's in preparation).
  const EDITIONS = [
    editionRecord('2028-04-16', { state: 'preparation' }),
    editionRecord('2027-04-18', { state: 'open' }),
    editionRecord('2026-04-19', { state: 'closed' }),
    editionRecord('2025-04-20', { state: 'archived' }),
  ];
  const LAST_YEAR: DashboardFigures = {
    pitches: { total: 30, free: 2, awaitingPayment: 0, paid: 3, arrived: 25 },
    money: { expected: 420, received: 420, cash: 0, refundsDue: 0 },
    waitingList: 0,
    kinds: { neighbor: 10, visitor: 18 },
    // 50 to 44 days before the 19 April 2026, then on to the brocante and beyond (the server counts to today).
    perDay: [
      { day: '2026-02-28', count: 2 },
      { day: '2026-03-01', count: 4 },
      { day: '2026-03-02', count: 6 },
      { day: '2026-03-03', count: 1 },
      { day: '2026-03-04', count: 3 },
      { day: '2026-03-05', count: 9 },
      { day: '2026-03-06', count: 3 },
    ],
    undeliveredEmails: [],
  };
  const asked: (string | null)[] = [];

  function dashboardApi() {
    asked.length = 0;
    server.use(
      editionsHandler(EDITIONS),
      http.get('*/api/dashboard', ({ request }) => {
        const edition = new URL(request.url).searchParams.get('edition');
        asked.push(edition);
        if (edition === '2027-04-18') return HttpResponse.json({ data: FIGURES });
        if (edition === '2026-04-19') return HttpResponse.json({ data: LAST_YEAR });
        return HttpResponse.json({ data: { ...LAST_YEAR, perDay: [] } });
      }),
    );
  }

  afterEach(() => vi.useRealTimers());

  it("draws this edition's registrations per day beside last edition's at the same number of days before the brocante", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-03T15:00:00Z'));
    dashboardApi();
    renderWithRouter(<Dashboard />);
    const people = within(await screen.findByRole('region', { name: 'Inscriptions' }));
    // Drawn once both editions' figures are in.
    await people.findByText('Cette édition (barres)');
    const figure = people.getByRole('figure');
    expect(asked.sort()).toEqual(['2026-04-19', '2027-04-18']);
    expect(within(figure).getByText('Édition du 19 avril 2026 (ligne)')).toBeVisible();
    // This edition stands 46 days before its brocante: last year's is shown up to 46 days before its own, not beyond.
    await userEvent.click(people.getByText('Les chiffres jour par jour'));
    expect(people.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Jours avant la brocanteCette éditionÉdition du 19 avril 2026',
      '50 jours avant (27 février 2027)02',
      '49 jours avant (28 février 2027)04',
      '48 jours avant (1 mars 2027)56',
      '47 jours avant (2 mars 2027)01',
      '46 jours avant (3 mars 2027)173',
    ]);
    // Two series on one axis: a bar and a point for each day before the brocante.
    const bars = figure.querySelectorAll('rect.bar');
    const points = figure.querySelectorAll('circle.previous-point');
    expect([...bars].map((bar) => bar.getAttribute('data-before'))).toEqual(['50', '49', '48', '47', '46']);
    expect([...points].map((point) => point.getAttribute('data-before'))).toEqual(['50', '49', '48', '47', '46']);
    expect([...bars].map((bar) => bar.getAttribute('x'))).toEqual(
      [...points].map((point) => String(Number(point.getAttribute('cx')) - 7)),
    );
    expect(figure.querySelector('polyline.previous-line')).not.toBeNull();
  });

  it("sets this edition's totals beside last edition's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-03T15:00:00Z'));
    dashboardApi();
    renderWithRouter(<Dashboard />);
    const totals = within(await screen.findByRole('region', { name: "Comparée à l'édition du 19 avril 2026" }));
    expect(totals.getAllByRole('row').map((row) => row.textContent!.replace(/\s/g, ' '))).toEqual([
      'TotalCette éditionÉdition du 19 avril 2026',
      'Inscriptions reçues2228',
      'Riverains810',
      'Visiteurs1418',
      "Liste d'attente40",
      'Emplacements pris18 / 3028 / 30',
      'Exposants arrivés325',
      'Argent attendu270,00 €420,00 €',
      'Argent reçu180,00 €420,00 €',
    ]);
  });

  it('gives a past edition its own page: its figures, its notice, and the edition before it', async () => {
    dashboardApi();
    renderWithRouter(<Dashboard />, { url: '/?edition=2026-04-19' });
    const pitches = within(await screen.findByRole('region', { name: 'Emplacements (30)' }));
    expect(pitches.getByText('Exposants arrivés').nextSibling).toHaveTextContent('25');
    expect(screen.getByText('Édition du dimanche 19 avril 2026 (clôturée)')).toBeVisible();
    expect(
      screen.getByText(
        'Édition clôturée : seuls les paiements reçus en retard, les remboursements et les cautions se traitent encore.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(asked.sort()).toEqual(['2025-04-20', '2026-04-19']));
    // The list's links keep the edition chosen.
    const people = within(screen.getByRole('region', { name: 'Inscriptions' }));
    expect(people.getByRole('link', { name: '0' })).toHaveAttribute('href', '/registrations?status=waitlist&edition=2026-04-19');
  });
});
