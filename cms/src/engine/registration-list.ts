import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { registrationCsvLine, registrationsCsvHeader, type ListQuery } from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { TABLES } from '../lib/tables';
import type { StoredRegistration } from './domain';
import { registrationFilter } from './registration-search';
import { registrationRows } from './rows';

const UID = 'api::registration.registration';
/** Rows read at once by the CSV export. */
const EXPORT_PAGE = 500;

/** The volunteers' list of registrations (a search, a page of it) and its CSV export. */
export const registrationList = perStrapi((strapi: Core.Strapi) => {
  /** These registrations with their pitches, in the order of `ids`. */
  async function withPitches(ids: number[]): Promise<StoredRegistration[]> {
    if (!ids.length) return [];
    const rows: StoredRegistration[] = await strapi.db
      .query(UID)
      .findMany({ where: { id: { $in: ids } }, populate: ['locations'] });
    const byId = new Map(rows.map((registration) => [Number(registration.id), registration]));
    return ids.map((id) => byId.get(Number(id))!);
  }

  return {
    /**
     * The registrations of a search as a CSV file, written to `out` as they are read (500 at a time,
     * newest first, each page found by the last id of the one before): the file starts at once and
     * holds any number of rows in little memory.
     */
    async exportCsv(query: Pick<ListQuery, 'q' | 'status' | 'edition'>, out: NodeJS.WritableStream) {
      const db = strapi.db.connection;
      const filter = await registrationFilter(db, query);
      out.write(registrationsCsvHeader());
      for (let before: number | null = null; ;) {
        const ids = await db(TABLES.registrations)
          .where(filter)
          .modify((builder) => (before === null ? builder : builder.where('id', '<', before)))
          .orderBy('id', 'desc')
          .limit(EXPORT_PAGE)
          .pluck('id');
        for (const registration of await withPitches(ids))
          out.write(
            registrationCsvLine({ ...registration, amount: Number(registration.amount), deposit: Number(registration.deposit) }),
          );
        if (ids.length < EXPORT_PAGE) break;
        before = Number(ids.at(-1));
      }
      out.end();
    },

    /**
     * Staff list: a search (registration-search.ts), newest first. The page's ids are read from the
     * sort's index alone, then only those registrations with their pitches. A page reached by Suivant
     * or Précédent starts after or ends before a row the previous page showed: it is read from that
     * row's place in the index (keyset), as fast at page 5,000 as at page 2. A page asked by its number
     * alone, or whose row has been deleted since, is counted from the first.
     */
    async list(query: ListQuery) {
      const db = strapi.db.connection;
      const filter = await registrationFilter(db, query);
      const boundary = query.after ?? query.before;
      const inListOrder = (builder: Knex.QueryBuilder, order: 'asc' | 'desc' = 'desc') =>
        builder.orderBy([
          { column: 'created_at', order },
          { column: 'id', order },
        ]);
      const byNumber = () =>
        inListOrder(db(TABLES.registrations).where(filter))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .pluck('id');
      const fromBoundary = async (documentId: string) => {
        const ids = await inListOrder(
          db(TABLES.registrations)
            .where(filter)
            .whereRaw(
              `(created_at, id) ${query.after ? '<' : '>'} (SELECT created_at, id FROM ${TABLES.registrations} WHERE document_id = ?)`,
              [documentId],
            ),
          query.after ? 'desc' : 'asc',
        )
          .limit(query.pageSize)
          .pluck('id');
        return query.after ? ids : ids.reverse();
      };
      const [fromPlace, [row], boundaryFound] = await Promise.all([
        boundary ? fromBoundary(boundary) : byNumber(),
        db(TABLES.registrations).where(filter).count({ count: '*' }),
        boundary
          ? db(TABLES.registrations)
              .where(registrationRows.row({ documentId: boundary }))
              .first('id')
          : true,
      ]);
      const ids = boundaryFound ? fromPlace : await byNumber();
      const total = Number(row?.count ?? 0);
      return {
        results: await withPitches(ids),
        pagination: { page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(total / query.pageSize), total },
      };
    },
  };
});
