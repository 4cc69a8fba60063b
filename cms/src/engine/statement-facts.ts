import type { Knex } from 'knex';
import { referencesOf, type LifecycleState, type StatementLine } from '@brocante/shared';
import { asDay } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { registrationRows } from './rows';

/** Values in one IN list at most: well under PostgreSQL's and SQLite's limits on a query's parameters. */
const CHUNK = 1_000;

/** A registration a statement line names, as the import reads it. */
export interface NamedRegistration extends LifecycleState {
  id: number;
  documentId: string;
  firstName: string;
  lastName: string;
  amount: number | string;
  paidAmount: number | string | null;
  paymentReference: string;
}

/** What the database knows of one line of a statement, before anything is written. */
export interface LineFacts {
  /** Its movement is recorded already (the same file, or the same movement in another file of the same format). */
  recorded: boolean;
  /** The registrations its references name: one is its registration, several make it ambiguous. */
  candidates: NamedRegistration[];
  /** The same movement is recorded for its one registration from another format (CODA one week, CSV the next). */
  inAnotherFormat: boolean;
}

async function inChunks<Value, Row>(values: Value[], read: (chunk: Value[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < values.length; start += CHUNK) rows.push(...(await read(values.slice(start, start + CHUNK))));
  return rows;
}

/** A movement as another format records it: its registration, day, amount and payer. */
const twinKey = (registrationId: number, day: string, amount: number, account: string) =>
  `${registrationId}|${day}|${amount.toFixed(2)}|${account}`;

/**
 * The facts of every line of a statement, read in a few queries whatever its length (statement-import.ts decides from
 * them): the movements already recorded, the registrations all its references name, and their movements recorded from
 * other formats.
 */
export async function statementFacts(
  db: Knex | Knex.Transaction,
  lines: StatementLine[],
  movements: string[],
  format: string,
): Promise<LineFacts[]> {
  const recorded = new Set(
    await inChunks(movements, (chunk) => db(TABLES.bankTransactions).whereIn('fingerprint', chunk).pluck('fingerprint')),
  );
  const referencesByLine = lines.map((line) => referencesOf(line));
  const registrations: NamedRegistration[] = await inChunks([...new Set(referencesByLine.flat())], (chunk) =>
    db(TABLES.registrations)
      .whereIn('payment_reference', chunk)
      .select(
        ...registrationRows.select([
          'id',
          'documentId',
          'firstName',
          'lastName',
          'amount',
          'status',
          'paidAt',
          'paidAmount',
          'paymentReference',
        ]),
      ),
  );
  const byReference = new Map<string, NamedRegistration[]>();
  for (const registration of registrations) {
    const reference = String(registration.paymentReference);
    byReference.set(reference, [...(byReference.get(reference) ?? []), { ...registration, id: Number(registration.id) }]);
  }
  const twins = new Set(
    (
      await inChunks(
        registrations.map((registration) => Number(registration.id)),
        (chunk) =>
          db(`${TABLES.bankTransactions} as t`)
            .join(`${TABLES.bankTransactionRegistrations} as l`, 'l.bank_transaction_id', 't.id')
            .whereIn('l.registration_id', chunk)
            .whereNot('t.format', format)
            .select('l.registration_id as registrationId', 't.booked_on as day', 't.amount', 't.counterparty_account as account'),
      )
    ).map((row: { registrationId: number; day: string; amount: number | string; account: string | null }) =>
      twinKey(Number(row.registrationId), asDay(row.day), Number(row.amount), row.account ?? ''),
    ),
  );
  return lines.map((line, index) => {
    const seen = new Set<number>();
    const candidates = referencesByLine[index]!.flatMap((reference) => byReference.get(reference) ?? []).filter(
      (registration) => !seen.has(registration.id) && seen.add(registration.id),
    );
    const [only] = candidates;
    return {
      recorded: recorded.has(movements[index]!),
      candidates,
      inAnotherFormat:
        candidates.length === 1 && twins.has(twinKey(only!.id, line.date, line.amount, line.counterpartyAccount ?? '')),
    };
  });
}
