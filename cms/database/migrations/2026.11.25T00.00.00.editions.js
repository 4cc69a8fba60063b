'use strict';

/**
 * Editions: the single configuration became edition records and the committee's account. Strapi's
 * schema sync, which runs after this migration, drops the configuration's table; its row is set
 * aside here, in a table Strapi does not track, and bootstrap makes it the first edition and the
 * account (cms/src/bootstrap/editions.ts), so no setting is lost.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('configurations'))) return;
    if (await knex.schema.hasTable('configuration_before_editions')) return;
    await knex.raw('CREATE TABLE configuration_before_editions AS SELECT * FROM configurations');
  },
};
