import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import type { RefundRecord } from '@brocante/shared';
import { RefundsRoute } from '../src/app/routes/refunds';
import { Deposits } from '../src/features/refunds/components/Deposits';
import { LatePayments } from '../src/features/refunds/components/LatePayments';
import { RefundsList } from '../src/features/refunds/components/RefundsList';
import { editionRecord, editionsHandler } from './edition-fixtures';
import { renderWithRouter } from './render';
import { server } from './server';

const refund = (id: string, overrides: Partial<RefundRecord> = {}): RefundRecord => ({
  documentId: id,
  amount: 15,
  reason: 'cancellation',
  payerName: 'MARIE DUPONT',
  payerIban: 'BE71096123456769',
  status: 'due',
  createdAt: '2027-04-10T08:00:00.000Z',
  doneAt: null,
  registration: { documentId: `reg-${id}`, name: `Dupont ${id}`, paymentReference: '123456789002' },
  ...overrides,
});

/** The edition every component below is shown for; the server answers only for the edition it is asked. */
const EDITION = '2027-04-18';
const forEdition = (request: Request, data: unknown[]) =>
  HttpResponse.json({ data: new URL(request.url).searchParams.get('edition') === EDITION ? data : [] });

let due: RefundRecord[];
const sent: { path: string; body: unknown }[] = [];

