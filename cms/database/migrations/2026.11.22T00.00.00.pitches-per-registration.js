'use strict';

/**
 * Several pitches per registration: registration.location (one pitch) became
 * registration.locations. Strapi's schema sync, which runs after this migration, drops the old link
 * table; its rows are set aside here, in a table Strapi does not track, and bootstrap puts them in
 * the new link table (cms/src/bootstrap/database-constraints.ts), so no pitch holder is lost.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('registrations_location_lnk'))) return;
    if (await knex.schema.hasTable('pitch_holders_before_2026_11')) return;
    await knex.raw(
      'CREATE TABLE pitch_holders_before_2026_11 AS SELECT registration_id, location_id FROM registrations_location_lnk',
    );
  },
};
