import { randomInt } from 'node:crypto';
import { factories } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  API_MESSAGES,
  formatIban,
  formatStructuredCommunication,
  isRegistrationOpen,
  parseStructuredCommunication,
  randomStructuredCommunication,
  step,
  type BrocanteConfiguration,
  type LifecycleActor,
  type LifecycleEvent,
  type ListQuery,
  type RegistrationInput,
  type RegistrationReceipt,
  type RegistrationStatus,
} from '@brocante/shared';
import { isUniqueViolation, notFound, validationFailed } from '../../../lib/api-errors';
import { isLocationHeld, lockAllocation, nextFreeLocation } from '../../location/services/availability';
import * as emails from '../../../emails/templates';

const UID = 'api::registration.registration';
const REGISTRATION_NOT_FOUND = "Cette inscription n'existe pas.";
const DAY_MS = 86_400_000;

interface StoredConfiguration extends Omit<BrocanteConfiguration, 'count'> {
  unpaidGraceDays: number;
  reminderDaysBeforeExpiry: number;
  householdRegistrationLimit: number;
}

type StoredRegistration = emails.RegistrationForEmail & {
  id: number;
  kind: 'neighbor' | 'visitor';
  status: RegistrationStatus;
  street: string;
  houseNumber: string;
  amount: number;
  paidAmount: number | null;
  pendingSince: string | null;
  edition: string;
  location: { id: number; documentId: string; name: string; street: string; number: string | null } | null;
};

