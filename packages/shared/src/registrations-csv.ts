import { formatDateTime } from './format.js';
import { LANGUAGE_LABELS, languageOf } from './language.js';
import type { RegistrationRecord } from './registration-record.js';
import { REGISTRATION_KIND_LABELS, REGISTRATION_STATUS_LABELS } from './registration-status.js';
import { formatStructuredCommunication } from './structured-communication.js';

/**
 * The registrations as a CSV file that Excel opens cleanly with a Belgian locale: UTF-8 with a BOM,
 * ';' between cells, CRLF, every cell quoted. The server streams it (GET /api/registrations/export).
 */

/** 12,50: amounts as a Belgian spreadsheet reads them. */
const euros = (amount: number) => Number(amount).toFixed(2).replace('.', ',');

/** A value of ours that starts like a formula (+++...+++): Excel shows it as text with ="...". */
const asText = (value: string) => ({ text: value });

type CellValue = string | { text: string };

type CsvRegistration = Pick<
  RegistrationRecord,
  | 'lastName'
  | 'firstName'
  | 'kind'
  | 'email'
  | 'phone'
  | 'street'
  | 'houseNumber'
  | 'postalCode'
  | 'city'
  | 'locations'
  | 'pitchCount'
  | 'amount'
  | 'deposit'
  | 'paymentReference'
  | 'status'
  | 'createdAt'
  | 'paidAt'
  | 'comment'
  | 'language'
>;

const COLUMNS: [string, (registration: CsvRegistration) => CellValue][] = [
  ['Nom', (r) => r.lastName],
  ['Prénom', (r) => r.firstName],
  ['Type', (r) => REGISTRATION_KIND_LABELS[r.kind]],
  ['E-mail', (r) => r.email],
  ['Téléphone', (r) => r.phone],
  ['Adresse', (r) => `${r.street} ${r.houseNumber}, ${r.postalCode} ${r.city}`],
  ['Emplacement', (r) => r.locations.map((pitch) => pitch.name).join(', ')],
  ["Nombre d'emplacements", (r) => String(r.pitchCount)],
  ['Montant', (r) => euros(r.amount)],
  ['Dont caution', (r) => euros(r.deposit)],
  ['Communication structurée', (r) => asText(formatStructuredCommunication(r.paymentReference))],
  ['Statut', (r) => REGISTRATION_STATUS_LABELS[r.status]],
  ['Inscrit le', (r) => formatDateTime(r.createdAt)],
  ['Payé le', (r) => (r.paidAt ? formatDateTime(r.paidAt) : '')],
  ['Commentaire', (r) => r.comment ?? ''],
  ['Langue', (r) => LANGUAGE_LABELS[languageOf(r)]],
];

function cell(value: CellValue): string {
  // Quotes around every cell: names and comments may hold ; or line breaks. What a person typed and
  // starts with = + - @ would make Excel run a formula: prefix it with a quote.
  const content = typeof value === 'string' ? (/^[=+\-@]/.test(value) ? `'${value}` : value) : `="${value.text}"`;
  return `"${content.replace(/"/g, '""')}"`;
}

/** The file's beginning: the BOM and the header line. */
export function registrationsCsvHeader(): string {
  return `\uFEFF${COLUMNS.map(([title]) => cell(title)).join(';')}\r\n`;
}

/** One registration's line, with its CRLF. */
export function registrationCsvLine(registration: CsvRegistration): string {
  return `${COLUMNS.map(([, value]) => cell(value(registration))).join(';')}\r\n`;
}
