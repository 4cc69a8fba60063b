import {
  formatDateTime,
  formatStructuredCommunication,
  REGISTRATION_KIND_LABELS,
  REGISTRATION_STATUS_LABELS,
  type ListQuery,
} from '@brocante/shared';
import { getAllPages } from '../../../lib/get-all-pages';
import { saveFile } from '../../../lib/save-file';
import type { Registration } from '../types';

/** Every registration of a search. */
export function getAllRegistrations(query: Omit<ListQuery, 'page' | 'pageSize'>): Promise<Registration[]> {
  return getAllPages<Registration>(
    '/registrations',
    Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')),
  );
}

/** 12,50: amounts as a Belgian spreadsheet reads them. */
const euros = (amount: number) => amount.toFixed(2).replace('.', ',');

/** A value of ours that starts like a formula (+++...+++): Excel shows it as text with ="...". */
const asText = (value: string) => ({ text: value });

type CellValue = string | { text: string };

const COLUMNS: [string, (registration: Registration) => CellValue][] = [
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
];

function cell(value: CellValue): string {
  // Quotes around every cell: names and comments may hold ; or line breaks. What a person typed and
  // starts with = + - @ would make Excel run a formula: prefix it with a quote.
  const content = typeof value === 'string' ? (/^[=+\-@]/.test(value) ? `'${value}` : value) : `="${value.text}"`;
  return `"${content.replace(/"/g, '""')}"`;
}

/** CSV that Excel opens cleanly with a Belgian locale: UTF-8 with BOM, ';' between cells, CRLF. */
export function registrationsCsv(registrations: Registration[]): string {
  const lines = [
    COLUMNS.map(([title]) => cell(title)).join(';'),
    ...registrations.map((r) => COLUMNS.map(([, value]) => cell(value(r))).join(';')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function downloadCsv(csv: string, fileName: string) {
  saveFile(csv, fileName, 'text/csv;charset=utf-8');
}
