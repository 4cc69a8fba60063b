/**
 * A bench's direct line to the database of the Strapi it measures (`pnpm bench`, `pnpm bench:growth`): one
 * connection, PostgreSQL or SQLite alike, to write what a season would leave or read what the server did.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

/** One connection to the bench's database, `?` placeholders on both; `readonly` opens SQLite's file read-only. */
export async function openDatabase({ root, database, databaseUrl, sqliteFile, readonly = false }) {
  if (database === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async (sql, params = []) => {
        let placeholder = 0;
        return (
          await client.query(
            sql.replace(/\?/g, () => `$${++placeholder}`),
            params,
          )
        ).rows;
      },
      close: () => client.end(),
    };
  }
  const Database = createRequire(path.join(root, 'cms', 'package.json'))('better-sqlite3');
  const db = readonly ? new Database(sqliteFile, { readonly: true }) : new Database(sqliteFile);
  // SQLite stores Strapi's dates as milliseconds and booleans as 0 and 1.
  const value = (param) => (param instanceof Date ? param.getTime() : typeof param === 'boolean' ? Number(param) : param);
  return {
    query: async (sql, params = []) => {
      const statement = db.prepare(sql);
      return statement.reader ? statement.all(params.map(value)) : (statement.run(params.map(value)), []);
    },
    close: async () => db.close(),
  };
}