beforeEach(() => {
  due = [refund('a'), refund('b', { payerIban: null, payerName: null, amount: 12.5 })];
  sent.length = 0;
  server.use(
    http.get('*/api/refunds', ({ request }) =>
      forEdition(request, new URL(request.url).searchParams.get('status') === 'done' ? [] : due),
    ),
    http.put('*/api/refunds/:id/payer', async ({ request, params }) => {
      const body = (await request.json()) as { data: { payerName: string; payerIban: string } };
      sent.push({ path: `payer ${params.id}`, body });
      due = due.map((row) => (row.documentId === params.id ? { ...row, ...body.data, payerIban: 'BE68539007547034' } : row));
      return HttpResponse.json({ data: due.find((row) => row.documentId === params.id) });
    }),
    http.post('*/api/refunds/transfer-file', async ({ request }) => {
      sent.push({ path: 'file', body: await request.json() });
      return new HttpResponse('<?xml version="1.0"?><Document/>', { headers: { 'content-type': 'application/xml' } });
    }),
    http.post('*/api/refunds/done', async ({ request }) => {
      sent.push({ path: 'done', body: await request.json() });
      due = [];
      return HttpResponse.json({ data: { done: 1 } });
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});

afterEach(() => vi.unstubAllGlobals());

describe('the refunds a volunteer makes', () => {
  it('lists what is owed, asks for the account the statement did not give, and picks only what can be paid', async () => {
    renderWithRouter(<RefundsList edition={EDITION} />);
    expect(await screen.findByRole('link', { name: 'Dupont a' })).toBeVisible();
    expect(screen.getByText('BE71 0961 2345 6769')).toBeVisible();
    const [withAccount, withoutAccount] = screen.getAllByRole('checkbox');
    expect(withAccount).toBeEnabled();
    expect(withoutAccount).toBeDisabled();

    const form = within(screen.getByRole('form', { name: 'Compte à créditer pour Dupont b' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Titulaire du compte' }), 'Paul Martin');
    await userEvent.type(form.getByRole('textbox', { name: 'IBAN' }), 'BE68 5390 0754 7035');
    await userEvent.tab();
    expect(await form.findByText(/IBAN invalide/)).toBeVisible();
    await userEvent.clear(form.getByRole('textbox', { name: 'IBAN' }));
    await userEvent.type(form.getByRole('textbox', { name: 'IBAN' }), 'BE68 5390 0754 7034');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')[1]).toBeEnabled());
    expect(sent[0]).toEqual({ path: 'payer b', body: { data: { payerName: 'Paul Martin', payerIban: 'BE68 5390 0754 7034' } } });
  });

  it('downloads the SEPA file for the picked refunds, then marks them done after a question', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderWithRouter(<RefundsList edition={EDITION} />);
    await userEvent.click((await screen.findAllByRole('checkbox'))[0]!);
    await userEvent.click(screen.getByRole('button', { name: /Télécharger le fichier de virements \(1 remboursement, 15,00/ }));
    expect(await screen.findByText(/Fichier de 1 virement \(15,00.€\) téléchargé/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Marquer comme remboursés' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('La banque doit les avoir exécutés'));
    await waitFor(() => expect(screen.getByText('Aucun remboursement à faire.')).toBeVisible());
    expect(sent).toEqual([
      { path: 'file', body: { data: { refunds: ['a'] } } },
      { path: 'done', body: { data: { refunds: ['a'] } } },
    ]);
  });
});

describe('payments received after a cancellation', () => {
  it('waits for a volunteer to reinstate the registration with it, or to refund it', async () => {
    let queue = [
      {
        transaction: 't1',
        date: '2027-04-05',
        amount: 15,
        counterpartyName: 'TARDIF',
        communication: '+++1+++',
        registration: { documentId: 'r1', name: 'Tardif Luc' },
      },
    ];
    const decided: unknown[] = [];
    server.use(
      http.get('*/api/late-payments', ({ request }) => forEdition(request, queue)),
      http.post('*/api/late-payments/:id/decision', async ({ request, params }) => {
        decided.push({ id: params.id, ...((await request.json()) as object) });
        queue = [];
        return HttpResponse.json({ data: { result: 'reinstated' } });
      }),
    );
    renderWithRouter(<LatePayments edition={EDITION} />);
    expect(await screen.findByText(/15,00.€/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tardif Luc' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Réinscrire avec ce paiement' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Paiements reçus après une annulation' })).toBeNull());
    expect(decided).toEqual([{ id: 't1', data: { decision: 'reinstate' } }]);
  });
});

describe('deposits after the day', () => {
  const deposit = (id: string, decidable: boolean) => ({
    registration: { documentId: `reg-${id}`, name: `Peeters ${id}`, paymentReference: '123456789002' },
    deposit: 5,
    edition: '2027-04-18',
    decidable,
  });

  it('returns one, keeps another after a question, returns the rest at once, and waits for the day for the others', async () => {
    const decisions: unknown[] = [];
    server.use(
      http.get('*/api/deposits', ({ request }) =>
        forEdition(request, [deposit('a', true), deposit('b', true), deposit('c', true), deposit('d', false)]),
      ),
      http.post('*/api/deposits/decision', async ({ request }) => {
        decisions.push(await request.json());
        return HttpResponse.json({ data: { decided: 1 } });
      }),
    );
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderWithRouter(<Deposits edition={EDITION} />);
    const first = within((await screen.findByRole('link', { name: 'Peeters a' })).closest('li')!);
    await userEvent.click(first.getByRole('button', { name: 'Rendre la caution' }));
    const second = within(screen.getByRole('link', { name: 'Peeters b' }).closest('li')!);
    await userEvent.click(second.getByRole('button', { name: 'Garder la caution' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Garder la caution de Peeters b'));
    const last = within(screen.getByRole('link', { name: 'Peeters d' }).closest('li')!);
    expect(last.queryByRole('button')).toBeNull();
    expect(last.getByText(/À rendre ou garder après la brocante du dimanche 18 avril 2027/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Rendre les 3 cautions' }));
    await waitFor(() =>
      expect(decisions).toEqual([
        { data: { registrations: ['reg-a'], outcome: 'returned' } },
        { data: { registrations: ['reg-b'], outcome: 'kept' } },
        { data: { registrations: ['reg-a', 'reg-b', 'reg-c'], outcome: 'returned' } },
      ]),
    );
  });
});

describe('the money of the edition chosen', () => {
  it("shows last year's refunds when last year's edition is chosen, and next year's apart", async () => {
    server.use(
      editionsHandler([editionRecord('2028-04-16', { state: 'preparation' }), editionRecord(EDITION, { state: 'closed' })]),
      http.get('*/api/late-payments', ({ request }) => forEdition(request, [])),
      http.get('*/api/deposits', ({ request }) => forEdition(request, [])),
    );
    const lastYear = renderWithRouter(<RefundsRoute />, { url: `/?edition=${EDITION}` });
    expect(await screen.findByRole('link', { name: 'Dupont a' })).toBeVisible();
    lastYear.unmount();
    renderWithRouter(<RefundsRoute />, { url: '/?edition=2028-04-16' });
    expect(await screen.findByText('Aucun remboursement à faire.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Dupont a' })).toBeNull();
  });
});

describe('an overpayment', () => {
  it('pays another registration instead of going back, once the whole amount is given', async () => {
    due = [refund('t', { reason: 'overpayment', amount: 15 })];
    const applied: unknown[] = [];
    server.use(
      http.get('*/api/registrations', ({ request }) =>
        HttpResponse.json({
          data:
            new URL(request.url).searchParams.get('status') === 'pending'
              ? [{ documentId: 'cadet', firstName: 'Paul', lastName: 'Dupont', amount: 15, status: 'pending', location: null }]
              : [],
          meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
        }),
      ),
      http.post('*/api/refunds/:id/apply', async ({ request, params }) => {
        applied.push({ id: params.id, ...((await request.json()) as object) });
        due = [];
        return HttpResponse.json({ data: { status: 'applied', parts: [] } });
      }),
    );
    renderWithRouter(<RefundsList edition={EDITION} />);
    expect(await screen.findByText(/\(trop-perçu\)/)).toBeVisible();
    await userEvent.click(screen.getByText("Payer d'autres inscriptions avec ce trop-perçu"));
    const form = within(screen.getByRole('form', { name: 'Trop-perçu de Dupont t' }));
    const choice = form.getByRole('combobox', { name: 'Inscription 1' });
    await waitFor(() => expect(choice.querySelectorAll('option')).toHaveLength(2));
    await userEvent.selectOptions(choice, 'cadet');
    await userEvent.type(form.getByRole('textbox', { name: 'Montant 1 (€)' }), '15');
    await userEvent.click(form.getByRole('button', { name: 'Payer ces inscriptions' }));
    await waitFor(() => expect(applied).toEqual([{ id: 't', data: { parts: [{ registration: 'cadet', amount: 15 }] } }]));
    expect(await screen.findByText('Aucun remboursement à faire.')).toBeVisible();
  });
});
