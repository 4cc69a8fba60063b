import type { Knex } from 'knex';
import { parseStructuredCommunication, type ListQuery } from '@brocante/shared';
import { isPostgres } from '../lib/rows';
import { TABLES } from '../lib/tables';

type Db = Knex | Knex.Transaction;

/**
 * What a staff search reads, each an expression with an index of its own (database-constraints.ts):
 * a word finds the registrations where one of them starts with it. Compared byte by byte (COLLATE
 * "C" on PostgreSQL, SQLite's own order), so that a prefix is a range of the index.
 */
export const SEARCHED_EXPRESSIONS = {
  firstName: 'lower(first_name)',
  lastName: 'lower(last_name)',
  email: 'lower(email)',
  reference: 'payment_reference',
} as const;

/** The index statements of the searched expressions, in the database's own terms. */
export function searchIndexStatements(db: Db): string[] {
  const collate = isPostgres(db) ? ' COLLATE "C"' : '';
  return Object.entries(SEARCHED_EXPRESSIONS).map(
    ([name, expression]) =>
      `CREATE INDEX IF NOT EXISTS registrations_${name.toLowerCase()}_prefix_idx ON ${TABLES.registrations} ((${expression}${collate}))`,
  );
}

/**
 * The first string after every string starting with `prefix`: its last character moved one up (over the
 * surrogates, which no text holds), or the one before it when the last is U+10FFFF; null when there is
 * none (a prefix of U+10FFFF only): every string from the prefix on starts with it.
 */
function afterPrefix(prefix: string): string | null {
  const characters = Array.from(prefix);
  while (characters.length) {
    const last = characters.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) return characters.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
  }
  return null;
}

/**
 * The staff list's filter: its status, its edition, and each word of `q` the start of a first name, last name,
 * e-mail or structured communication (typed with or without its +++ and slashes), or a pitch's name.
 * Every word is a few index ranges: no search reads every registration.
 */
export async function registrationFilter(
  db: Db,
  query: Pick<ListQuery, 'q' | 'status' | 'edition'>,
): Promise<(builder: Knex.QueryBuilder) => void> {
  const collate = isPostgres(db) ? ' COLLATE "C"' : '';
  const words = query.q.split(/\s+/).filter(Boolean);
  const conditions = await Promise.all(
    words.map(async (word) => {
      const lowered = word.toLowerCase();
      const reference = parseStructuredCommunication(word) ?? (word.replace(/[+/*\s]/g, '') || word);
      // Pitches are few: the holders of a pitch of that name are read first, then found by id.
      const holders: number[] = (
        await db(`${TABLES.pitchHolders} as h`)
          .join(`${TABLES.locations} as l`, 'l.id', 'h.location_id')
          .whereRaw('lower(l.name) = ?', [lowered])
          .select('h.registration_id')
      ).map((row: { registration_id: number }) => Number(row.registration_id));
      const startsWith = (expression: string, prefix: string): [string, string[]] => {
        const after = afterPrefix(prefix);
        return after === null
          ? [`${expression}${collate} >= ?`, [prefix]]
          : [`${expression}${collate} >= ? and ${expression}${collate} < ?`, [prefix, after]];
      };
      return (builder: Knex.QueryBuilder) =>
        builder.where((either) => {
          either.whereRaw(...startsWith(SEARCHED_EXPRESSIONS.firstName, lowered));
          either.orWhereRaw(...startsWith(SEARCHED_EXPRESSIONS.lastName, lowered));
          either.orWhereRaw(...startsWith(SEARCHED_EXPRESSIONS.email, lowered));
          either.orWhereRaw(...startsWith(SEARCHED_EXPRESSIONS.reference, reference));
          if (holders.length) either.orWhereIn('id', holders);
        });
    }),
  );
  return (builder) => {
    if (query.status) builder.where('status', query.status);
    if (query.edition) builder.where('edition', query.edition);
    for (const condition of conditions) condition(builder);
  };
}
