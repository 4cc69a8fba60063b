import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import {
  ACTIVE_STATUSES,
  amountDue,
  API_MESSAGES,
  isFree,
  isRegistrationOpen,
  randomStructuredCommunication,
  transferFor,
  type RegistrationInput,
  type RegistrationReceipt,
  pitchNames,
  pitchPlace,
  awaitsPayment,
  statusAtRegistration,
  WAITLIST_STATUSES,
  isWaitlisted,
  type RegistrationStatus,
} from '@brocante/shared';
import { apiMessage, isUniqueViolation, notFound, validationFailed } from '../lib/api-errors';
import { claimFreePitches, holdPitches } from './allocation';
import { lockRegistration } from './locks';
import { lineMoved, placeOnWaitingList } from './waiting-line';
import { asDay, insertRow, newDocumentId } from '../lib/rows';
import type { StoredConfiguration, StoredPitch, StoredRegistration } from './domain';
import { TABLES } from '../lib/tables';
import { formColumns, registrationRows } from './rows';
import { registrationTransaction } from './transaction';
import { recordEvent } from './history';
import { keyHash, registrantKey } from './registrant-key';
import * as emails from '../emails/templates';
import { editions } from './editions';
import { invitations } from './invitations';
import { outbox } from './outbox';
import { salePitchChanged } from '../lib/site-changes';

const UID = 'api::registration.registration';

/**
 * Registering and reading a registration. The other jobs live beside it: the volunteers' list (registration-list.ts),
 * the lifecycle (steps, payments), the unpaid registrations' expiry (unpaid-expiry.ts), pitches by hand
 * (pitch-assignment.ts) and privacy (anonymisation).
 */
