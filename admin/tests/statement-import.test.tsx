import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StatementImport } from '../src/features/bank-statements/components/StatementImport';
import { renderWithRouter } from './render';
import { server } from './server';

const LINES = [
  {
    lineNumber: 1,
    date: '2027-04-02',
    amount: 15,
    counterpartyName: 'MARIE DUPONT',
    communication: '+++123/4567/89002+++',
    result: 'marked-paid',
    transaction: 't1',
    registration: { documentId: 'doc1', name: 'Dupont Marie', amount: 15 },
  },
  {
    lineNumber: 2,
    date: '2027-04-03',
    amount: -40,
    counterpartyName: 'BRICO',
    communication: 'Tables',
    result: 'not-a-credit',
    transaction: null,
    registration: null,
  },
  {
    lineNumber: 3,
    date: '2027-04-04',
    amount: 15,
    counterpartyName: 'PAUL MARTIN',
    communication: 'brocante paul',
    result: 'unknown-reference',
    transaction: 't3',
    registration: null,
    suggestions: [
      { documentId: 'doc2', name: 'Martin Paul', amount: 15, reasons: ['même montant (15,00 €)', 'même nom : Martin'] },
    ],
  },
];

const payable = (status: string) =>
  status === 'pending'
    ? [{ documentId: 'doc2', firstName: 'Paul', lastName: 'Martin', amount: 15, status: 'pending', location: null }]
    : [{ documentId: 'doc3', firstName: 'Léa', lastName: 'Janssens', amount: 15, status: 'waitlist', location: null }];

/** A bank-imports API: a known CSV or CODA answers its lines, an unknown CSV asks for its columns until they come. */
function importApi() {
  const imports: { fileName: string; content: string; mapping?: Record<string, number>; dryRun?: boolean }[] = [];
  const assignments: { transaction: string; registration: string }[] = [];
  const splits: { transaction: string; parts: { registration: string; amount: number }[] }[] = [];
  server.use(
    http.post('*/api/bank-imports', async ({ request }) => {
      const { data } = (await request.json()) as { data: (typeof imports)[number] };
      imports.push(data);
      if (data.fileName.startsWith('inconnu') && !data.mapping) {
        return HttpResponse.json({
          data: { needsMapping: true, headers: data.content.split('\n')[0]!.split(';'), sample: [] },
        });
      }
      // A dry run records nothing: no line has a stored movement yet.
      const lines = data.dryRun ? LINES.map((line) => ({ ...line, transaction: null })) : LINES;
      return HttpResponse.json({
        data: { needsMapping: false, dryRun: Boolean(data.dryRun), format: data.mapping ? 'generic' : 'coda', lines, emails: 1 },
      });
    }),
    // No import has run on the server before.
    http.get('*/api/bank-imports/latest', () => HttpResponse.json({ data: null })),
    http.get('*/api/registrations', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      return HttpResponse.json({
        data: payable(status),
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
      });
    }),
    http.post('*/api/bank-transactions/:id/split', async ({ request, params }) => {
      const { data } = (await request.json()) as { data: { parts: { registration: string; amount: number }[] } };
      splits.push({ transaction: String(params.id), parts: data.parts });
      return HttpResponse.json({
        data: {
          result: 'split',
          parts: [
            { registration: { documentId: 'doc2', name: 'Martin Paul' }, result: 'partly-paid' },
            { registration: { documentId: 'doc3', name: 'Janssens Léa' }, result: 'partly-paid' },
          ],
        },
      });
    }),
    http.post('*/api/bank-transactions/:id/assign', async ({ request, params }) => {
      const { data } = (await request.json()) as { data: { registration: string } };
      assignments.push({ transaction: String(params.id), registration: data.registration });
      return HttpResponse.json({
        data: { result: 'assigned-by-hand', registration: { documentId: data.registration, name: 'Martin Paul' } },
      });
    }),
  );
  return { imports, assignments, splits };
}

const statementFile = (name: string, text: string) => new File([new TextEncoder().encode(text)], name, { type: 'text/plain' });

