/**
 * The lines of a bank statement's import (or of its preview) on the statement screen (../StatementImport.tsx): what
 * each did or would do, and, for a line to review, a registration to give it to, whole or split between several.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  countOf,
  formatEuro,
  formatShortDate,
  IMPORT_RESULT_LABELS,
  IMPORT_RESULTS_TO_REVIEW,
  movementCount,
  STATEMENT_FORMAT_LABELS,
  type ImportedLine,
  type StatementImportReport,
  TEXTS,
} from '@brocante/shared';
import { ErrorBanner, Icon, Select } from '@brocante/ui';
import { paths } from '../../../../config/paths';
import { errorText } from '../../../../lib/api-client';
import { PaymentPartsForm } from '../../../../components/ui/PaymentPartsForm';
import { usePayableRegistrations } from '../../../../hooks/use-payable-registrations';
import { useAssignPayment, useSplitPayment } from '../../api/assign-payment';

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
export function ImportLines({
  result,
  assigned = {},
  onAssigned,
}: {
  result: StatementImportReport;
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