export const registrations = perStrapi((strapi: Core.Strapi) => {
  async function findRegistration(documentId: string): Promise<StoredRegistration> {
    const registration: StoredRegistration | null = await strapi.db
      .query(UID)
      .findOne({ where: { documentId }, populate: ['locations'] });
    if (!registration) throw notFound(API_MESSAGES.registrationNotFound);
    return registration;
  }

  /**
   * Registrations by their rows' numbers, as the engine reads them, in one read however many (a statement's batch pays
   * a hundred); a number with no registration is left out.
   */
  async function registrationsNumbered(ids: number[]): Promise<Map<number, StoredRegistration>> {
    const found: StoredRegistration[] = ids.length
      ? await strapi.db.query(UID).findMany({ where: { id: { $in: [...new Set(ids)] } }, populate: ['locations'] })
      : [];
    return new Map(found.map((registration) => [registration.id, registration]));
  }

  /**
   * A registration on the waiting line, read to take it off: it holds no pitch (one waiting gets pitches only by its
   * promotion, and gives them back when it leaves), so its pitches are not read.
   */
  async function waitingRegistration(id: number): Promise<StoredRegistration | null> {
    const registration: Omit<StoredRegistration, 'locations'> | null = await strapi.db.query(UID).findOne({ where: { id } });
    return registration && { ...registration, locations: [] };
  }

  /**
   * A household (same street, number and postal code) registers at most as often as the committee allows per edition:
   * counted in the edition the registration is for.
   */
  async function ensureHouseholdMayRegister(
    trx: Knex.Transaction,
    input: RegistrationInput,
    configuration: StoredConfiguration,
    edition: string,
  ) {
    const limit = Number(configuration.householdRegistrationLimit ?? 2);
    const [row] = await trx(TABLES.registrations)
      .where(registrationRows.row({ edition, postalCode: input.postalCode }))
      .whereIn('status', [...ACTIVE_STATUSES])
      .whereRaw('lower(street) = lower(?) and lower(house_number) = lower(?)', [input.street, input.houseNumber])
      .count({ count: '*' });
    if (Number(row?.count ?? 0) >= limit) throw validationFailed(apiMessage('householdLimit', limit), 'household-limit');
  }

  /** A waiting registration's place in line now: those waiting since before it, and itself (promotions follow this order). */
  async function waitlistPosition(trx: Knex, id: number, edition: string): Promise<number> {
    const [row] = await trx(TABLES.registrations)
      .whereIn('status', WAITLIST_STATUSES)
      .where({ edition })
      .andWhere('id', '<=', id)
      .count({ count: '*' });
    return Number(row?.count ?? 0);
  }

  return {
    findRegistration,
    registrationsNumbered,
    waitingRegistration,
    waitlistPosition,

    async update(documentId: string, data: Record<string, unknown>): Promise<StoredRegistration> {
      // A volunteer's change, through the document service: it validates the change against the content type and takes
      // the pitches by their document ids. The public registration writes its row in plain queries instead, in its own
      // transaction (register, below: the hot path of a burst). The registration is read back as the engine reads it.
      await strapi.documents(UID).update({ documentId, data: data as never });
      return findRegistration(documentId);
    },

    /**
     * A step's change, in the caller's transaction and plain queries (the document service would read the registration
     * three times around it, and its pitches' links twice): `pitches`, when the step changes them, are those it holds
     * from now on (none when it gives them back), as they were read to be given. The registration is returned as
     * written, without reading it back: a statement's thousand payments, a cancellation and its promotion.
     */
    async updateRow(
      trx: Knex.Transaction,
      registration: StoredRegistration,
      data: Record<string, unknown>,
      pitches?: StoredPitch[],
    ): Promise<StoredRegistration> {
      const updatedAt = new Date();
      const waited = isWaitlisted(registration.status);
      const waits = typeof data.status === 'string' ? isWaitlisted(data.status as RegistrationStatus) : waited;
      if (waited !== waits) lineMoved(trx, asDay(registration.edition), waited ? 1 : -1);
      await trx(TABLES.registrations)
        .where({ id: registration.id })
        .update(registrationRows.row({ ...data, updatedAt }));
      if (!pitches) return { ...registration, ...data };
      // Those it held, read with it (none while it waited), give way to those it holds now.
      if (registration.locations.length) await trx(TABLES.pitchHolders).where({ registration_id: registration.id }).delete();
      if (pitches.length) await holdPitches(trx, registration.id, pitches, asDay(registration.edition));
      return { ...registration, ...data, locations: pitches };
    },

    /**
     * A public registration: the caller chooses none of status, amount, reference or pitch; they ask
     * for a number of pitches within the committee's limit. The amount follows the pricing configuration
     * (pricing.ts): when nothing is due the registration is confirmed at once (paid, 0 €).
     * Registrations run side by side: each claims its own pitches (claimFreePitches) and counts
     * its household's registrations under the household's lock. The registration, its pitches, its
     * history and the e-mail with the payment instructions are written in one transaction, in plain
     * queries (the hot path of a burst), the e-mail sent after.
     */
    async register(input: RegistrationInput, now = new Date()): Promise<RegistrationReceipt> {
      const configuration: StoredConfiguration | null = await editions(strapi).publicConfiguration(now);
      if (configuration?.state !== 'open') throw validationFailed(API_MESSAGES.registrationNotOpen, 'registration-closed');
      if (!isRegistrationOpen({ ...configuration, count: 0 }, input.kind, now)) {
        throw validationFailed(
          input.kind === 'neighbor' ? API_MESSAGES.neighborRegistrationClosed : API_MESSAGES.visitorRegistrationClosed,
          'registration-closed',
        );
      }
      if (input.pitchCount > configuration.pitchesPerRegistration) {
        const limit = apiMessage('pitchLimit', configuration.pitchesPerRegistration);
        throw validationFailed(limit, 'pitch-limit', [{ path: 'pitchCount', message: limit.message }]);
      }
      const due = amountDue(configuration, input.kind, input.pitchCount);
      const free = isFree(due.total);
      const edition = configuration.date;
      const household = [edition, input.postalCode, input.street, input.houseNumber].join('|').toLowerCase();

      for (let attempt = 1; ; attempt += 1) {
        try {
          const receipt = await registrationTransaction(strapi, async (trx) => {
            await lockRegistration(trx, household);
            await ensureHouseholdMayRegister(trx, input, configuration, edition);
            const pitches = await claimFreePitches(trx, input, input.pitchCount, edition);
            const status = statusAtRegistration({ pitches: Boolean(pitches), free });
            const registration = {
              ...input,
              documentId: newDocumentId(),
              status,
              amount: due.total,
              deposit: due.deposit,
              // Nothing to pay is paid already: a waiting registration then gets its pitches confirmed.
              paidAmount: free ? 0 : null,
              paidAt: free ? now : null,
              paymentReference: randomStructuredCommunication(randomInt),
              accessKeyVersion: 0,
              locations: pitches ?? [],
            };
            const id = (await insertRow(
              trx,
              TABLES.registrations,
              registrationRows.row({
                ...formColumns(input),
                documentId: registration.documentId,
                status,
                amount: due.total,
                deposit: due.deposit,
                paidAmount: registration.paidAmount,
                paidAt: registration.paidAt,
                paymentReference: registration.paymentReference,
                edition,
                pendingSince: awaitsPayment(status) ? now : null,
                // The private link's key is derived, never stored: only its hash, to find the registration by it.
                accessKeyHash: keyHash(registrantKey(strapi, registration)),
                accessKeyVersion: 0,
              }),
              { now },
            ))!;
            if (pitches) await holdPitches(trx, id, pitches, edition);
            if (input.wantsInvitation) await invitations(strapi).consent(trx, input.email, now, input.language);
            await recordEvent(strapi, id, 'created', 'registrant', {
              details: pitches ? pitchNames(pitches) : "liste d'attente",
            });
            const position = pitches ? null : await placeOnWaitingList(trx, edition);
            await outbox(strapi).queue(
              `registration-received:${registration.documentId}`,
              emails.registrationReceived(registration, configuration, position),
              id,
            );
            return {
              status,
              amount: due,
              transfer: free ? null : transferFor(configuration, registration),
              locations: registration.locations.map(pitchPlace),
              waitlistPosition: position,
            };
          });
          // A pitch taken with what its exhibitor sells: the public plan shows it once the site is built again.
          if (receipt.locations.length) salePitchChanged(strapi, input, 'inscription (plan)');
          return receipt;
        } catch (error) {
          // A reference drawn twice (1 chance in 10^10) or a pitch claimed in the instant between its read and its lock: try again.
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },
  };
});