describe('importing a bank statement', () => {
  it('shows first what the file would do, imports it when asked, and says, line by line, what it did', async () => {
    const { imports } = importApi();
    renderWithRouter(<StatementImport />);
    await userEvent.upload(
      screen.getByLabelText('Extrait de compte'),
      statementFile(
        'extrait.coda',
        '0000002704273050000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000002',
      ),
    );
    const preview = within(await screen.findByRole('region', { name: "Ce que l'import fera" }));
    expect(preview.getByText(/^CODA — 3 mouvements\./)).toHaveTextContent(
      "CODA — 3 mouvements. Marquée payée : 1 · Pas un versement reçu : 1 · Référence inconnue : 1. Rien n'est encore enregistré ; 1 e-mail de paiement reçu partira à l'import.",
    );
    expect(imports).toEqual([expect.objectContaining({ fileName: 'extrait.coda', dryRun: true })]);
    expect(imports[0]!.content).toMatch(/^00000/);
    // Nothing to give by hand before the import: no movement is recorded yet.
    expect(preview.queryByRole('combobox')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: "Importer l'extrait" }));
    expect(await screen.findByText(/1 e-mail de paiement reçu envoyé\.$/)).toBeVisible();
    expect(screen.queryByRole('region', { name: "Ce que l'import fera" })).toBeNull();
    expect(imports).toHaveLength(2);
    expect(imports[1]).toEqual({ fileName: 'extrait.coda', content: imports[0]!.content });
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Dupont Marie' })).toHaveAttribute('href', '/registrations/doc1');
    expect(rows[2]).toHaveTextContent('Pas un versement reçu');
  });

  it('asks for the columns of a CSV no bank of ours writes, then imports with them', async () => {
    const { imports } = importApi();
    renderWithRouter(<StatementImport />);
    await userEvent.upload(screen.getByLabelText('Extrait de compte'), statementFile('inconnu.csv', 'Quand;Combien;Texte;Qui\n'));
    expect(await screen.findByRole('heading', { name: 'Quelles colonnes ?' })).toBeVisible();
    const readButton = screen.getByRole('button', { name: "Lire l'extrait" });
    expect(readButton).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'Quand');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Montant' }), 'Combien');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Communication' }), 'Texte');
    await userEvent.click(readButton);
    expect(await screen.findByText(/^CSV \(colonnes choisies\) — 3 mouvements\./)).toBeVisible();
    expect(imports.at(-1)).toMatchObject({ mapping: { date: 0, amount: 1, communication: 2 }, dryRun: true });
    await userEvent.click(screen.getByRole('button', { name: "Importer l'extrait" }));
    await waitFor(() => expect(imports).toHaveLength(3));
    expect(imports.at(-1)).toEqual(expect.objectContaining({ mapping: { date: 0, amount: 1, communication: 2 } }));
    expect(imports.at(-1)!.dryRun).toBeUndefined();
  });

  it("proposes an unknown bank's columns from their titles, and keeps the chosen ones for its next statement", async () => {
    localStorage.clear();
    const { imports } = importApi();
    const header = 'Extrait;Date;Date valeur;Compte;Description;Montant;Devise';
    const { unmount } = renderWithRouter(<StatementImport />);
    await userEvent.upload(screen.getByLabelText('Extrait de compte'), statementFile('inconnu-avril.csv', `${header}\n`));
    expect(await screen.findByText(/proposés d'après les titres des colonnes/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Date' })).toHaveDisplayValue('Date');
    expect(screen.getByRole('combobox', { name: 'Montant' })).toHaveDisplayValue('Montant');
    expect(screen.getByRole('combobox', { name: 'Communication' })).toHaveDisplayValue('Description');
    expect(screen.getByRole('combobox', { name: 'IBAN du payeur (facultatif)' })).toHaveDisplayValue('Compte');
    expect(screen.getByRole('combobox', { name: 'Référence du mouvement (facultatif)' })).toHaveDisplayValue('Extrait');
    await userEvent.click(screen.getByRole('button', { name: "Lire l'extrait" }));
    await userEvent.click(await screen.findByRole('button', { name: "Importer l'extrait" }));
    await waitFor(() => expect(imports).toHaveLength(3));
    const chosen = { bankReference: 0, date: 1, counterpartyAccount: 3, communication: 4, amount: 5 };
    expect(imports.at(-1)).toMatchObject({ mapping: chosen });
    unmount();

    // May's statement of the same bank, its titles written otherwise: the columns come back as chosen.
    renderWithRouter(<StatementImport />);
    await userEvent.upload(
      screen.getByLabelText('Extrait de compte'),
      statementFile('inconnu-mai.csv', `${header.toUpperCase()}\n`),
    );
    expect(await screen.findByText(/les colonnes de votre dernier import de ce format/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: "Lire l'extrait" }));
    await waitFor(() => expect(imports).toHaveLength(5));
    expect(imports.at(-1)).toMatchObject({ fileName: 'inconnu-mai.csv', mapping: chosen, dryRun: true });
  });

  it('lets a volunteer give an unrecognised line to a registration that may still be paid', async () => {
    const { assignments } = importApi();
    renderWithRouter(<StatementImport />);
    await userEvent.upload(screen.getByLabelText('Extrait de compte'), statementFile('extrait.coda', '0000'));
    await userEvent.click(await screen.findByRole('button', { name: "Importer l'extrait" }));
    const choice = await screen.findByRole('combobox', { name: 'Inscription payée par la ligne 3' });
    await waitFor(() => expect(choice.querySelectorAll('option')).toHaveLength(3));
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent).slice(1)).toEqual([
      expect.stringMatching(/^Martin Paul — 15,00/),
      expect.stringMatching(/^Janssens Léa — 15,00/),
    ]);
    await userEvent.selectOptions(choice, 'doc2');
    await userEvent.click(screen.getByRole('button', { name: 'Attribuer' }));
    await waitFor(() => expect(assignments).toEqual([{ transaction: 't3', registration: 'doc2' }]));
    expect(await screen.findByText('Attribuée à la main')).toBeVisible();
    expect(screen.getByText('Martin Paul')).toBeVisible();
  });
});

