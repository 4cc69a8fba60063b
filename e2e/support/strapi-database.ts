import Database from 'better-sqlite3';
import path from 'node:path';
import { structuredCommunicationDigits } from '@brocante/shared';
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

/** A month ahead of the test run: the deadlines the public site's tests leave behind them. */
const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000);

/** Both routes open again for a month, whatever deadline a test moved (the public site's tests call it after each). */
export function reopenRegistrations() {
  setRegistrationDeadlines({ neighbor: IN_A_MONTH, visitor: IN_A_MONTH });
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

/** A copy of the first edition's rules on `day`, in `state`, unless an edition is on that day already. */
function copyEdition(db: Database.Database, day: string, state: string, arrivalUntil?: string) {
  const rules = (db.prepare('SELECT name FROM pragma_table_info(?)').all('editions') as { name: string }[])
    .map((column) => column.name)
    .filter((name) => !['id', 'document_id', 'date', 'state'].includes(name))
    .join(', ');
  db.prepare(
    `INSERT INTO editions (document_id, date, state, ${rules})
     SELECT ?, ?, ?, ${rules} FROM editions WHERE NOT EXISTS (SELECT 1 FROM editions WHERE date = ?) ORDER BY date LIMIT 1`,
  ).run(`e2e-edition-${day}`, day, state, day);
  if (arrivalUntil) db.prepare('UPDATE editions SET arrival_until = ? WHERE date = ?').run(`${arrivalUntil}:00.000`, day);
}

/** The registration of `email`, with its pitches, moved to the edition of `day`. */
function moveRegistration(db: Database.Database, email: string, day: string) {
  const { id } = db.prepare('SELECT id FROM registrations WHERE email = ?').get(email) as { id: number };
  db.prepare('UPDATE registrations SET edition = ? WHERE id = ?').run(day, id);
  db.prepare('UPDATE registrations_locations_lnk SET edition = ? WHERE registration_id = ?').run(day, id);
}

/**
 * The morning of a brocante, a few days ago and still open (as on its day): arrivals until `arrivalUntil`, the
 * registrations of `emails` moved to it with their pitches. `close` ends it, as the volunteers do after the day.
 */
export function morningEdition(day: string, arrivalUntil: string, emails: string[]) {
  const db = strapiDatabase();
  try {
    copyEdition(db, day, 'open', arrivalUntil);
    for (const email of emails) moveRegistration(db, email, day);
  } finally {
    db.close();
  }
  return {
    close() {
      const closing = strapiDatabase();
      try {
        closing.prepare("UPDATE editions SET state = 'closed' WHERE date = ?").run(day);
      } finally {
        closing.close();
      }
    },
  };
}

/**
 * A brocante already over: a closed edition on `day` with the demo's rules (as the volunteers would
 * have run it), and the registration of `email` moved to it with its pitches.
 */
export function moveToPastEdition(email: string, day: string) {
  const db = strapiDatabase();
  try {
    copyEdition(db, day, 'closed');
    moveRegistration(db, email, day);
  } finally {
    db.close();
  }
}

/**
 * `count` visitors more like the one of `email`, each waiting to pay with a structured communication of its own, written
 * straight to the database (as a braderie's thousands of registrations would be): their 12-digit references.
 */
export function copiesOfRegistration(email: string, count: number, tenDigitsFrom: number): string[] {
  const db = strapiDatabase();
  try {
    const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').all('registrations') as { name: string }[])
      .map((column) => column.name)
      .filter((name) => !['id', 'document_id', 'email', 'payment_reference', 'access_key_hash'].includes(name));
    const copy = db.prepare(
      `INSERT INTO registrations (document_id, email, payment_reference, ${columns.join(', ')})
       SELECT ?, ?, ?, ${columns.join(', ')} FROM registrations WHERE email = ?`,
    );
    const references = Array.from({ length: count }, (_, index) =>
      structuredCommunicationDigits(String(tenDigitsFrom + index).padStart(10, '0')),
    );
    db.transaction(() =>
      references.forEach((reference, index) =>
        copy.run(`e2e-copy-${reference}`, email.replace('@', `+${index + 1}@`), reference, email),
      ),
    )();
    return references;
  } finally {
    db.close();
  }
}

/** How many e-mails the outbox has still to send. */
export function emailsToSend(): number {
  const db = strapiDatabase();
  try {
    return (db.prepare("SELECT count(*) AS n FROM email_messages WHERE status = 'pending'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * How many of the registrations of `email` and of its copies (copiesOfRegistration) are paid: holding their pitch, or
 * still on the waiting line (paid while waiting) when the suites before took every pitch.
 */
export function paidRegistrations(email: string): number {
  const db = strapiDatabase();
  try {
    const [name, domain] = email.split('@');
    return (
      db
        .prepare('SELECT count(*) AS n FROM registrations WHERE paid_at IS NOT NULL AND (email = ? OR email LIKE ?)')
        .get(email, `${name}+%@${domain}`) as { n: number }
    ).n;
  } finally {
    db.close();
  }
}
