import { useState } from 'react';
import { Link } from 'react-router';
import {
  countOf,
  csvLayoutKey,
  decodeStatement,
  formatEuro,
  formatShortDate,
  guessColumnMapping,
  IMPORT_RESULT_LABELS,
  IMPORT_RESULTS_TO_REVIEW,
  movementCount,
  STATEMENT_FORMAT_LABELS,
  type ColumnMapping,
  type ImportedLine,
  TEXTS,
} from '@brocante/shared';
import { ErrorBanner, FileInput, Icon, LoadingClock, Select } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useAssignPayment, useSplitPayment } from '../api/assign-payment';
import { PaymentPartsForm } from '../../../components/ui/PaymentPartsForm';
import { usePayableRegistrations } from '../../../hooks/use-payable-registrations';
import { useImportStatement, usePreviewStatement, type StatementImport } from '../api/import-statement';

const MAPPED_COLUMNS: { key: keyof ColumnMapping; label: string; required: boolean }[] = [
  { key: 'date', label: 'Date', required: true },
  { key: 'amount', label: 'Montant', required: true },
  { key: 'communication', label: 'Communication', required: true },
  { key: 'counterpartyName', label: "Donneur d'ordre", required: false },
  { key: 'counterpartyAccount', label: 'IBAN du payeur', required: false },
  { key: 'bankReference', label: 'Référence du mouvement', required: false },
];

type ChosenColumns = Partial<Record<keyof ColumnMapping, string>>;

/**
 * The columns chosen for a bank's CSV, kept on this computer under the file's headers: next month's
 * statement of the same bank opens with them. A layout never seen starts from a guess made on its headers.
 */
const rememberedColumns = {
  key: (headers: string[]) => `brocante.statement-columns:${csvLayoutKey(headers)}`,
  read(headers: string[]): { columns: ChosenColumns; remembered: boolean } {
    const saved = localStorage.getItem(this.key(headers));
    if (saved) return { columns: JSON.parse(saved) as ChosenColumns, remembered: true };
    const guess = guessColumnMapping(headers);
    return {
      columns: Object.fromEntries(Object.entries(guess).map(([key, index]) => [key, String(index)])),
      remembered: false,
    };
  },
  save(headers: string[], columns: ChosenColumns) {
    localStorage.setItem(this.key(headers), JSON.stringify(columns));
  },
};

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
        placeholder={TEXTS.selectPlaceholder}
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

/** A transfer for several registrations (a family's), split by a volunteer. */
function SplitLine({ line, onSplit }: { line: ImportedLine; onSplit: (names: string) => void }) {
  const split = useSplitPayment();
  return (
    <details className="split">
      <summary>Répartir entre plusieurs inscriptions</summary>
      <PaymentPartsForm
        label={`Répartir la ligne ${line.lineNumber}`}
        total={line.amount}
        minimum={2}
        submitLabel="Répartir"
        busy={split.isPending}
        error={errorText(split.error)}
        onSubmit={(parts) =>
          line.transaction &&
          split.mutate(
            { transaction: line.transaction, parts },
            { onSuccess: (data) => onSplit(data.parts.map((part) => part.registration.name).join(', ')) },
          )
        }
      />
    </details>
  );
}

/**
 * The registrations a line may have meant to pay, with why; one click confirms one once the line is
 * recorded (never by itself: the communication was not exact).
 */
function Suggestions({ line, onAssigned }: { line: ImportedLine; onAssigned?: (name: string) => void }) {
  const assign = useAssignPayment();
  return (
    <div className="suggestions">
      <p>Peut-être :</p>
      <ul aria-label={`Inscriptions possibles pour la ligne ${line.lineNumber}`}>
        {line.suggestions!.map((suggestion) => (
          <li key={suggestion.documentId}>
            <Link to={paths.registration.getHref(suggestion.documentId)}>{suggestion.name}</Link> —{' '}
            {formatEuro(suggestion.amount)} <span className="reasons">({suggestion.reasons.join(', ')})</span>{' '}
            {line.transaction && onAssigned && (
              <button
                type="button"
                className="button secondary"
                aria-label={`Confirmer : la ligne ${line.lineNumber} paie ${suggestion.name}`}
                disabled={assign.isPending}
                onClick={() =>
                  assign.mutate(
                    { transaction: line.transaction!, registration: suggestion.documentId },
                    { onSuccess: (data) => onAssigned(data.registration.name) },
                  )
                }
              >
                <Icon name="check" />
                Confirmer
              </button>
            )}
          </li>
        ))}
      </ul>
      <ErrorBanner error={errorText(assign.error)} />
    </div>
  );
}

