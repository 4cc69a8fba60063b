import { useState } from 'react';
import { Link } from 'react-router';
import {
  countOf,
  decodeStatement,
  formatEuro,
  formatShortDate,
  IMPORT_RESULT_LABELS,
  IMPORT_RESULTS_TO_REVIEW,
  STATEMENT_FORMAT_LABELS,
  type ColumnMapping,
  type ImportedLine,
} from '@brocante/shared';
import { ErrorBanner, FileInput, Icon, LoadingClock, Select } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useAssignPayment } from '../api/assign-payment';
import { usePayableRegistrations } from '../api/get-payable-registrations';
import { useImportStatement } from '../api/import-statement';

const MAPPED_COLUMNS: { key: keyof ColumnMapping; label: string; required: boolean }[] = [
  { key: 'date', label: 'Date', required: true },
  { key: 'amount', label: 'Montant', required: true },
  { key: 'communication', label: 'Communication', required: true },
  { key: 'counterpartyName', label: "Donneur d'ordre", required: false },
];

function AssignLine({ line, onAssigned }: { line: ImportedLine; onAssigned: (name: string) => void }) {
  const payable = usePayableRegistrations();
  const assign = useAssignPayment();
  const [registration, setRegistration] = useState(line.registration?.documentId ?? '');
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (registration && line.transaction)
          assign.mutate(
            { transaction: line.transaction, registration },
            { onSuccess: (data) => onAssigned(data.registration.name) },
          );
      }}
    >
      <Select
        name={`registration-${line.lineNumber}`}
        label={`Inscription payée par la ligne ${line.lineNumber}`}
        value={registration}
        onChange={setRegistration}
        options={(payable.data ?? []).map((option) => ({
          id: option.documentId,
          name: `${option.lastName} ${option.firstName} — ${formatEuro(option.amount)}`,
        }))}
        error={errorText(assign.error)}
      />
      <button type="submit" className="button secondary" disabled={!registration || assign.isPending}>
        <Icon name="check" />
        Attribuer
      </button>
    </form>
  );
}

export function StatementImport() {
  const importing = useImportStatement();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [mapping, setMapping] = useState<Partial<Record<keyof ColumnMapping, string>>>({});
  const [assigned, setAssigned] = useState<Record<number, string>>({});
  const result = importing.data;

  async function choose(chosen: File | null) {
    setAssigned({});
    setMapping({});
    importing.reset();
    if (!chosen) return setFile(null);
    const content = decodeStatement(new Uint8Array(await chosen.arrayBuffer()));
    setFile({ name: chosen.name, content });
    importing.mutate({ fileName: chosen.name, content });
  }

  const mappingComplete = MAPPED_COLUMNS.every(({ key, required }) => !required || mapping[key]);
  function importWithMapping() {
    if (!file || !mappingComplete) return;
    const columns = Object.fromEntries(
      Object.entries(mapping)
        .filter(([, value]) => value !== '' && value !== undefined)
        .map(([key, value]) => [key, Number(value)]),
    );
    importing.mutate({ fileName: file.name, content: file.content, mapping: columns as unknown as ColumnMapping });
  }

  const counts = new Map<string, number>();
  if (result && !result.needsMapping)
    for (const line of result.lines)
      counts.set(IMPORT_RESULT_LABELS[line.result], (counts.get(IMPORT_RESULT_LABELS[line.result]) ?? 0) + 1);

  return (
    <section>
      <FileInput
        name="statement"
        label="Extrait de compte"
        accept=".cod,.coda,.txt,.csv,.xml,text/csv,text/plain,application/xml,text/xml"
        description="CODA, CAMT.053 (XML), ou CSV de BNP Paribas Fortis, KBC, Belfius, ING ou d'une autre banque. Importer deux fois le même extrait ne change rien."
        onChange={choose}
        disabled={importing.isPending}
      />
      <ErrorBanner error={errorText(importing.error)} />
      <LoadingClock loading={importing.isPending} label="Import en cours…" />

      {result?.needsMapping && (
        <form
          className="card"
          onSubmit={(event) => {
            event.preventDefault();
            importWithMapping();
          }}
        >
          <h2>Quelles colonnes ?</h2>
          <p>Ce CSV ne vient pas d'une banque connue : indiquez où se trouvent la date, le montant et la communication.</p>
          <div className="form-grid">
            {MAPPED_COLUMNS.map(({ key, label, required }) => (
              <Select
                key={key}
                name={key}
                label={required ? label : `${label} (facultatif)`}
                value={mapping[key] ?? ''}
                onChange={(value) => setMapping((current) => ({ ...current, [key]: value }))}
                options={result.headers.map((header, index) => ({ id: String(index), name: header || `Colonne ${index + 1}` }))}
              />
            ))}
          </div>
          <button type="submit" className="button" disabled={!mappingComplete || importing.isPending}>
            <Icon name="upload" />
            Importer
          </button>
        </form>
      )}

      {result && !result.needsMapping && (
        <>
          <p role="status">
            {STATEMENT_FORMAT_LABELS[result.format]} — {countOf(result.lines.length, 'ligne')}.{' '}
            {[...counts].map(([label, count]) => `${label} : ${count}`).join(' · ')}
          </p>
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">Lignes de l'extrait</caption>
              <thead>
                <tr>
                  <th scope="col">Ligne</th>
                  <th scope="col">Date</th>
                  <th scope="col">Montant</th>
                  <th scope="col">Donneur d'ordre</th>
                  <th scope="col">Communication</th>
                  <th scope="col">Résultat</th>
                  <th scope="col">Inscription</th>
                </tr>
              </thead>
              <tbody>
                {result.lines.map((line) => (
                  <tr key={line.lineNumber}>
                    <td data-label="Ligne">{line.lineNumber}</td>
                    <td data-label="Date">{formatShortDate(line.date)}</td>
                    <td data-label="Montant">{formatEuro(line.amount)}</td>
                    <td data-label="Donneur d'ordre">{line.counterpartyName || '—'}</td>
                    <td data-label="Communication">{line.communication || '—'}</td>
                    <td data-label="Résultat">
                      <span className={`import-result result-${assigned[line.lineNumber] ? 'assigned-by-hand' : line.result}`}>
                        {IMPORT_RESULT_LABELS[assigned[line.lineNumber] ? 'assigned-by-hand' : line.result]}
                      </span>
                    </td>
                    <td data-label="Inscription">
                      {assigned[line.lineNumber] ??
                        (IMPORT_RESULTS_TO_REVIEW.includes(line.result) && line.transaction ? (
                          <AssignLine
                            line={line}
                            onAssigned={(name) => setAssigned((current) => ({ ...current, [line.lineNumber]: name }))}
                          />
                        ) : line.registration ? (
                          <Link to={paths.registration.getHref(line.registration.documentId)}>{line.registration.name}</Link>
                        ) : (
                          '—'
                        ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
