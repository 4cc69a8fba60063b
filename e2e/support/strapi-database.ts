import Database from 'better-sqlite3';
import path from 'node:path';
import { E2E_DATABASE, ROOT } from './stack';

/** What Strapi stored, read straight from the end-to-end stack's SQLite file. */
export function strapiDatabase() {
  return new Database(path.join(ROOT, 'cms', E2E_DATABASE));
}

export function setRegistrationDeadlines(deadlines: { neighbor?: Date; visitor?: Date }) {
  const db = strapiDatabase();
  try {
    if (deadlines.neighbor)
      db.prepare('UPDATE configurations SET neighbor_registration_end = ?').run(deadlines.neighbor.getTime());
    if (deadlines.visitor) db.prepare('UPDATE configurations SET visitor_registration_end = ?').run(deadlines.visitor.getTime());
  } finally {
    db.close();
  }
}
