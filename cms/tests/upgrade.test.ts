import { expect, it } from 'vitest';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { apiClient, neighborRegistration, visitorRegistration } from './support/http';

/**
 * An operator upgrades a database made when a registration held one pitch
 * (registration.location): after the restart, every holder holds the same pitch through
 * registration.locations, and the old link table is gone.
 */
useStrapi({ signIn: true });

const OLD_LINKS = 'registrations_location_lnk';
const NEW_LINKS = 'registrations_locations_lnk';
const MIGRATION = '2026.11.22T00.00.00.pitches-per-registration.js';

it('keeps every pitch holder of a database from before several pitches per registration', async () => {
  for (const data of [neighborRegistration({ email: 'avant@example.be' }), visitorRegistration({ email: 'aussi@example.be' })])
    expect((await api.post('/api/registrations', { data })).status).toBe(201);
  const knex = server.strapi.db.connection;
  const holders = await knex(NEW_LINKS).orderBy('registration_id').select('registration_id', 'location_id');
  expect(holders).toHaveLength(2);

  // The database as the previous version left it: the holders in the old link table, which Strapi's
  // stored schema tracks, the new one empty, the migration never run.
  await knex.schema.createTable(OLD_LINKS, (table) => {
    table.increments('id');
    table.integer('registration_id').unsigned();
    table.integer('location_id').unsigned();
    table.double('registration_ord').unsigned();
  });
  await knex(OLD_LINKS).insert(holders.map((holder) => ({ ...holder, registration_ord: 1 })));
  await knex(NEW_LINKS).delete();
  await knex('strapi_migrations').where({ name: MIGRATION }).delete();
  const stored = await knex('strapi_database_schema').orderBy('id', 'desc').first();
  const schema = typeof stored.schema === 'string' ? JSON.parse(stored.schema) : stored.schema;
  const newTable = schema.tables.find((table: { name: string }) => table.name === NEW_LINKS);
  schema.tables.push({
    name: OLD_LINKS,
    indexes: [],
    foreignKeys: [],
    columns: newTable.columns.filter((column: { name: string }) => column.name !== 'location_ord'),
  });
  await knex('strapi_database_schema')
    .where({ id: stored.id })
    .update({ schema: JSON.stringify(schema), hash: 'before-the-upgrade' });

  await server.restart();

  const after = server.strapi.db.connection;
  expect(await after(NEW_LINKS).orderBy('registration_id').select('registration_id', 'location_id')).toEqual(holders);
  expect(await after.schema.hasTable(OLD_LINKS)).toBe(false);
  expect(await after.schema.hasTable('pitch_holders_before_2026_11')).toBe(false);
  const client = apiClient(server.url);
  const listed = (await client.get('/api/registrations?q=avant%40example.be', staff)).body.data[0];
  expect(listed.locations).toHaveLength(1);
  expect((await client.get('/api/configuration')).body.data.count).toBe(28);
});
