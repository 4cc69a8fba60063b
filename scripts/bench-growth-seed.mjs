/**
 * `pnpm bench:growth`, the edition at each size: today's size, and the edition of that size written straight
 * into the database (what a season would leave), the season before it emptied.
 */

/** Today's size, multiplied by each scale. */
export const BASE = { pitches: 500, registrations: 1_000, statementLines: 1_000, freed: 50 };
const ROWS_PER_INSERT = 1_000;

/** Rows (objects, column by column) inserted a thousand at a time: well under both databases' parameter limits. */
async function insertRows(db, table, rows) {
  const columns = Object.keys(rows[0]);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const batch = rows.slice(start, start + ROWS_PER_INSERT);
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => tuple).join(', ')}`,
      batch.flatMap((row) => Object.values(row)),
    );
  }
}

/** What each size starts from: the tables of a season emptied, the edition kept (its rules, its waiting line). */
const SEASON_TABLES = [
  'registrations_locations_lnk',
  'free_pitches',
  'bank_transactions_registration_lnk',
  'bank_transactions',
  'registration_events',
  'email_messages',
  'refunds',
  'registrations',
  'locations',
];

/**
 * The edition at one size: `pitches` pitches, each held by one of the first half of `registrations`
 * (awaiting payment), the second half on the waiting list, oldest first; every registration with its
 * own valid structured communication, so that a statement's lines match them.
 */
export async function seedEdition(db, database, { pitches, registrations }, edition, shared) {
  if (database === 'postgres') await db.query(`TRUNCATE ${SEASON_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  else for (const table of SEASON_TABLES) await db.query(`DELETE FROM ${table}`);
  const now = new Date();
  await insertRows(
    db,
    'locations',
    Array.from({ length: pitches }, (_, i) => ({
      document_id: `growthpitch${String(i).padStart(12, '0')}`,
      name: `G${i + 1}`,
      street: `Rue de la Croissance ${Math.floor(i / 250) + 1}`,
      // One pitch in ten lies in front of no house (a street's end: a visitor's first choice).
      number: i % 10 === 9 ? null : String((i % 250) + 1),
      meters: 3,
      side: i % 2 ? 'even' : 'odd',
      position: i % 250,
      created_at: now,
      updated_at: now,
      published_at: now,
    })),
  );
  const holders = registrations / 2;
  await insertRows(
    db,
    'registrations',
    Array.from({ length: registrations }, (_, i) => {
      // Spread over the 60 days before now, the first registered first.
      const createdAt = new Date(now.getTime() - 60 * 86_400_000 * (1 - i / registrations));
      return {
        document_id: `growth${String(i).padStart(18, '0')}`,
        kind: 'visitor',
        first_name: `Prénom${i}`,
        last_name: `Nom${i}`,
        email: `croissance${i}@example.be`,
        phone: '0470 12 34 56',
        street: 'Chaussée de Waterloo',
        house_number: String(i),
        postal_code: '1180',
        city: 'Uccle',
        comment: '',
        accepts_rules: true,
        accepts_privacy: true,
        status: i < holders ? 'pending' : 'waitlist',
        amount: 15,
        deposit: 0,
        pitch_count: 1,
        payment_reference: shared.structuredCommunicationDigits(String(5_000_000_000 + i)),
        edition,
        access_key_version: 0,
        pending_since: i < holders ? createdAt : null,
        created_at: createdAt,
        updated_at: createdAt,
        published_at: createdAt,
      };
    }),
  );
  // The n-th registration holds the n-th pitch (the link's trigger writes the holder's edition).
  await db.query(
    `INSERT INTO registrations_locations_lnk (registration_id, location_id, location_ord, registration_ord)
     SELECT r.id, l.id, 1, 1
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM registrations WHERE status = 'pending') r
     JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM locations) l ON l.n = r.n`,
  );
  if (database === 'postgres') {
    // The waiting line's base, as a transaction holding the allocation lock sets it (allocation.ts, settleWaitingLine).
    const tickets = `waiting_line_tickets_${edition.replace(/\D/g, '')}`;
    await db.query(
      `UPDATE waiting_lines SET base = (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM ${tickets})
         - (SELECT count(*) FROM registrations WHERE status = 'waitlist' AND edition = ?) WHERE edition = ?`,
      [edition, edition],
    );
    // What autovacuum does after inserts: statistics, and the visibility map of index-only reads.
    await db.query('VACUUM ANALYZE registrations, locations, registrations_locations_lnk, free_pitches');
  } else await db.query('ANALYZE');
}
