import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { API_MESSAGES, DEFAULT_LANGUAGE, PASSWORD_RESET_MINUTES, STAFF_ROLES, type PasswordReset } from '@brocante/shared';
import { endVolunteerSessions } from '../lib/volunteer-sessions';
import { perStrapi } from '../lib/per-strapi';
import { validationFailed } from '../lib/api-errors';
import { passwordReset } from '../emails/team-emails';
import { keyHash } from './registrant-key';
import { outbox } from './outbox';

const USER_UID = 'plugin::users-permissions.user';

/**
 * A volunteer who forgot their password asks for a link by their address: the same answer whether an account is
 * there or not (the e-mail alone tells), the link in their language, working once for PASSWORD_RESET_MINUTES. The new
 * password ends every session the account had. Only a volunteer's active account gets a link; the panel's editors
 * use the panel's own.
 */
export const passwordResets = perStrapi((strapi: Core.Strapi) => ({
  async request(email: string, now = new Date()): Promise<void> {
    const account: { id: number; email: string; language: 'fr' | 'nl' | null } | null = await strapi.db.query(USER_UID).findOne({
      where: { email: { $eqi: email.trim() }, blocked: false, role: { type: { $in: [...STAFF_ROLES] } } },
      select: ['id', 'email', 'language'],
    });
    if (!account) return;
    const key = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
    await strapi.db
      .query(USER_UID)
      .update({ where: { id: account.id }, data: { passwordResetHash: keyHash(key), passwordResetExpiresAt: expiresAt } });
    const language = account.language ?? DEFAULT_LANGUAGE;
    const link = `${String(strapi.config.get('site.url')).replace(/\/$/, '')}/admin/password-reset?language=${language}#${key}`;
    await outbox(strapi).queue(
      `password-reset:${account.id}:${keyHash(key).slice(0, 16)}`,
      passwordReset(account.email, language, link, expiresAt),
    );
    outbox(strapi).sendSoon();
  },

  async reset({ key, password }: PasswordReset, now = new Date()): Promise<void> {
    const account: { id: number; passwordResetExpiresAt: string | Date | null } | null = await strapi.db
      .query(USER_UID)
      .findOne({ where: { passwordResetHash: keyHash(key), blocked: false }, select: ['id', 'passwordResetExpiresAt'] });
    if (!account?.passwordResetExpiresAt || new Date(account.passwordResetExpiresAt) <= now)
      throw validationFailed(API_MESSAGES.passwordResetInvalid, 'password-reset-invalid');
    // Spent first, on its own hash: of two tabs sending the same link, one changes the password.
    const spent = await strapi.db.query(USER_UID).updateMany({
      where: { id: account.id, passwordResetHash: keyHash(key) },
      data: { passwordResetHash: null, passwordResetExpiresAt: null },
    });
    if (!spent.count) throw validationFailed(API_MESSAGES.passwordResetInvalid, 'password-reset-invalid');
    await strapi.plugin('users-permissions').service('user').edit(account.id, { password });
    await endVolunteerSessions(strapi, account.id);
  },
}));
