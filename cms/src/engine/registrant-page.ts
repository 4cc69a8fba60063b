import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import {
  API_MESSAGES,
  isActive,
  formatDate,
  formatEuro,
  paymentDeadline,
  REGISTRATION_EVENT_ACTOR_LABELS,
  REGISTRATION_EVENT_LABELS,
  registrantCancellationEnd,
  stepsFor,
  transferFor,
  type RegistrantChanges,
  type RegistrantView,
  type RegistrationEventActor,
  type RegistrationEventType,
  type RegistrationHistoryEntry,
  paymentProgress,
  pitchPlace,
  awaitsPayment,
  isWaitlisted,
  storedSaleCategories,
} from '@brocante/shared';
import { apiMessage, notFound, validationFailed } from '../lib/api-errors';
import type { StoredConfiguration, StoredRegistration } from './domain';
import { recordEvent } from './history';
import { isWellFormedKey, keyHash } from './registrant-key';
import { publishedQuarter } from '../lib/quarter';
import { asDay } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { registrationTransaction } from './transaction';
import * as emails from '../emails/templates';
import { editions } from './editions';
import { lifecycle } from './lifecycle';
import { outbox } from './outbox';
import { DELIVERY, type DeliveryState } from '../lib/email-delivery';
import { refunds } from './refunds';
import { registrations } from './registrations';
import { registrationRows } from './rows';

const CHANGE_LABELS: Record<keyof RegistrantChanges, string> = { phone: 'téléphone', comment: 'commentaire' };

/**
 * The registrant's own page on the server: their private link's key finds their registration and
 * nothing else; every action is the lifecycle's (cancel) or a change the page may make, each told
 * by e-mail and written in the registration's history. Staff read the history here; what they do for a
 * registrant (the link, the address, an erasure) is registrant-support.ts.
 */
