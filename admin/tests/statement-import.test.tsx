import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StatementImport } from '../src/features/registrations/components/StatementImport';
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
  },
];

const payable = (status: string) =>
  status === 'pending'
    ? [{ documentId: 'doc2', firstName: 'Paul', lastName: 'Martin', amount: 15, status: 'pending', location: null }]
    : [{ documentId: 'doc3', firstName: 'Léa', lastName: 'Janssens', amount: 15, status: 'waitlist', location: null }];

/** A bank-imports API: a known CSV or CODA answers its lines, an unknown CSV asks for its columns until they come. */
function importApi() {
  const imports: { fileName: string; content: string; mapping?: Record<string, number> }[] = [];
  const assignments: { transaction: string; registration: string }[] = [];
  server.use(
    http.post('*/api/bank-imports', async ({ request }) => {
      const { data } = (await request.json()) as { data: (typeof imports)[number] };
      imports.push(data);
      if (data.fileName.startsWith('inconnu') && !data.mapping) {
        return HttpResponse.json({ data: { needsMapping: true, headers: ['Quand', 'Combien', 'Texte', 'Qui'], sample: [] } });
      }
      return HttpResponse.json({ data: { needsMapping: false, format: data.mapping ? 'generic' : 'coda', lines: LINES } });
    }),
    http.get('*/api/registrations', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      return HttpResponse.json({
        data: payable(status),
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
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
  return { imports, assignments };
}

const statementFile = (name: string, text: string) => new File([new TextEncoder().encode(text)], name, { type: 'text/plain' });

describe('importing a bank statement', () => {
  it('sends the file as text and says, line by line, what it did', async () => {
    const { imports } = importApi();
    renderWithRouter(<StatementImport />);
    await userEvent.upload(
      screen.getByLabelText('Extrait de compte'),
      statementFile(
        'extrait.coda',
        '0000002704273050000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000002',
      ),
    );
    expect(await screen.findByText(/^CODA — 3 lignes\./)).toHaveTextContent(
      'CODA — 3 lignes. Marquée payée : 1 · Pas un versement reçu : 1 · Référence inconnue : 1',
    );
    expect(imports).toHaveLength(1);
    expect(imports[0]!.fileName).toBe('extrait.coda');
    expect(imports[0]!.content).toMatch(/^00000/);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Dupont Marie' })).toHaveAttribute('href', '/registrations/doc1');
    expect(rows[2]).toHaveTextContent('Pas un versement reçu');
  });

  it('asks for the columns of a CSV no bank of ours writes, then imports with them', async () => {
    const { imports } = importApi();
    renderWithRouter(<StatementImport />);
    await userEvent.upload(screen.getByLabelText('Extrait de compte'), statementFile('inconnu.csv', 'Quand;Combien;Texte;Qui\n'));
    expect(await screen.findByRole('heading', { name: 'Quelles colonnes ?' })).toBeVisible();
    const importButton = screen.getByRole('button', { name: 'Importer' });
    expect(importButton).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'Quand');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Montant' }), 'Combien');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Communication' }), 'Texte');
    await userEvent.click(importButton);
    expect(await screen.findByText(/^CSV \(colonnes choisies\) — 3 lignes\./)).toBeVisible();
    expect(imports.at(-1)!.mapping).toEqual({ date: 0, amount: 1, communication: 2 });
  });

  it('lets a volunteer give an unrecognised line to a registration that may still be paid', async () => {
    const { assignments } = importApi();
    renderWithRouter(<StatementImport />);
    await userEvent.upload(screen.getByLabelText('Extrait de compte'), statementFile('extrait.coda', '0000'));
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