describe('a line that matched no registration', () => {
  it('shows the likeliest registrations with why, and one click confirms one once the file is imported', async () => {
    const { assignments } = importApi();
    renderWithRouter(<StatementImport />);
    await userEvent.upload(screen.getByLabelText('Extrait de compte'), statementFile('extrait.coda', '0000'));
    const previewed = within(await screen.findByRole('list', { name: 'Inscriptions possibles pour la ligne 3' }));
    expect(previewed.getByRole('listitem')).toHaveTextContent(
      'Martin Paul — 15,00 € (même montant (15,00 €), même nom : Martin)',
    );
    // Before the import nothing is recorded: nothing to confirm yet.
    expect(previewed.queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: "Importer l'extrait" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmer : la ligne 3 paie Martin Paul' }));
    await waitFor(() => expect(assignments).toEqual([{ transaction: 't3', registration: 'doc2' }]));
    expect(await screen.findByText('Attribuée à la main')).toBeVisible();
  });
});

describe('one transfer for several registrations', () => {
  it('is split by a volunteer, every euro given to a registration before it can be sent', async () => {
    const { splits } = importApi();
    renderWithRouter(<StatementImport />);
    await userEvent.upload(screen.getByLabelText('Extrait de compte'), statementFile('extrait.coda', '0000'));
    await userEvent.click(await screen.findByRole('button', { name: "Importer l'extrait" }));
    await userEvent.click(await screen.findByText('Répartir entre plusieurs inscriptions'));
    const form = within(screen.getByRole('form', { name: 'Répartir la ligne 3' }));
    const first = form.getByRole('combobox', { name: 'Inscription 1' });
    await waitFor(() => expect(first.querySelectorAll('option')).toHaveLength(3));
    await userEvent.selectOptions(first, 'doc2');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Inscription 2' }), 'doc3');
    await userEvent.type(form.getByRole('textbox', { name: 'Montant 1 (€)' }), '10');
    expect(form.getByRole('status')).toHaveTextContent(/^Reste à répartir : 5,00.€$/);
    expect(form.getByRole('button', { name: 'Répartir' })).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: 'Montant 2 (€)' }), '5');
    expect(form.getByRole('status')).toHaveTextContent('Tout le montant est réparti.');
    await userEvent.click(form.getByRole('button', { name: 'Répartir' }));
    await waitFor(() =>
      expect(splits).toEqual([
        {
          transaction: 't3',
          parts: [
            { registration: 'doc2', amount: 10 },
            { registration: 'doc3', amount: 5 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Répartie : Martin Paul, Janssens Léa')).toBeVisible();
  });
});