export const registrantPage = perStrapi((strapi: Core.Strapi) => {
  /** The settings of the registration's own edition, with the committee's account. */
  const configurationOf = (registration: Pick<StoredRegistration, 'edition'>): Promise<StoredConfiguration> =>
    editions(strapi).stored(asDay(registration.edition));
  const knex = (): Knex => strapi.db.connection;

  /** A wrong, old or revoked key answers exactly as an unknown page does. */
  async function byKey(key: unknown): Promise<StoredRegistration> {
    const row = isWellFormedKey(key)
      ? await knex()(TABLES.registrations)
          .where(registrationRows.row({ accessKeyHash: keyHash(key) }))
          .first(...registrationRows.select(['documentId']))
      : null;
    if (!row) throw notFound(API_MESSAGES.notFound);
    return registrations(strapi).findRegistration(String(row.documentId));
  }

  async function view(registration: StoredRegistration, now = new Date()): Promise<RegistrantView> {
    const configuration = await configurationOf(registration);
    const cancellationEnd = registrantCancellationEnd(configuration);
    const waiting = isWaitlisted(registration.status);
    const paymentDue = awaitsPayment(registration.status) || (waiting && !registration.paidAt);
    return {
      kind: registration.kind,
      status: registration.status,
      firstName: registration.firstName,
      lastName: registration.lastName,
      email: registration.email,
      phone: registration.phone,
      street: registration.street,
      houseNumber: registration.houseNumber,
      postalCode: registration.postalCode,
      city: registration.city,
      comment: registration.comment ?? '',
      edition: String(registration.edition),
      createdAt: String(registration.createdAt),
      locations: registration.locations.map(pitchPlace),
      pitchCount: registration.pitchCount,
      deposit: Number(registration.deposit),
      depositOutcome: registration.depositOutcome ?? null,
      waitlistPosition: waiting
        ? await registrations(strapi).waitlistPosition(knex(), registration.id, String(registration.edition))
        : null,
      amount: Number(registration.amount),
      paidAmount: registration.paidAmount === null ? null : Number(registration.paidAmount),
      paidAt: registration.paidAt,
      cancelledAt: registration.cancelledAt,
      expiresAt:
        awaitsPayment(registration.status) && registration.pendingSince
          ? paymentDeadline(registration.pendingSince, Number(configuration.unpaidGraceDays)).toISOString()
          : null,
      // What is left to pay: a part may have come already.
      transfer: paymentDue
        ? transferFor(configuration, { ...registration, amount: paymentProgress(registration, 0).remaining })
        : null,
      cancellationEnd: cancellationEnd.toISOString(),
      steps: now <= cancellationEnd ? stepsFor('registrant', registration) : [],
      refundRequestedAt: await refunds(strapi).owedSince(registration.id),
      erasureRequestedAt: registration.erasureRequestedAt,
      saleCategories: storedSaleCategories(registration.saleCategories),
      nameOnPlan: Boolean(registration.nameOnPlan),
      offeredSaleCategories: configuration.saleCategories,
    };
  }

  async function history(registration: { id: number }): Promise<RegistrationHistoryEntry[]> {
    const [events, messages, bankLines] = await Promise.all([
      knex()(TABLES.registrationEvents)
        .where({ registration_id: registration.id })
        .select('type', 'actor', 'by', 'details', 'created_at as at'),
      knex()(TABLES.emailMessages)
        .where({ registration_id: registration.id })
        .select('subject', 'status', 'created_at as queuedAt', 'sent_at as sentAt', 'last_error as lastError'),
      knex()(`${TABLES.bankTransactions} as t`)
        .join(`${TABLES.bankTransactionRegistrations} as l`, 'l.bank_transaction_id', 't.id')
        .where('l.registration_id', registration.id)
        .select('t.booked_on as bookedOn', 't.amount', 't.counterparty_name as payer', 't.created_at as importedAt'),
    ]);
    const entries: RegistrationHistoryEntry[] = [
      ...events.map(
        (event: {
          type: RegistrationEventType;
          actor: RegistrationEventActor;
          by: string | null;
          details: string | null;
          at: string;
        }) => ({
          at: new Date(event.at).toISOString(),
          kind: 'event' as const,
          label: REGISTRATION_EVENT_LABELS[event.type],
          actor: event.by ?? REGISTRATION_EVENT_ACTOR_LABELS[event.actor],
          details: event.details,
        }),
      ),
      ...messages.flatMap(
        (message: {
          subject: string;
          status: DeliveryState;
          queuedAt: string;
          sentAt: string | null;
          lastError: string | null;
        }) => [
          {
            at: new Date(message.queuedAt).toISOString(),
            kind: 'email-queued' as const,
            label: `E-mail en file : « ${message.subject} »`,
            actor: null,
            details:
              message.status === DELIVERY.failed
                ? `échec : ${message.lastError ?? ''}`
                : message.status === DELIVERY.undeliverable
                  ? `non remis (adresse refusée) : ${message.lastError ?? ''}`
                  : null,
          },
          ...(message.sentAt
            ? [
                {
                  at: new Date(message.sentAt).toISOString(),
                  kind: 'email-sent' as const,
                  label: `E-mail envoyé : « ${message.subject} »`,
                  actor: null,
                  details: null,
                },
              ]
            : []),
        ],
      ),
      ...bankLines.map((line: { bookedOn: string; amount: number; payer: string | null; importedAt: string }) => ({
        at: new Date(line.importedAt).toISOString(),
        kind: 'bank-line' as const,
        label: `Mouvement bancaire du ${formatDate(line.bookedOn)} : ${formatEuro(Number(line.amount))}`,
        actor: REGISTRATION_EVENT_ACTOR_LABELS.bank,
        details: line.payer || null,
      })),
    ];
    return entries.sort((a, b) => a.at.localeCompare(b.at));
  }

  return {
    byKey,
    view,
    history,
    configurationOf,

    /** The registrant corrects their phone or comment; the change is confirmed by e-mail. */
    async change(registration: StoredRegistration, changes: RegistrantChanges): Promise<RegistrantView> {
      if (!isActive(registration.status)) throw validationFailed(API_MESSAGES.registrationCancelled, 'registration-cancelled');
      const changed = (Object.keys(CHANGE_LABELS) as (keyof RegistrantChanges)[]).filter(
        (field) => (registration[field] ?? '') !== changes[field],
      );
      if (!changed.length) return view(registration);
      const fields = changed.map((field) => CHANGE_LABELS[field]);
      const updated = await registrationTransaction(strapi, async () => {
        const saved: StoredRegistration = await registrations(strapi).update(registration.documentId, changes);
        await recordEvent(strapi, registration.id, 'changed-by-registrant', 'registrant', { details: fields.join(', ') });
        await outbox(strapi).queue(
          `changed:${registration.documentId}:${Date.now()}`,
          emails.registrantChanged(saved, changed),
          registration.id,
        );
        return saved;
      });
      return view(updated);
    },

    /** The lifecycle's cancellation, taken by the registrant before the committee's cut-off. */
    async cancel(registration: StoredRegistration, now = new Date()): Promise<RegistrantView> {
      const end = registrantCancellationEnd(await configurationOf(registration));
      if (now > end) throw validationFailed(apiMessage('registrantCancellationClosed', end.toISOString()), 'cancellation-closed');
      const cancelled = await lifecycle(strapi).requestStep(registration.documentId, 'cancel', { now, actor: 'registrant' });
      return view(cancelled);
    },

    /** Everything the committee keeps about the registrant, as they can download it. */
    async exportData(registration: StoredRegistration) {
      const { steps: _steps, transfer: _transfer, ...data } = await view(registration);
      return {
        exportedAt: new Date().toISOString(),
        committee: (await publishedQuarter(strapi)).committeeName,
        registration: { ...data, paymentReference: registration.paymentReference },
        history: (await history(registration)).map(({ at, label, details }) => ({ at, label, details })),
      };
    },

    /** The registrant asks for erasure; a volunteer confirms it (the committee may still owe a refund). */
    async requestErasure(registration: StoredRegistration): Promise<RegistrantView> {
      if (registration.erasureRequestedAt) return view(registration);
      const updated = await registrationTransaction(strapi, async () => {
        const saved: StoredRegistration = await registrations(strapi).update(registration.documentId, {
          erasureRequestedAt: new Date().toISOString(),
        });
        await recordEvent(strapi, registration.id, 'erasure-requested', 'registrant');
        await outbox(strapi).queue(
          `erasure-requested:${registration.documentId}`,
          emails.erasureRequested(saved),
          registration.id,
        );
        return saved;
      });
      return view(updated);
    },

    /** A lost link: each registration at this address gets its link again. Nothing tells whether there was any. */
    async sendLinks(email: string) {
      const found: { documentId: string }[] = await knex()(TABLES.registrations)
        .whereRaw('lower(email) = lower(?)', [email])
        .whereNotNull(registrationRows.column('accessKeyHash'))
        .select(...registrationRows.select(['documentId']));
      for (const { documentId } of found) {
        await registrationTransaction(strapi, async () => {
          const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
          await recordEvent(strapi, registration.id, 'link-sent', 'registrant');
          await outbox(strapi).queue(
            `link:${documentId}:${Date.now()}`,
            emails.privateLinkSent(registration, await configurationOf(registration)),
            registration.id,
          );
        });
      }
    },
  };
});
