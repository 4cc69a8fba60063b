import {
  EDITION_STATE_LABELS,
  formatDate,
  formatDateTime,
  formatIban,
  SETTINGS_LABELS,
  type EditionState,
} from '@brocante/shared';
import { ErrorBanner, LoadingClock } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useSettingsChanges } from '../api/committee-account';
import '../editions.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "compte du comité", or an edition named by its day. */
function subjectText(subject: string): string {
  return DAY.test(subject) ? `Édition du ${formatDate(subject)}` : subject.charAt(0).toUpperCase() + subject.slice(1);
}

function fieldText(field: string): string {
  return (SETTINGS_LABELS as Record<string, string>)[field] ?? field;
}

/** A value as a volunteer reads it: an IBAN in groups, a deadline in French, a state by its label. */
function valueText(field: string, value: string | null): string {
  if (value === null || value === '') return '—';
  if (field === 'debtorIban') return formatIban(value);
  if (field === 'state' && value in EDITION_STATE_LABELS) return EDITION_STATE_LABELS[value as EditionState];
  if (DAY.test(value)) return formatDate(value);
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  return value;
}

/** Every change of the money settings, newest first: when, who, what, from what to what. */
export function SettingsChanges() {
  const changes = useSettingsChanges();
  return (
    <section aria-labelledby="settings-changes-title">
      <h2 id="settings-changes-title">Historique des changements</h2>
      <ErrorBanner error={errorText(changes.error)} />
      <LoadingClock loading={changes.isFetching} />
      {changes.data && (
        <div className="table-scroll">
          <table className="data-table settings-changes">
            <caption className="visually-hidden">Historique des changements du compte et des règles des éditions</caption>
            <thead>
              <tr>
                <th scope="col">Quand</th>
                <th scope="col">Qui</th>
                <th scope="col">Quoi</th>
                <th scope="col">Avant</th>
                <th scope="col">Après</th>
              </tr>
            </thead>
            <tbody>
              {changes.data.length === 0 ? (
                <tr>
                  <td colSpan={5} className="empty">
                    Aucun changement enregistré.
                  </td>
                </tr>
              ) : (
                changes.data.map((change, index) => (
                  <tr key={`${change.at}-${change.subject}-${change.field}-${index}`}>
                    <td data-label="Quand">{formatDateTime(change.at)}</td>
                    <td data-label="Qui">{change.by ?? '—'}</td>
                    <td data-label="Quoi">
                      {subjectText(change.subject)} : {fieldText(change.field)}
                    </td>
                    <td data-label="Avant" className="value">
                      {valueText(change.field, change.from)}
                    </td>
                    <td data-label="Après" className="value">
                      {valueText(change.field, change.to)}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
