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
    if (deadlines.neighbor) db.prepare('UPDATE editions SET neighbor_registration_end = ?').run(deadlines.neighbor.getTime());
    if (deadlines.visitor) db.prepare('UPDATE editions SET visitor_registration_end = ?').run(deadlines.visitor.getTime());
  } finally {
    db.close();
  }
}

/** The edition's pricing rules, as the volunteers would save them in the admin. */
export function setPricing(pricing: { pitchesPerRegistration?: number; deposit?: number | null; neighborPrice?: number | null }) {
  const db = strapiDatabase();
  try {
    if (pricing.pitchesPerRegistration !== undefined)
      db.prepare('UPDATE editions SET pitches_per_registration = ?').run(pricing.pitchesPerRegistration);
    if (pricing.deposit !== undefined) db.prepare('UPDATE editions SET deposit = ?').run(pricing.deposit);
    if (pricing.neighborPrice !== undefined) db.prepare('UPDATE editions SET neighbor_price = ?').run(pricing.neighborPrice);
  } finally {
    db.close();
  }
}
