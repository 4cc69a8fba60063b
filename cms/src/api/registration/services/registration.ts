import { randomInt } from 'node:crypto';
import { factories } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  API_MESSAGES,
  canTransition,
  formatIban,
  formatStructuredCommunication,
  isRegistrationOpen,
  parseStructuredCommunication,
  randomStructuredCommunication,
  REGISTRATION_STATUS_LABELS,
  type ListQuery,
  type RegistrationInput,
  type RegistrationStatus,
} from '@brocante/shared';
import { isUniqueViolation, notFound, validationFailed } from '../../../lib/api-errors';
import { isLocationHeld, lockAllocation, nextFreeLocation } from '../../location/services/availability';

const UID = 'api::registration.registration';
const REGISTRATION_NOT_FOUND = "Cette inscription n'existe pas.";

/** What the person sees once registered: the payment instructions, the pitch or the waiting list. */
export interface RegistrationReceipt {
  status: RegistrationStatus;
  amount: number;
  beneficiary: string;
  iban: string;
  bic: string;
  structuredCommunication: string;
  location: { name: string; street: string; number: string | null } | null;
  waitlistPosition: number | null;
}

export default factories.createCoreService(UID, ({ strapi }) => {
  const inTransaction = <T>(work: (trx: Knex.Transaction) => Promise<T>) =>
    strapi.db.transaction(({ trx }) => work(trx as unknown as Knex.Transaction));

  async function findRegistration(documentId: string) {
    const registration = await strapi.documents(UID).findOne({ documentId, populate: { location: true } });
    if (!registration) throw notFound(REGISTRATION_NOT_FOUND);
    return registration;
  }

  async function waitlistPosition(trx: Knex.Transaction, id: number, edition: string): Promise<number> {
    const [row] = await trx('registrations').where({ status: 'waitlist', edition }).andWhere('id', '<=', id).count({ count: '*' });
    return Number(row?.count ?? 0);
  }

  return {
    /**
     * A public registration: the caller chooses none of status, amount, reference or pitch.
     * Allocation runs in one transaction under a lock; the unique index on the holder link backs it up.
     */
    async register(input: RegistrationInput, now = new Date()): Promise<RegistrationReceipt> {
      const configuration = await strapi.documents('api::configuration.configuration').findFirst();
      if (!configuration) throw validationFailed(API_MESSAGES.configurationMissing, 'configuration-missing');
      const open = isRegistrationOpen(
        {
          neighborRegistrationEnd: String(configuration.neighborRegistrationEnd),
          visitorRegistrationEnd: String(configuration.visitorRegistrationEnd),
        } as never,
        input.kind,
        now,
      );
      if (!open) {
        throw validationFailed(
          input.kind === 'neighbor' ? API_MESSAGES.neighborRegistrationClosed : API_MESSAGES.visitorRegistrationClosed,
          'registration-closed',
        );
      }
      const amount = Number(configuration.registrationPrice);

      for (let attempt = 1; ; attempt += 1) {
        try {
          return await inTransaction(async (trx) => {
            await lockAllocation(trx);
            const location = await nextFreeLocation(trx, input);
            const paymentReference = randomStructuredCommunication(randomInt);
            const created = await strapi.documents(UID).create({
              data: {
                ...input,
                status: location ? 'pending' : 'waitlist',
                amount,
                paymentReference,
                edition: configuration.date,
                location: location ? location.documentId : null,
              } as never,
              populate: { location: true },
            });
            const held = (created as unknown as { location?: { name: string; street: string; number: string | null } }).location;
            return {
              status: created.status as RegistrationStatus,
              amount,
              beneficiary: String(configuration.debtorName),
              iban: formatIban(String(configuration.debtorIban)),
              bic: String(configuration.debtorBic),
              structuredCommunication: formatStructuredCommunication(paymentReference),
              location: held ? { name: held.name, street: held.street, number: held.number || null } : null,
              waitlistPosition: location ? null : await waitlistPosition(trx, created.id as number, String(configuration.date)),
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

    /** A status change along the product's transitions; cancelling gives the pitch back. */
    async changeStatus(documentId: string, to: RegistrationStatus, now = new Date()) {
      return inTransaction(async (trx) => {
        await lockAllocation(trx);
        const registration = await findRegistration(documentId);
        const from = registration.status as RegistrationStatus;
        if (!canTransition(from, to)) {
          throw validationFailed(
            API_MESSAGES.forbiddenTransition(REGISTRATION_STATUS_LABELS[from], REGISTRATION_STATUS_LABELS[to]),
            'forbidden-transition',
          );
        }
        const data: Record<string, unknown> = { status: to };
        if (to === 'paid') {
          data.paidAt = now.toISOString();
          data.paidAmount = registration.paidAmount ?? registration.amount;
        }
        if (to === 'cancelled') {
          data.cancelledAt = now.toISOString();
          data.location = null;
        }
        if (from === 'waitlist' && to === 'pending') {
          const location = await nextFreeLocation(trx, {
            kind: registration.kind as 'neighbor' | 'visitor',
            street: String(registration.street),
            houseNumber: String(registration.houseNumber),
          });
          if (!location) throw validationFailed("Aucun emplacement n'est libre pour le moment.", 'no-free-location');
          data.location = location.documentId;
        }
        return strapi.documents(UID).update({ documentId, data: data as never, populate: { location: true } });
      });
    },

    /** Staff assign a pitch (a waiting registration then awaits payment) or release it (null). */
    async assignLocation(documentId: string, locationDocumentId: string | null) {
      try {
        return await inTransaction(async (trx) => {
          await lockAllocation(trx);
          const registration = await findRegistration(documentId);
          if (registration.status === 'cancelled') {
            throw validationFailed(API_MESSAGES.noLocationOnInactive, 'registration-cancelled');
          }
          if (locationDocumentId === null) {
            return strapi.documents(UID).update({ documentId, data: { location: null } as never, populate: { location: true } });
          }
          const location = await strapi.documents('api::location.location').findOne({ documentId: locationDocumentId });
          if (!location) throw validationFailed(API_MESSAGES.locationNotFound, 'location-not-found');
          if (await isLocationHeld(trx, location.id as number, registration.id as number)) {
            throw validationFailed(API_MESSAGES.locationTaken, 'location-taken');
          }
          const data: Record<string, unknown> = { location: locationDocumentId };
          if (registration.status === 'waitlist') data.status = 'pending';
          return strapi.documents(UID).update({ documentId, data: data as never, populate: { location: true } });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw validationFailed(API_MESSAGES.locationTaken, 'location-taken');
        throw error;
      }
    },

  };
});
