import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  API_MESSAGES,
  INVITATION_DAYS,
  type InvitationAcceptance,
  type InvitationPreview,
  type TeamInvitation,
  type TeamInvitationInput,
} from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { validationFailed } from '../lib/api-errors';
import { publishedQuarter } from '../lib/quarter';
import { teamInvitation } from '../emails/team-emails';
import { keyHash } from './registrant-key';
import { outbox } from './outbox';

const UID = 'api::team-invitation.team-invitation';
const USER_UID = 'plugin::users-permissions.user';

interface StoredInvitation {
  id: number;
  email: string;
  role: TeamInvitation['role'];
  language: TeamInvitation['language'];
  invitedBy: string | null;
  expiresAt: string | Date;
  acceptedAt: string | Date | null;
  revokedAt: string | Date | null;
}

const invalid = () => validationFailed(API_MESSAGES.invitationInvalid, 'invitation-invalid');

/**
 * The team grows by invitation: a coordinator names an address, a role (or the panel's editors) and a language; the
 * invitee gets a link that works once, for INVITATION_DAYS, where they choose their name and password. The database
 * keeps only the key's hash. A used, expired, revoked or made-up link gets one same answer, and changes nothing.
 */
export const teamInvitations = perStrapi((strapi: Core.Strapi) => {
  const listed = (row: StoredInvitation): TeamInvitation => ({
    id: row.id,
    email: row.email,
    role: row.role,
    language: row.language,
    invitedBy: row.invitedBy,
    expiresAt: new Date(row.expiresAt).toISOString(),
  });

  async function accountExists(email: string): Promise<boolean> {
    const address = email.toLowerCase();
    const volunteer = await strapi.db.query(USER_UID).findOne({ where: { email: { $eqi: address } }, select: ['id'] });
    const editor = await strapi.db.query('admin::user').findOne({ where: { email: { $eqi: address } }, select: ['id'] });
    return Boolean(volunteer || editor);
  }

  /** A new key for the invitation, its link e-mailed now; the key before it no longer works. */
  async function send(row: StoredInvitation, now: Date): Promise<TeamInvitation> {
    const key = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
    await strapi.db.query(UID).update({ where: { id: row.id }, data: { keyHash: keyHash(key), expiresAt } });
    const link = `${String(strapi.config.get('site.url')).replace(/\/$/, '')}/admin/join#${key}`;
    await outbox(strapi).queue(
      `team-invitation:${row.id}:${keyHash(key).slice(0, 16)}`,
      teamInvitation(row.email, { ...row, expiresAt }, link),
    );
    outbox(strapi).sendSoon();
    return listed({ ...row, expiresAt });
  }

  /** The invitation a key names, if it may still be taken. */
  async function usable(key: string, now = new Date()): Promise<StoredInvitation> {
    const row: StoredInvitation | null = await strapi.db.query(UID).findOne({ where: { keyHash: keyHash(key) } });
    if (!row || row.acceptedAt || row.revokedAt || new Date(row.expiresAt) <= now) throw invalid();
    return row;
  }

  async function pendingRow(id: number): Promise<StoredInvitation> {
    const row: StoredInvitation | null = await strapi.db
      .query(UID)
      .findOne({ where: { id, acceptedAt: { $null: true }, revokedAt: { $null: true } } });
    if (!row) throw new errors.NotFoundError(API_MESSAGES.invitationNotFound);
    return row;
  }

  return {
    async pending(): Promise<TeamInvitation[]> {
      const rows: StoredInvitation[] = await strapi.db
        .query(UID)
        .findMany({ where: { acceptedAt: { $null: true }, revokedAt: { $null: true } }, orderBy: { id: 'desc' } });
      return rows.map(listed);
    },

    /** Invites an address that has no account yet; an invitation still pending for it is replaced. */
    async invite(input: TeamInvitationInput, by: string | null, now = new Date()): Promise<TeamInvitation> {
      const email = input.email.trim().toLowerCase();
      if (await accountExists(email)) throw validationFailed(API_MESSAGES.accountExists, 'account-exists');
      await strapi.db
        .query(UID)
        .updateMany({ where: { email, acceptedAt: { $null: true }, revokedAt: { $null: true } }, data: { revokedAt: now } });
      const row: StoredInvitation = await strapi.db.query(UID).create({
        data: { email, role: input.role, language: input.language, invitedBy: by, expiresAt: now },
      });
      return send(row, now);
    },

    async resend(id: number, now = new Date()): Promise<TeamInvitation> {
      return send(await pendingRow(id), now);
    },

    async revoke(id: number, now = new Date()): Promise<void> {
      await pendingRow(id);
      await strapi.db.query(UID).update({ where: { id }, data: { revokedAt: now, keyHash: null } });
    },

    async preview(key: string): Promise<InvitationPreview> {
      const row = await usable(key);
      return {
        email: row.email,
        role: row.role,
        language: row.language,
        committeeName: (await publishedQuarter(strapi)).committeeName,
      };
    },

    /**
     * The invitee joins: their account made with the invitation's role (a volunteer's, or the panel's Editor), then
     * the invitation spent. The address is unique among accounts: of two tabs taking the same link at once, the second
     * finds the account made and is told so; nothing is spent for an account not made.
     */
    async accept({ key, name, password }: InvitationAcceptance, now = new Date()): Promise<{ email: string; panel: boolean }> {
      const row = await usable(key, now);
      if (await accountExists(row.email)) throw validationFailed(API_MESSAGES.accountExists, 'account-exists');
      if (row.role === 'redaction') {
        const editor = await strapi.service('admin::role').findOne({ code: 'strapi-editor' });
        const [firstname, ...rest] = name.trim().split(/\s+/);
        await strapi.service('admin::user').create({
          email: row.email,
          firstname,
          lastname: rest.join(' ') || null,
          password,
          isActive: true,
          registrationToken: null,
          roles: [editor.id],
        });
      } else {
        const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: row.role } });
        await strapi.plugin('users-permissions').service('user').add({
          email: row.email,
          username: row.email,
          displayName: name.trim(),
          language: row.language,
          password,
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: role.id,
        });
      }
      await strapi.db.query(UID).update({ where: { id: row.id }, data: { acceptedAt: now, keyHash: null } });
      return { email: row.email, panel: row.role === 'redaction' };
    },
  };
});
