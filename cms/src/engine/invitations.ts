import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import { API_MESSAGES, DEFAULT_LANGUAGE, invitationWithdrawalLink, type Language } from '@brocante/shared';
import { keyHash } from './registrant-key';
import { insertRow } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { invitationConsentRows } from './rows';
import { validationFailed } from '../lib/api-errors';
import * as emails from '../emails/templates';
import { committeeAccount } from './committee-account';
import { editions } from './editions';
import { outbox } from './outbox';
import { registrationTransaction } from './transaction';
import { settingsHistory } from './settings-history';

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
    /**
     * The invitation to an open edition, sent through the outbox to every address that asked for it and has not said
     * no more since, except those already registered for it: each address once per edition, however many times
     * volunteers press the button. No one else is ever contacted.
     */
    async invite(date: string, by: string | null): Promise<{ invited: number; consenting: number }> {
      const shown = await editions(strapi).edition(date);
      if (shown.state !== 'open') throw validationFailed(API_MESSAGES.invitationsNeedOpenEdition, 'edition-not-open');
      const addresses = await this.consenting();
      const registered = new Set(
        (
          await strapi.db
            .connection(TABLES.registrations)
            .where({ edition: date })
            .select(strapi.db.connection.raw('lower(email) as email'))
        ).map((row: { email: string }) => row.email),
      );
      const settings = { ...shown, ...(await committeeAccount(strapi).read())! };
      const siteUrl = String(strapi.config.get('site.url'));
      let invited = 0;
      for (const { email, language } of addresses.filter((address) => !registered.has(address.email)))
        await registrationTransaction(strapi, async () => {
          const queued = await outbox(strapi).queue(
            `invitation:${date}:${email}`,
            // In the language of the person's last registration, which gave the consent.
            emails.invitation(email, settings, siteUrl, this.withdrawalLink(email, language), language),
          );
          if (queued) invited += 1;
        });
      if (invited)
        await settingsHistory(strapi).record(date, { invitations: null }, { invitations: `${invited} envoyées` }, by, new Date());
      return { invited, consenting: addresses.length };
    },

    async consenting(): Promise<{ email: string; language: Language | null }[]> {
      return strapi.db
        .connection(TABLES.invitationConsents)
        .whereNull(invitationConsentRows.column('withdrawnAt'))
        .orderBy('id')
        .select(...invitationConsentRows.select(['email', 'language']));
    },
  };
});
