import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeStatement } from '@brocante/shared';
import { api, staff } from './strapi-server';

/**
 * Bank statements as the bank-import suites send them (bank-imports.test.ts, bank-import-matching.test.ts):
 * the fixtures of packages/shared, the layouts of the statements a test writes, and the staff's import.
 */

// The fictional statements of packages/shared/tests/fixtures: Marie pays 15 € with the structured
// field, Paul types his reference in free text, the committee pays for tables, Jean pays 10 € of 15.
const FIXTURES = path.resolve(__dirname, '..', '..', '..', 'packages', 'shared', 'tests', 'fixtures');
export const statement = (name: string) => decodeStatement(readFileSync(path.join(FIXTURES, name)));

/** The header of BNP Paribas Fortis' CSV export, for the statements written in a test. */
export const BNP_HEADER =
  "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus";

/** The header of KBC's CSV export, for the statements written in a test. */
export const KBC_HEADER =
  "Numéro de compte;Nom de la rubrique;Nom;Devise;Numéro d'extrait;Date;Description;Valeur;Montant;Solde;crédit;débit;numéro de compte contrepartie;BIC contrepartie;Nom contrepartie;Adresse contrepartie;communication structurée;Communication libre";

/** The staff's import of a statement: a fixture by its name, or `content`; `mapping` names a CSV's columns. */
export const importFile = (name: string, content = statement(name), mapping?: object) =>
  api.post('/api/bank-imports', { data: { fileName: name, content, ...(mapping ? { mapping } : {}) } }, staff);

/**
 * The end of an import as the admin reads it: its report when the server answered with it, else (answered 202, as a job
 * going on: a long file, or the same file sent while its import ran) the report the job ends with.
 */
export async function importReport(response: { status: number; body: { data: Record<string, any> } }) {
  if (response.status !== 202) return response.body.data;
  for (;;) {
    const { body } = await api.get(`/api/bank-imports/${response.body.data.job.id}`, staff);
    if (body.data.state !== 'running') return body.data.report;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What each line of an import did. */
export const results = (body: { data: { lines: { result: string }[] } }) => body.data.lines.map((line) => line.result);

/** Each line of an import as [its line in the file, its amount, what it did]. */
export const lineResults = (body: { data: { lines: { lineNumber: number; amount: number; result: string }[] } }) =>
  body.data.lines.map(({ lineNumber, amount, result }) => [lineNumber, amount, result]);

/** A statement another project published: packages/shared/tests/fixtures/published, origin and licence in its README. */
export const published = (name: string) => statement(path.join('published', name));
