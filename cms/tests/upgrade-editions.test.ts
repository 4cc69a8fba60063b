import { expect, it } from 'vitest';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { apiClient, neighborRegistration, visitorRegistration } from './support/http';

/**
 * An operator upgrades a database made when the brocante had one configuration (a single type with
 * the day, the rules and the committee's account) and pitch holders knew no edition: after the
 * restart, the configuration is the committee's account and an open edition, last year's
 * registrations have a closed edition of their own, every holder keeps their pitch in their
 * edition, and nothing else is lost.
 */
useStrapi({ signIn: true });

const MIGRATION = '2026.11.25T00.00.00.editions.js';
const HOLDERS = 'registrations_locations_lnk';

it('makes the single configuration the first edition and the account, nothing lost', async () => {
  for (const data of [
    neighborRegistration({ email: 'avant@example.be' }),
    visitorRegistration({ email: 'aussi@example.be' }),
    visitorRegistration({ email: 'passe@example.be', houseNumber: '77' }),
  ])
    expect((await api.post('/api/registrations', { data })).status).toBe(201);
  const knex = server.strapi.db.connection;
  const [edition] = await knex('editions').select('*');
  const [account] = await knex('committee_accounts').select('*');
  const lastYear = `${Number(String(edition.date).slice(0, 4)) - 1}${String(edition.date).slice(4, 10)}`;
  // One registration is last year's, as a database that lived through a brocante holds.
  await knex('registrations').where({ email: 'passe@example.be' }).update({ edition: lastYear });
  const holders = await knex(HOLDERS).orderBy('registration_id').select('registration_id', 'location_id');
  expect(holders).toHaveLength(3);
  const registrations = await knex('registrations').count({ count: '*' });

  // The database as the previous version left it: the configuration's table, which Strapi's stored
  // schema tracks, with the account in it; no edition, no account; holders without their edition.
  await knex.schema.createTable('configurations', (table) => {
    table.increments('id');
    table.string('document_id');
    table.date('date');
    table.time('arrival_from');
    table.time('arrival_until');
    table.decimal('registration_price', 10, 2);
    table.decimal('neighbor_price', 10, 2);
    table.integer('pitches_per_registration');
    table.decimal('deposit', 10, 2);
    table.string('debtor_name');
    table.string('debtor_iban');
    table.string('debtor_bic');
    table.datetime('neighbor_registration_end');
    table.datetime('visitor_registration_end');
    table.integer('unpaid_grace_days');
    table.integer('reminder_days_before_expiry');
    table.integer('household_registration_limit');
    table.datetime('registrant_cancellation_end');
    table.integer('statement_delay_working_days');
  });
  await knex('configurations').insert({
    document_id: 'configuration',
    date: edition.date,
    arrival_from: edition.arrival_from,
    arrival_until: edition.arrival_until,
    registration_price: 12.5,
    neighbor_price: null,
    pitches_per_registration: 1,
    deposit: 5,
    debtor_name: account.debtor_name,
    debtor_iban: 'BE68539007547034',
    debtor_bic: account.debtor_bic,
    neighbor_registration_end: edition.neighbor_registration_end,
    visitor_registration_end: edition.visitor_registration_end,
    unpaid_grace_days: 14,
    reminder_days_before_expiry: 4,
    household_registration_limit: 1000,
    registrant_cancellation_end: null,
    statement_delay_working_days: 2,
  });
  await knex('editions').delete();
  await knex('committee_accounts').delete();
  const postgres = ['postgres', 'pg'].includes(String(knex.client.config.client));
  await knex.raw(`DROP TRIGGER IF EXISTS pitch_holder_edition${postgres ? ` ON ${HOLDERS}` : ''}`);
  // Nor the free pitches' table and its triggers (bootstrap/free-pitches.ts).
  const triggers: { name: string; table: string }[] = postgres
    ? (
        await knex.raw(
          `SELECT tgname AS name, tgrelid::regclass::text AS "table" FROM pg_trigger WHERE tgname LIKE 'free_pitches_%'`,
        )
      ).rows
    : await knex('sqlite_master')
        .where({ type: 'trigger' })
        .andWhere('name', 'like', 'free_pitches_%')
        .select('name', 'tbl_name as table');
  expect(triggers.length).toBeGreaterThan(0);
  for (const { name, table } of triggers) await knex.raw(`DROP TRIGGER ${name}${postgres ? ` ON ${table}` : ''}`);
  await knex.schema.dropTable('free_pitches');
  await knex.raw('DROP INDEX IF EXISTS registrations_location_edition_holder_unique_idx');
  await knex.schema.alterTable(HOLDERS, (table) => table.dropColumn('edition'));
  await knex.raw(`CREATE UNIQUE INDEX registrations_location_holder_unique_idx ON ${HOLDERS} (location_id)`);
  await knex('strapi_migrations').where({ name: MIGRATION }).delete();
  const stored = await knex('strapi_database_schema').orderBy('id', 'desc').first();
  const schema = typeof stored.schema === 'string' ? JSON.parse(stored.schema) : stored.schema;
  const editions = schema.tables.find((table: { name: string }) => table.name === 'editions');
  schema.tables.push({ ...editions, name: 'configurations', indexes: [], foreignKeys: [] });
  await knex('strapi_database_schema')
    .where({ id: stored.id })
    .update({ schema: JSON.stringify(schema), hash: 'before-the-upgrade' });

  await server.restart();

  const after = server.strapi.db.connection;
  expect(await after.schema.hasTable('configurations')).toBe(false);
  expect(await after.schema.hasTable('configuration_before_editions')).toBe(false);
  expect((await after('registrations').count({ count: '*' }))[0]).toEqual(registrations[0]);
  expect(await after(HOLDERS).orderBy('registration_id').select('registration_id', 'location_id')).toEqual(holders);
  const day = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
  const editionOf = new Map(
    (await after('registrations').select('id', 'edition')).map((row: { id: number; edition: string }) => [
      row.id,
      day(row.edition),
    ]),
  );
  for (const holder of await after(HOLDERS).select('registration_id', 'edition'))
    expect(day(holder.edition)).toBe(editionOf.get(holder.registration_id));

  const client = apiClient(server.url);
  const listed = (await client.get('/api/editions', staff)).body.data;
  expect(
    listed.map((row: { date: string; state: string; registrations: number }) => [row.date, row.state, row.registrations]),
  ).toEqual([
    [day(edition.date), 'open', 2],
    [lastYear, 'closed', 1],
  ]);
  expect(listed[0]).toMatchObject({ registrationPrice: 12.5, deposit: 5, unpaidGraceDays: 14, reminderDaysBeforeExpiry: 4 });
  expect((await client.get('/api/committee-account', staff)).body.data).toEqual({
    debtorName: account.debtor_name,
    debtorIban: 'BE68539007547034',
    debtorBic: account.debtor_bic,
    statementDelayWorkingDays: 2,
  });
  const pitches = await server.strapi.db.query('api::location.location').count({});
  // This year's two holders hold their pitches; last year's holds none of this year's.
  expect((await client.get('/api/configuration')).body.data).toMatchObject({
    date: day(edition.date),
    count: pitches - 2,
    debtorIban: 'BE68539007547034',
    registrationPrice: 12.5,
  });
  // One holder per pitch and edition is a database constraint again.
  const [holder] = await after(HOLDERS).select('location_id', 'registration_id');
  const other = await after('registrations')
    .whereNot({ id: holder.registration_id })
    .where({ edition: editionOf.get(holder.registration_id) })
    .first('id');
  await expect(
    after(HOLDERS).insert({ registration_id: other.id, location_id: holder.location_id, location_ord: 9, registration_ord: 9 }),
  ).rejects.toThrow(/unique|duplicate/i);
});
