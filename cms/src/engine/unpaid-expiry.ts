import type { Core } from '@strapi/strapi';
import { AWAITING_PAYMENT_STATUSES, awaitsPayment, mayExpire, paymentDeadline, step } from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { lockAllocation } from './locks';
import type { StoredRegistration } from './domain';
import * as emails from '../emails/templates';
import { editions } from './editions';
import { lastStatementImport } from './last-statement-import';
import { lifecycle } from './lifecycle';
import { outbox } from './outbox';
import { registrations } from './registrations';
import { registrationTransaction } from './transaction';

const DAY_MS = 86_400_000;
/** Expiries a transaction: the allocation lock is held for a few hundred milliseconds at most. */
const EXPIRIES_A_TRANSACTION = 100;

/** The unpaid registrations' clock, run each hour by the scheduler (config/cron-tasks.ts). */
export const unpaidExpiry = perStrapi((strapi: Core.Strapi) => ({
  /**
   * Unpaid registrations of the open editions: a reminder some days before the end of the grace
   * period, then cancellation (the pitch goes to the waiting list), each edition by its own delays.
   * Each step checks the state it changes: running twice is safe.
   */
  async expireUnpaid(now = new Date()) {
    const summary = { reminded: 0, expired: 0 };
    // A payment made in time may still be on its way: nothing expires before the statements that would show it.
    const lastImport = await lastStatementImport(strapi);
    // Only an open edition's registrations expire: a past one's are settled by hand.
    for (const { date, state } of await editions(strapi).all()) {
      if (state !== 'open') continue;
      const configuration = await editions(strapi).stored(date);
      const graceMs = Number(configuration.unpaidGraceDays) * DAY_MS;
      const reminderMs =
        Math.max(0, Number(configuration.unpaidGraceDays) - Number(configuration.reminderDaysBeforeExpiry)) * DAY_MS;

      const toRemind = await strapi.db.query('api::registration.registration').findMany({
        where: {
          edition: date,
          status: { $in: AWAITING_PAYMENT_STATUSES },
          reminderSentAt: { $null: true },
          pendingSince: { $lte: new Date(now.getTime() - reminderMs) },
        },
        select: ['documentId'],
      });
      for (const { documentId } of toRemind) {
        await registrationTransaction(strapi, async () => {
          const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
          if (!awaitsPayment(registration.status) || registration.reminderSentAt) return;
          await registrations(strapi).update(documentId, { reminderSentAt: now.toISOString() });
          const expiresAt = paymentDeadline(String(registration.pendingSince), Number(configuration.unpaidGraceDays));
          await outbox(strapi).queue(
            `reminder:${documentId}`,
            emails.expiryReminder(registration, configuration, expiresAt, configuration.statementDelayWorkingDays),
            registration.id,
          );
          summary.reminded += 1;
        });
      }

      const toExpire = (
        await strapi.db.query('api::registration.registration').findMany({
          where: {
            edition: date,
            status: { $in: AWAITING_PAYMENT_STATUSES },
            pendingSince: { $lte: new Date(now.getTime() - graceMs) },
          },
          select: ['documentId', 'pendingSince'],
        })
      ).filter(({ pendingSince }: { pendingSince: string }) =>
        mayExpire(
          paymentDeadline(pendingSince, Number(configuration.unpaidGraceDays)),
          lastImport,
          configuration.statementDelayWorkingDays,
        ),
      );
      // In one pass: the expiries of the hour, a hundred a transaction, then their pitches to the waiting line at once
      // (the head of the line read once a promotion, not once an expiry).
      for (let start = 0; start < toExpire.length; start += EXPIRIES_A_TRANSACTION) {
        await registrationTransaction(strapi, async (trx) => {
          await lockAllocation(trx);
          const freed: { street: string; number: string | null }[] = [];
          for (const { documentId } of toExpire.slice(start, start + EXPIRIES_A_TRANSACTION)) {
            const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
            if (!step(registration, 'expire', 'expiry').allowed) continue;
            await lifecycle(strapi).takeStep(trx, registration, 'expire', 'expiry', { now, freed });
            summary.expired += 1;
          }
          if (freed.length) await lifecycle(strapi).promoteWaiting(trx, freed, now, date);
        });
      }
    }
    return summary;
  },
}));
