import type { Core } from '@strapi/strapi';
import { brusselsDay } from '@brocante/shared';
import { asDay } from '../lib/rows';
import { TABLES } from '../lib/tables';

/** The configuration of a database from before editions, set aside by `database/migrations/2026.11.25T00.00.00.editions.js`. */
const CONFIGURATION_SET_ASIDE = 'configuration_before_editions';

/** SQLite keeps a datetime as milliseconds, PostgreSQL as a date. */
const instant = (value: unknown) =>
  value === null || value === undefined
    ? null
    : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string)).toISOString();

/**
 * Upgrade in place: the configuration set aside becomes the committee's account and an edition for
 * its day, open (or closed once its day has passed); every other day registrations were made for
 * becomes a closed edition with the same settings, so that its accounts can still be settled. Once.
 */
export async function upgradeToEditions(strapi: Core.Strapi, now = new Date()): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(CONFIGURATION_SET_ASIDE))) return;
  const configuration = await knex(CONFIGURATION_SET_ASIDE).first();
  await strapi.db.transaction(async ({ trx }) => {
    if (configuration) {
      if (!(await strapi.db.query('api::committee-account.committee-account').findOne({})))
        await strapi.db.query('api::committee-account.committee-account').create({
          data: {
            debtorName: configuration.debtor_name,
            debtorIban: configuration.debtor_iban,
            debtorBic: configuration.debtor_bic,
            statementDelayWorkingDays: configuration.statement_delay_working_days ?? 3,
          },
        });
      const today = brusselsDay(now);
      const days = new Set<string>([
        asDay(configuration.date),
        ...(await trx(TABLES.registrations).distinct('edition').pluck('edition')).map(asDay),
      ]);
      for (const date of days) {
        if (await strapi.db.query('api::edition.edition').findOne({ where: { date } })) continue;
        await strapi.db.query('api::edition.edition').create({
          data: {
            date,
            state: date === asDay(configuration.date) && date >= today ? 'open' : 'closed',
            arrivalFrom: configuration.arrival_from ?? '07:00:00.000',
            arrivalUntil: configuration.arrival_until ?? '09:00:00.000',
            registrationPrice: configuration.registration_price,
            neighborPrice: configuration.neighbor_price,
            deposit: configuration.deposit,
            pitchesPerRegistration: configuration.pitches_per_registration ?? 1,
            householdRegistrationLimit: configuration.household_registration_limit ?? 2,
            neighborRegistrationEnd: instant(configuration.neighbor_registration_end),
            visitorRegistrationEnd: instant(configuration.visitor_registration_end),
            registrantCancellationEnd: instant(configuration.registrant_cancellation_end),
            unpaidGraceDays: configuration.unpaid_grace_days ?? 21,
            reminderDaysBeforeExpiry: configuration.reminder_days_before_expiry ?? 5,
          },
        });
      }
    }
    await trx.schema.dropTable(CONFIGURATION_SET_ASIDE);
  });
  strapi.log.info('Configuration moved to editions and the committee account');
}
