/**
 * A statement's import going on on the server (../StatementImport.tsx): how many lines are done out of the whole, read
 * every second; the page may be closed meanwhile, and shows it again when opened. Once it ends, what it did.
 */
import { formatClock } from '@brocante/shared';
import { ErrorBanner, LoadingClock } from '@brocante/ui';
import { errorText } from '../../../../lib/api-client';
import { useStatementImportJob } from '../../api/import-statement';
import { ImportLines } from './ImportLines';

/** 10 000, as a Belgian reads it. */
const lines = (count: number) => count.toLocaleString('fr-BE');

export function ImportJob({
  id,
  assigned,
  onAssigned,
}: {
  id: string;
  assigned: Record<number, string>;
  onAssigned: (lineNumber: number, name: string) => void;
}) {
  const job = useStatementImportJob(id);
  if (!job.data)
    return job.error ? <ErrorBanner error={errorText(job.error)} /> : <LoadingClock loading label="Lecture de l'import…" />;
  const { fileName, state, done, total, startedAt, startedBy, finishedAt, failure, report } = job.data;
  const who = startedBy ? `, par ${startedBy}` : '';
  if (state === 'running')
    return (
      <section aria-labelledby="import-job-title" className="card">
        <h2 id="import-job-title">Import en cours : {fileName}</h2>
        <progress value={done} max={total} aria-labelledby="import-job-title" />
        <p role="status">
          {lines(done)} lignes sur {lines(total)} importées (commencé à {formatClock(startedAt)}
          {who}). L'import continue sur le serveur : vous pouvez fermer cette page et y revenir.
        </p>
      </section>
    );
  if (state === 'failed') return <ErrorBanner error={failure} />;
  return (
    <section aria-labelledby="import-job-title">
      <h2 id="import-job-title">
        Relevé {fileName} importé à {formatClock(finishedAt ?? startedAt)}
        {who}
      </h2>
      {report && <ImportLines result={report} assigned={assigned} onAssigned={onAssigned} />}
    </section>
  );
}
