import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import { DEFAULT_LANGUAGE, invitationWithdrawalLink, type Language } from '@brocante/shared';
import { keyHash } from './registrant-key';
import { insertRow } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { invitationConsentRows } from './rows';

/**
 * The invitation to the next brocante, with consent: a person who ticked the box when registering
 * (unticked by default) is invited once per new edition, and no one else ever is. What is kept is
 * the consent and the e-mail address alone (it outlives the registration's anonymisation). The
 * link to say no more carries a token derived from the address with the server's secret; the
 * database keeps only its hash.
 */
export const invitations = perStrapi((strapi: Core.Strapi) => {
  const tokenOf = (email: string) => {
    const secret = createHmac('sha256', String(strapi.config.get('admin.secrets.encryptionKey')))
      .update('brocante-invitation-withdrawal')
      .digest();
    return createHmac('sha256', secret).update(email.toLowerCase()).digest('base64url');
  };

  return {
    tokenOf,

    /** The link that ends this address's invitations, to the page in the invitation's language. */
    withdrawalLink(email: string, language: Language | null = DEFAULT_LANGUAGE): string {
      return invitationWithdrawalLink(String(strapi.config.get('site.url')), tokenOf(email), language ?? DEFAULT_LANGUAGE);
    },

    /**
     * A registration's consent, in its transaction: kept once per address, given again after a withdrawal, with the
     * language of the registration that gave it last (the invitation is written in it).
     */
    async consent(trx: Knex.Transaction, email: string, now: Date, language: Language = DEFAULT_LANGUAGE): Promise<void> {
      const address = email.toLowerCase();
      const inserted = await insertRow(
        trx,
        TABLES.invitationConsents,
        invitationConsentRows.row({
          email: address,
          tokenHash: keyHash(tokenOf(address)),
          consentedAt: now,
          withdrawnAt: null,
          language,
        }),
        { now, onConflict: 'email' },
      );
      if (inserted === null)
        await trx(TABLES.invitationConsents)
          .where({ email: address })
          .update(invitationConsentRows.row({ consentedAt: now, withdrawnAt: null, language, updatedAt: now }));
    },

    /** « Ne plus recevoir d'invitation »: the address is never invited again. Unknown tokens change nothing, and say nothing. */
    async withdraw(token: string, now = new Date()): Promise<void> {
      await strapi.db
        .connection(TABLES.invitationConsents)
        .where(invitationConsentRows.row({ tokenHash: keyHash(token) }))
        .whereNull(invitationConsentRows.column('withdrawnAt'))
        .update(invitationConsentRows.row({ withdrawnAt: now, updatedAt: now }));
    },

    /** The addresses to invite now, each with its language (none stored: a consent from before languages, French). */
    async consenting(): Promise<{ email: string; language: Language | null }[]> {
      return strapi.db
        .connection(TABLES.invitationConsents)
        .whereNull(invitationConsentRows.column('withdrawnAt'))
        .orderBy('id')
        .select(...invitationConsentRows.select(['email', 'language']));
    },
  };
});