/** Each line of an import (or of its preview), what it did or would do, and the registration it paid. */
function ImportLines({
  result,
  assigned = {},
  onAssigned,
}: {
  result: Extract<StatementImport, { needsMapping: false }>;
  assigned?: Record<number, string>;
  onAssigned?: (lineNumber: number, name: string) => void;
}) {
  const counts = new Map<string, number>();
  for (const line of result.lines)
    counts.set(IMPORT_RESULT_LABELS[line.result], (counts.get(IMPORT_RESULT_LABELS[line.result]) ?? 0) + 1);
  const emails = countOf(result.emails, 'e-mail de paiement reçu', 'e-mails de paiement reçu');
  return (
    <>
      <p role="status">
        {STATEMENT_FORMAT_LABELS[result.format]} — {countOf(movementCount(result.lines), 'mouvement')}.{' '}
        {[...counts].map(([label, count]) => `${label} : ${count}`).join(' · ')}.{' '}
        {result.dryRun
          ? `Rien n'est encore enregistré ; ${emails} partir${result.emails > 1 ? 'ont' : 'a'} à l'import.`
          : `${emails} envoyé${result.emails > 1 ? 's' : ''}.`}
      </p>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">{result.dryRun ? "Ce que l'import fera" : "Lignes de l'extrait"}</caption>
          <thead>
            <tr>
              <th scope="col">Ligne</th>
              <th scope="col">Date</th>
              <th scope="col">Montant</th>
              <th scope="col">Donneur d'ordre</th>
              <th scope="col">Communication</th>
              <th scope="col">{result.dryRun ? 'À l’import' : 'Résultat'}</th>
              <th scope="col">Inscription</th>
            </tr>
          </thead>
          <tbody>
            {result.lines.map((line) => (
              <tr key={line.lineNumber}>
                <td data-label="Ligne">{line.lineNumber}</td>
                <td data-label="Date">{line.date ? formatShortDate(line.date) : '—'}</td>
                <td data-label="Montant">
                  {line.result === 'skipped' || line.result === 'bank-notice' ? '—' : formatEuro(line.amount)}
                </td>
                <td data-label="Donneur d'ordre">{line.counterpartyName || '—'}</td>
                <td data-label="Communication">{line.communication || '—'}</td>
                <td data-label={result.dryRun ? 'À l’import' : 'Résultat'}>
                  <span className={`import-result result-${assigned[line.lineNumber] ? 'assigned-by-hand' : line.result}`}>
                    {IMPORT_RESULT_LABELS[assigned[line.lineNumber] ? 'assigned-by-hand' : line.result]}
                  </span>
                  {line.reason && <span className="import-reason"> {line.reason}</span>}
                  {line.note && <span className="import-reason"> {line.note}</span>}
                </td>
                <td data-label="Inscription">
                  {assigned[line.lineNumber] ?? (
                    <>
                      {line.suggestions?.length ? (
                        <Suggestions line={line} onAssigned={onAssigned && ((name) => onAssigned(line.lineNumber, name))} />
                      ) : null}
                      {IMPORT_RESULTS_TO_REVIEW.includes(line.result) && line.transaction && onAssigned ? (
                        <>
                          <AssignLine line={line} onAssigned={(name) => onAssigned(line.lineNumber, name)} />
                          <SplitLine line={line} onSplit={(names) => onAssigned(line.lineNumber, `Répartie : ${names}`)} />
                        </>
                      ) : line.registration ? (
                        <Link to={paths.registration.getHref(line.registration.documentId)}>{line.registration.name}</Link>
                      ) : line.suggestions?.length ? null : (
                        '—'
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * A statement in two steps: the file is read and what it would do is shown (nothing recorded, no
 * e-mail sent), then the volunteer imports it. A file misread is seen before anyone is told anything.
 */
export function StatementImport() {
  const previewing = usePreviewStatement();
  const importing = useImportStatement();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [mapping, setMapping] = useState<ChosenColumns>({});
  const [headers, setHeaders] = useState<{ names: string[]; remembered: boolean } | null>(null);
  const [assigned, setAssigned] = useState<Record<number, string>>({});
  const preview = previewing.data;
  const result = importing.data;

  const columns = () =>
    Object.fromEntries(
      Object.entries(mapping)
        .filter(([, value]) => value !== '' && value !== undefined)
        .map(([key, value]) => [key, Number(value)]),
    ) as unknown as ColumnMapping;

  async function choose(chosen: File | null) {
    setAssigned({});
    setMapping({});
    setHeaders(null);
    previewing.reset();
    importing.reset();
    if (!chosen) return setFile(null);
    const content = decodeStatement(new Uint8Array(await chosen.arrayBuffer()));
    setFile({ name: chosen.name, content });
    previewing.mutate(
      { fileName: chosen.name, content, dryRun: true },
      {
        onSuccess: (read) => {
          if (!read.needsMapping) return;
          const { columns, remembered } = rememberedColumns.read(read.headers);
          setMapping(columns);
          setHeaders({ names: read.headers, remembered });
        },
      },
    );
  }

  const mappingComplete = MAPPED_COLUMNS.every(({ key, required }) => !required || mapping[key]);
  function previewWithMapping() {
    if (!file || !mappingComplete) return;
    previewing.mutate({ fileName: file.name, content: file.content, mapping: columns(), dryRun: true });
  }
  function importFile() {
    if (!file) return;
    importing.mutate(
      { fileName: file.name, content: file.content, ...(headers ? { mapping: columns() } : {}) },
      { onSuccess: () => headers && rememberedColumns.save(headers.names, mapping) },
    );
  }

  return (
    <section>
      <FileInput
        name="statement"
        label="Extrait de compte"
        accept=".cod,.coda,.txt,.csv,.xml,.sta,.940,.mt940,text/csv,text/plain,application/xml,text/xml"
        description="CODA, MT940, CAMT.053, .052 ou .054 (XML), ou CSV de votre banque (BNP Paribas Fortis, KBC, Belfius, ING, Argenta et Crelan sont reconnues ; pour une autre, ses colonnes vous sont proposées). Vous voyez d'abord ce que l'import fera ; importer deux fois le même extrait ne change rien."
        onChange={choose}
        disabled={previewing.isPending || importing.isPending}
      />
      <ErrorBanner error={errorText(previewing.error) ?? errorText(importing.error)} />
      <LoadingClock loading={previewing.isPending} label="Lecture de l'extrait…" />
      <LoadingClock loading={importing.isPending} label="Import en cours…" />

      {preview?.needsMapping && (
        <form
          className="card"
          onSubmit={(event) => {
            event.preventDefault();
            previewWithMapping();
          }}
        >
          <h2>Quelles colonnes ?</h2>
          <p>
            {headers?.remembered
              ? 'Ce CSV a les colonnes de votre dernier import de ce format : elles sont reprises, vérifiez-les.'
              : "Ce CSV ne vient pas d'une banque connue : vérifiez où se trouvent la date, le montant et la communication (proposés d'après les titres des colonnes)."}
          </p>
          <div className="form-grid">
            {MAPPED_COLUMNS.map(({ key, label, required }) => (
              <Select
                placeholder={TEXTS.selectPlaceholder}
                key={key}
                name={key}
                label={required ? label : `${label} (facultatif)`}
                value={mapping[key] ?? ''}
                onChange={(value) => setMapping((current) => ({ ...current, [key]: value }))}
                options={preview.headers.map((header, index) => ({ id: String(index), name: header || `Colonne ${index + 1}` }))}
              />
            ))}
          </div>
          <button type="submit" className="button" disabled={!mappingComplete || previewing.isPending}>
            <Icon name="eye" />
            Lire l'extrait
          </button>
        </form>
      )}

      {preview && !preview.needsMapping && !result && (
        <section aria-labelledby="preview-title" className="card">
          <h2 id="preview-title">Ce que l'import fera</h2>
          <ImportLines result={preview} />
          <div className="actions">
            <button type="button" className="button" onClick={importFile} disabled={importing.isPending}>
              <Icon name="upload" />
              Importer l'extrait
            </button>
          </div>
        </section>
      )}

      {result && !result.needsMapping && (
        <ImportLines
          result={result}
          assigned={assigned}
          onAssigned={(lineNumber, name) => setAssigned((current) => ({ ...current, [lineNumber]: name }))}
        />
      )}
    </section>
  );
}