export default factories.createCoreService(UID, ({ strapi }) => {
  const outbox = () => strapi.service('api::email-message.email-message');
  const inTransaction = async <T>(work: (trx: Knex.Transaction) => Promise<T>) => {
    const result = await strapi.db.transaction(({ trx }) => work(trx as unknown as Knex.Transaction));
    outbox().sendSoon();
    return result;
  };

  async function configuration(): Promise<StoredConfiguration> {
    const stored = await strapi.documents('api::configuration.configuration').findFirst();
    if (!stored) throw validationFailed(API_MESSAGES.configurationMissing, 'configuration-missing');
    return stored as unknown as StoredConfiguration;
  }

  async function findRegistration(documentId: string): Promise<StoredRegistration> {
    const registration = await strapi.documents(UID).findOne({ documentId, populate: { location: true } });
    if (!registration) throw notFound(REGISTRATION_NOT_FOUND);
    return registration as unknown as StoredRegistration;
  }

  async function update(documentId: string, data: Record<string, unknown>): Promise<StoredRegistration> {
    return (await strapi.documents(UID).update({ documentId, data: data as never, populate: { location: true } })) as unknown as StoredRegistration;
  }

  /** A household (same street, number and postal code) registers at most as often as the committee allows per edition. */
  async function ensureHouseholdMayRegister(trx: Knex.Transaction, input: RegistrationInput, account: StoredConfiguration) {
    const limit = Number(account.householdRegistrationLimit ?? 2);
    const [row] = await trx('registrations')
      .where({ edition: account.date, postal_code: input.postalCode })
      .whereNot({ status: 'cancelled' })
      .whereRaw('lower(street) = lower(?) and lower(house_number) = lower(?)', [input.street, input.houseNumber])
      .count({ count: '*' });
    if (Number(row?.count ?? 0) >= limit) throw validationFailed(API_MESSAGES.householdLimit(limit), 'household-limit');
  }

  async function waitlistPosition(trx: Knex.Transaction, id: number, edition: string): Promise<number> {
    const [row] = await trx('registrations').where({ status: 'waitlist', edition }).andWhere('id', '<=', id).count({ count: '*' });
    return Number(row?.count ?? 0);
  }

  type Pitch = { documentId: string; street: string; number: string | null };

  /**
   * One step of the registration's lifecycle (registration-lifecycle.ts), in the caller's transaction:
   * what the lifecycle refuses is refused; otherwise the status changes and the step's effects
   * follow: the payment recorded, the pitch released or assigned, the person told, the freed pitch
   * offered to the waiting list.
   */
  async function takeStep(
    trx: Knex.Transaction,
    registration: StoredRegistration,
    event: LifecycleEvent,
    actor: LifecycleActor,
    { now, pitch, payment }: { now: Date; pitch?: { documentId: string }; payment?: { amount: number; at: Date } },
  ): Promise<StoredRegistration> {
    const outcome = step(registration, event, actor);
    if (!outcome.allowed) throw validationFailed(outcome.message, 'forbidden-step');
    const data: Record<string, unknown> = { status: outcome.to };
    if (outcome.to === 'cancelled') data.cancelledAt = now.toISOString();
    for (const effect of outcome.effects) {
      if (effect === 'record-payment') Object.assign(data, { paidAt: (payment?.at ?? now).toISOString(), paidAmount: payment?.amount ?? Number(registration.amount) });
      if (effect === 'release-pitch') data.location = null;
      if (effect === 'assign-pitch') {
        if (!pitch) throw validationFailed(API_MESSAGES.noFreeLocation, 'no-free-location');
        Object.assign(data, { location: pitch.documentId, ...(outcome.to === 'pending' ? { pendingSince: now.toISOString() } : {}) });
      }
    }
    const updated = await update(registration.documentId, data);
    const account = await configuration();
    const documentId = registration.documentId;
    if (outcome.effects.includes('email')) {
      if (event === 'pay') await outbox().queue(`payment-received:${documentId}`, emails.paymentReceived(updated, account));
      if (event === 'cancel' || event === 'expire') {
        await outbox().queue(`cancelled:${documentId}`, emails.registrationCancelled(registration, event === 'expire' ? 'unpaid' : 'staff'));
      }
      if (event === 'promote') await outbox().queue(`waitlist-to-pitch:${documentId}:${pitch!.documentId}`, emails.movedFromWaitlist(updated, account));
    }
    if (outcome.effects.includes('promote-waiting-list') && registration.location) await promoteWaiting(trx, registration.location, now);
    return updated;
  }

  /**
   * A pitch was given back: it goes to the neighbour living in front of it if they wait, then to
   * whoever paid while waiting, then to the oldest waiting registration.
   */
  async function promoteWaiting(trx: Knex.Transaction, pitch: Pitch, now: Date) {
    const waiting = await trx('registrations')
      .where({ status: 'waitlist' })
      .orderByRaw("CASE WHEN kind = 'neighbor' AND street = ? AND house_number = ? THEN 0 ELSE 1 END", [pitch.street, pitch.number ?? ''])
      .orderByRaw('CASE WHEN paid_at IS NULL THEN 1 ELSE 0 END')
      .orderBy('id')
      .first('document_id as documentId');
    if (!waiting) return;
    await takeStep(trx, await findRegistration(String(waiting.documentId)), 'promote', 'waitlist', { now, pitch });
  }

  return {
    /**
     * A public registration: the caller chooses none of status, amount, reference or pitch.
     * Allocation runs in one transaction under a lock; the unique index on the holder link backs it up.
     * The e-mail with the payment instructions is stored in the same transaction, sent after.
     */
    async register(input: RegistrationInput, now = new Date()): Promise<RegistrationReceipt> {
      const account = await configuration();
      if (!isRegistrationOpen(account as unknown as BrocanteConfiguration, input.kind, now)) {
        throw validationFailed(
          input.kind === 'neighbor' ? API_MESSAGES.neighborRegistrationClosed : API_MESSAGES.visitorRegistrationClosed,
          'registration-closed',
        );
      }
      const amount = Number(account.registrationPrice);

      for (let attempt = 1; ; attempt += 1) {
        try {
          return await inTransaction(async (trx) => {
            await lockAllocation(trx);
            await ensureHouseholdMayRegister(trx, input, account);
            const location = await nextFreeLocation(trx, input);
            const created = (await strapi.documents(UID).create({
              data: {
                ...input,
                status: location ? 'pending' : 'waitlist',
                amount,
                paymentReference: randomStructuredCommunication(randomInt),
                edition: account.date,
                pendingSince: location ? now.toISOString() : null,
                location: location ? location.documentId : null,
              } as never,
              populate: { location: true },
            })) as unknown as StoredRegistration;
            const position = location ? null : await waitlistPosition(trx, created.id, String(account.date));
            await outbox().queue(`registration-received:${created.documentId}`, emails.registrationReceived(created, account, position));
            const held = created.location;
            return {
              status: location ? 'pending' : 'waitlist',
              amount,
              beneficiary: String(account.debtorName),
              iban: formatIban(String(account.debtorIban)),
              bic: String(account.debtorBic),
              structuredCommunication: formatStructuredCommunication(created.paymentReference),
              location: held ? { name: held.name, street: held.street, number: held.number || null } : null,
              waitlistPosition: position,
            };
          });
        } catch (error) {
          // A reference drawn twice (1 chance in 10^10) or a pitch taken behind the lock's back: try again.
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    /** Staff list: words of `q` each match a name, e-mail, structured communication or pitch. */
    async list(query: ListQuery) {
      const words = query.q.split(/\s+/).filter(Boolean);
      const filters: Record<string, unknown>[] = words.map((word) => {
        const reference = parseStructuredCommunication(word);
        return {
          $or: [
            { firstName: { $containsi: word } },
            { lastName: { $containsi: word } },
            { email: { $containsi: word } },
            { paymentReference: { $contains: reference ?? (word.replace(/[+/*]/g, '') || word) } },
            { location: { name: { $eqi: word } } },
          ],
        };
      });
      if (query.status) filters.push({ status: query.status });
      const where = filters.length ? { $and: filters } : {};
      const [results, total] = await Promise.all([
        strapi.documents(UID).findMany({
          filters: where as never,
          populate: { location: true },
          sort: [{ createdAt: 'desc' }, { id: 'desc' }] as never,
          start: (query.page - 1) * query.pageSize,
          limit: query.pageSize,
        }),
        strapi.documents(UID).count({ filters: where as never }),
      ]);
      return {
        results,
        pagination: { page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(total / query.pageSize), total },
      };
    },

    findRegistration,

    /** A volunteer takes a step of the lifecycle; a registration leaving the waiting list gets the next free pitch. */
    async takeStaffStep(documentId: string, event: LifecycleEvent, now = new Date()) {
      return inTransaction(async (trx) => {
        await lockAllocation(trx);
        const registration = await findRegistration(documentId);
        const pitch =
          event === 'promote' && step(registration, event, 'staff').allowed
            ? ((await nextFreeLocation(trx, { kind: registration.kind, street: registration.street, houseNumber: registration.houseNumber })) ?? undefined)
            : undefined;
        return takeStep(trx, registration, event, 'staff', { now, pitch });
      });
    },

    /** Staff assign a pitch (a waiting registration then awaits payment) or release it (null). */
    async assignLocation(documentId: string, locationDocumentId: string | null, now = new Date()) {
      try {
        return await inTransaction(async (trx) => {
          await lockAllocation(trx);
          const registration = await findRegistration(documentId);
          if (registration.status === 'cancelled') {
            throw validationFailed(API_MESSAGES.noLocationOnInactive, 'registration-cancelled');
          }
          if (locationDocumentId === null) {
            const released = await update(documentId, { location: null });
            if (registration.location) await promoteWaiting(trx, registration.location, now);
            return released;
          }
          const location = await strapi.documents('api::location.location').findOne({ documentId: locationDocumentId });
          if (!location) throw validationFailed(API_MESSAGES.locationNotFound, 'location-not-found');
          if (await isLocationHeld(trx, location.id as number, registration.id)) {
            throw validationFailed(API_MESSAGES.locationTaken, 'location-taken');
          }
          if (registration.status !== 'waitlist') return update(documentId, { location: locationDocumentId });
          return takeStep(trx, registration, 'promote', 'staff', { now, pitch: location });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw validationFailed(API_MESSAGES.locationTaken, 'location-taken');
        throw error;
      }
    },

    /** A payment found in a bank statement: recorded once, whatever runs at the same time. */
    async recordPayment(registrationId: number, paidAmount: number, paidAt: Date): Promise<'marked-paid' | 'already-paid' | 'not-payable'> {
      return inTransaction(async (trx) => {
        await lockAllocation(trx);
        const row = await trx('registrations').where({ id: registrationId }).first('document_id as documentId');
        if (!row) return 'not-payable';
        const registration = await findRegistration(String(row.documentId));
        if (!step(registration, 'pay', 'bank').allowed) return registration.status === 'cancelled' ? 'not-payable' : 'already-paid';
        await takeStep(trx, registration, 'pay', 'bank', { now: paidAt, payment: { amount: paidAmount, at: paidAt } });
        return 'marked-paid';
      });
    },

    /**
     * Personal data of past editions (editions before the coming brocante, and before `editionsBefore`
     * when given) is replaced, for good: names, contact details, address and comment, the e-mails sent
     * to them, and the payer details of their bank lines. Amounts, statuses and dates stay for the
     * committee's accounts. Staff ask for it once the accounts are closed; the daily retention task
     * does it six months after each edition at the latest.
     */
    async anonymisePastEditions(editionsBefore?: string) {
      const account = await configuration();
      const before = editionsBefore && editionsBefore < account.date ? editionsBefore : account.date;
      return strapi.db.transaction(async ({ trx }) => {
        const knex = trx as unknown as Knex.Transaction;
        const past = await knex('registrations').where('edition', '<', before).whereNot('first_name', 'Anonyme').select('id', 'email');
        if (!past.length) return { anonymised: 0 };
        const ids = past.map((row: { id: number }) => row.id);
        await knex('email_messages').whereIn('to', past.map((row: { email: string }) => row.email)).delete();
        await knex('bank_transactions')
          .whereIn('id', knex('bank_transactions_registration_lnk').whereIn('registration_id', ids).select('bank_transaction_id'))
          .update({ counterparty_name: '', counterparty_account: '', communication: '' });
        for (const id of ids) {
          await knex('registrations').where({ id }).update({
            first_name: 'Anonyme',
            last_name: `n° ${id}`,
            email: `anonyme-${id}@invalid.example`,
            phone: '',
            street: '',
            house_number: '',
            city: '',
            comment: '',
          });
        }
        return { anonymised: ids.length };
      });
    },

    /**
     * Unpaid registrations: a reminder some days before the end of the grace period, then cancellation
     * (the pitch goes to the waiting list). Each step checks the state it changes: running twice is safe.
     */
    async expireUnpaid(now = new Date()) {
      const account = await configuration();
      const graceMs = Number(account.unpaidGraceDays) * DAY_MS;
      const reminderMs = Math.max(0, Number(account.unpaidGraceDays) - Number(account.reminderDaysBeforeExpiry)) * DAY_MS;
      const summary = { reminded: 0, expired: 0 };

      const toRemind = await strapi.db.query(UID).findMany({
        where: { status: 'pending', reminderSentAt: { $null: true }, pendingSince: { $lte: new Date(now.getTime() - reminderMs) } },
        select: ['documentId'],
      });
      for (const { documentId } of toRemind) {
        await inTransaction(async () => {
          const registration = await findRegistration(documentId);
          if (registration.status !== 'pending' || (registration as { reminderSentAt?: string | null }).reminderSentAt) return;
          await update(documentId, { reminderSentAt: now.toISOString() });
          const expiresAt = new Date(new Date(String(registration.pendingSince)).getTime() + graceMs);
          await outbox().queue(`reminder:${documentId}`, emails.expiryReminder(registration, account, expiresAt));
          summary.reminded += 1;
        });
      }

      const toExpire = await strapi.db.query(UID).findMany({
        where: { status: 'pending', pendingSince: { $lte: new Date(now.getTime() - graceMs) } },
        select: ['documentId'],
      });
      for (const { documentId } of toExpire) {
        await inTransaction(async (trx) => {
          await lockAllocation(trx);
          const registration = await findRegistration(documentId);
          if (!step(registration, 'expire', 'expiry').allowed) return;
          await takeStep(trx, registration, 'expire', 'expiry', { now });
          summary.expired += 1;
        });
      }
      return summary;
    },
  };
});
