import type { Core } from '@strapi/strapi';
import { API_MESSAGES, isActive } from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { validationFailed } from '../lib/api-errors';
import { asDay } from '../lib/rows';
import { TABLES } from '../lib/tables';
import * as emails from '../emails/templates';
import type { StoredRegistration } from './domain';
import { editions } from './editions';
import { recordEvent } from './history';
import { lifecycle } from './lifecycle';
import { outbox } from './outbox';
import { anonymiseRegistrations } from './privacy';
import { keyHash, registrantKey } from './registrant-key';
import { registrations } from './registrations';
import { registrationRows } from './rows';
import { registrationTransaction } from './transaction';

/**
 * What volunteers do for a registrant (the registration's screen in the admin): the private link e-mailed again or
 * revoked, the address corrected after the mail server refused it, an erasure the registrant asked for confirmed.
 * Each written in the registration's history with who did it; the registrant's own page is registrant-page.ts.
 */
export const registrantSupport = perStrapi((strapi: Core.Strapi) => {
  /** The settings of the registration's own edition, with the committee's account. */
  const configurationOf = (registration: Pick<StoredRegistration, 'edition'>) =>
    editions(strapi).stored(asDay(registration.edition));

  return {
    /** Staff: the link in force e-mailed again. */
    async resendLink(documentId: string, by: string | null) {
      return registrationTransaction(strapi, async () => {
        const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
        const configuration = await configurationOf(registration);
        if (!registration.accessKeyHash) throw validationFailed(API_MESSAGES.registrantErased, 'erased');
        await recordEvent(strapi, registration.id, 'link-sent', 'staff', { by });
        await outbox(strapi).queue(
          `link:${documentId}:${Date.now()}`,
          emails.privateLinkSent(registration, configuration),
          registration.id,
        );
        return { sent: true };
      });
    },

    /**
     * Staff: the address corrected after the mail server refused it for good; the e-mails it refused
     * leave again to the new address (with the private link in force). Written in the history, with
     * how many e-mails went again but not the addresses.
     */
    async correctEmail(documentId: string, email: string, by: string | null) {
      return registrationTransaction(strapi, async (trx) => {
        const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
        if (!registration.accessKeyHash) throw validationFailed(API_MESSAGES.registrantErased, 'erased');
        await trx(TABLES.registrations)
          .where({ id: registration.id })
          .update(registrationRows.row({ email, updatedAt: new Date() }));
        const resent = await outbox(strapi).redirectUndeliverable(registration.id, email);
        await recordEvent(strapi, registration.id, 'email-corrected', 'staff', {
          by,
          details: resent ? `${resent} e-mail${resent > 1 ? 's' : ''} renvoyé${resent > 1 ? 's' : ''}` : null,
        });
        return { resent };
      });
    },

    /** Staff: the link stops working at once; the next e-mail (or a re-send) carries a new one. */
    async revokeLink(documentId: string, by: string | null) {
      return registrationTransaction(strapi, async (trx) => {
        const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
        if (!registration.accessKeyHash) throw validationFailed(API_MESSAGES.registrantErased, 'erased');
        const version = Number(registration.accessKeyVersion ?? 0) + 1;
        await trx(TABLES.registrations)
          .where({ id: registration.id })
          .update({
            access_key_version: version,
            access_key_hash: keyHash(registrantKey(strapi, { documentId, accessKeyVersion: version })),
          });
        await recordEvent(strapi, registration.id, 'link-revoked', 'staff', { by });
        return { revoked: true };
      });
    },

    /**
     * Staff confirm an erasure the registrant asked for: an active registration is cancelled (its
     * pitch goes to the waiting list), then its personal data is erased for good; a last e-mail says so.
     */
    async confirmErasure(documentId: string, by: string | null, now = new Date()) {
      const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
      if (!registration.erasureRequestedAt) throw validationFailed(API_MESSAGES.erasureNotRequested, 'erasure-not-requested');
      if (!registration.accessKeyHash) throw validationFailed(API_MESSAGES.registrantErased, 'erased');
      if (isActive(registration.status)) await lifecycle(strapi).requestStep(documentId, 'cancel', { now, by });
      return registrationTransaction(strapi, async (trx) => {
        await anonymiseRegistrations(trx, [{ id: registration.id, email: registration.email }]);
        await recordEvent(strapi, registration.id, 'erased', 'staff', { by });
        await outbox(strapi).queue(`erased:${documentId}`, emails.dataErased(registration));
        return { erased: true };
      });
    },
  };
});
