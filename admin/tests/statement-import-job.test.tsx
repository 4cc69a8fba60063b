import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StatementImportProgress } from '@brocante/shared';
import { StatementImport } from '../src/features/bank-statements/components/StatementImport';
import { renderWithRouter } from './render';
import { server } from './server';

/**
 * A statement long enough to be imported on the server: the screen shows its lines done out of the whole until it
 * ends, then what it did; opened again while it runs, it follows it. (Reading and importing a file: statement-import.)
 */

const LINE = {
  lineNumber: 2,
  date: '2027-04-02',
  amount: 15,
  counterpartyName: 'MARIE DUPONT',
  communication: '+++123/4567/89002+++',
  result: 'marked-paid',
  transaction: 't1',
  registration: { documentId: 'doc1', name: 'Dupont Marie', amount: 15 },
} as const;

const job = (fields: Partial<StatementImportProgress>): StatementImportProgress => ({
  id: 'job1',
  fileName: 'annee.csv',
  state: 'running',
  done: 0,
  total: 10000,
  startedAt: '2027-04-03T18:02:00.000Z',
  startedBy: 'Anne Lambert (Trésorerie)',
  finishedAt: null,
  failure: null,
  report: null,
  ...fields,
});
const DONE = job({
  state: 'done',
  done: 10000,
  finishedAt: '2027-04-03T18:03:30.000Z',
  report: { needsMapping: false, dryRun: false, importId: 'job1', format: 'bnp-paribas-fortis', lines: [LINE], emails: 1 },
});

/** The server's import: `progress` says, poll after poll, where the job is. */
function importApi(progress: StatementImportProgress[], latest: StatementImportProgress | null = null) {
  const polls: string[] = [];
  server.use(
    http.get('*/api/bank-imports/latest', () => HttpResponse.json({ data: latest })),
    http.get('*/api/bank-imports/:id', ({ params }) => {
      polls.push(String(params.id));
      return HttpResponse.json({ data: progress[Math.min(polls.length - 1, progress.length - 1)] });
    }),
    http.post('*/api/bank-imports', async ({ request }) => {
      const { data } = (await request.json()) as { data: { dryRun?: boolean } };
      if (data.dryRun)
        return HttpResponse.json({
          data: {
            needsMapping: false,
            dryRun: true,
            format: 'bnp-paribas-fortis',
            lines: [{ ...LINE, transaction: null }],
            emails: 1,
          },
        });
      return HttpResponse.json({ data: { needsMapping: false, job: job({ done: 100 }) } }, { status: 202 });
    }),
    http.get('*/api/registrations', () =>
      HttpResponse.json({ data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 0 } } }),
    ),
  );
  return polls;
}

describe('a long statement', () => {
  it('shows its lines done out of the whole while the server imports it, then what it did', async () => {
    const polls = importApi([job({ done: 2500 }), job({ done: 7300 }), DONE]);
    renderWithRouter(<StatementImport />);
    await userEvent.upload(
      screen.getByLabelText('Extrait de compte'),
      new File([new TextEncoder().encode('Numéro de séquence;…\n')], 'annee.csv', { type: 'text/csv' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: "Importer l'extrait" }));
    const running = within(await screen.findByRole('region', { name: 'Import en cours : annee.csv' }));
    expect(running.getByRole('progressbar')).toHaveAttribute('max', '10000');
    expect(await running.findByText(/^7 300 lignes sur 10 000 importées/)).toHaveTextContent(
      "7 300 lignes sur 10 000 importées (commencé à 20:02, par Anne Lambert (Trésorerie)). L'import continue sur le serveur : vous pouvez fermer cette page et y revenir.",
    );
    const ended = within(
      await screen.findByRole(
        'region',
        { name: 'Relevé annee.csv importé à 20:03, par Anne Lambert (Trésorerie)' },
        { timeout: 4000 },
      ),
    );
    expect(ended.getByText(/1 e-mail de paiement reçu envoyé\.$/)).toBeVisible();
    expect(ended.getByRole('link', { name: 'Dupont Marie' })).toHaveAttribute('href', '/registrations/doc1');
    expect(new Set(polls)).toEqual(new Set(['job1']));
  });

  it('follows, when the screen is opened again, the import still running', async () => {
    importApi([job({ done: 4100 })], job({ done: 4000 }));
    renderWithRouter(<StatementImport />);
    const running = within(await screen.findByRole('region', { name: 'Import en cours : annee.csv' }));
    expect(await running.findByText(/^4 100 lignes sur 10 000 importées/)).toBeVisible();
  });
});
