import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  API_MESSAGES,
  brusselsInstant,
  HELPER_PAIRING_MINUTES,
  type CheckInAction,
  type HelperPairingAcceptance,
  type HelperPairingCode,
  type HelperPhone,
  type HelperPhoneCredentials,
  type RevokedPhoneTap,
} from '@brocante/shared';
import { validationFailed } from '../lib/api-errors';
import { perStrapi } from '../lib/per-strapi';
import { endVolunteerSessions } from '../lib/volunteer-sessions';
import { keyHash } from './registrant-key';

const UID = 'api::helper-phone.helper-phone';
const USER_UID = 'plugin::users-permissions.user';
/** A phone's refused taps kept for the coordinator: a phone left retrying all day adds nothing past these. */
const REFUSED_TAPS_KEPT = 200;

interface StoredPhone {
  id: number;
  expiresAt: string | Date;
  edition: string;
  until: string | Date;
  pairedAt: string | Date | null;
  userId: number | null;
  name: string | null;
  lastSyncAt: string | Date | null;
  revokedAt: string | Date | null;
  refusedTaps: RevokedPhoneTap[] | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const invalid = () => validationFailed(API_MESSAGES.pairingInvalid, 'pairing-invalid');

/** What a phone's account may still do: null for any account that is not a paired phone's. */
export interface HelperPhoneState {
  id: number;
  ended: boolean;
  revoked: boolean;
}

/**
 * The day helpers' phones (packages/shared, helper-phones.ts). A coordinator's code pairs one phone: the phone gets an
 * account of its own with the « accueil du jour » role and a password no person reads, which it signs in with once.
 * Its session ends at the end of the day after the brocante (middlewares/staff-session.ts refuses it past that);
 * revoked, its reads are refused and its taps kept as refused, for the coordinator to see. Its account goes once its
 * day is over (engine/retention.ts); who it was stays in the histories and the journal by its first name.
 */
export const helperPhones = perStrapi((strapi: Core.Strapi) => {
  const listed = (row: StoredPhone): HelperPhone => ({
    id: row.id,
    name: row.name ?? '',
    edition: row.edition,
    pairedAt: iso(row.pairedAt!),
    until: iso(row.until),
    lastSyncAt: row.lastSyncAt ? iso(row.lastSyncAt) : null,
    revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
    refusedTaps: row.refusedTaps ?? [],
  });

  async function pairedRow(id: number): Promise<StoredPhone> {
    const row: StoredPhone | null = await strapi.db.query(UID).findOne({ where: { id, pairedAt: { $notNull: true } } });
    if (!row) throw new errors.NotFoundError(API_MESSAGES.helperPhoneNotFound);
    return row;
  }

  return {
    /** A new code for the check-in of the edition of `date` (the coming one), shown by a coordinator; it pairs one phone. */
    async code(date: string, by: string | null, now = new Date()): Promise<HelperPairingCode> {
      const until = brusselsInstant(addDays(date, 2), '00:00');
      const key = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + HELPER_PAIRING_MINUTES * 60_000);
      await strapi.db.query(UID).create({ data: { keyHash: keyHash(key), expiresAt, edition: date, until, shownBy: by } });
      return { key, expiresAt: expiresAt.toISOString(), edition: date, until: until.toISOString() };
    },

    /**
     * The helper's phone takes the code: an account made for it, the code spent. Of two phones taking one code at
     * once, one only gets the account: the code is spent by a conditional update before the account is made.
     */
    async accept({ key, firstName }: HelperPairingAcceptance, now = new Date()): Promise<HelperPhoneCredentials> {
      const row: StoredPhone | null = await strapi.db.query(UID).findOne({ where: { keyHash: keyHash(key) } });
      if (!row || row.pairedAt || new Date(row.expiresAt) <= now || new Date(row.until) <= now) throw invalid();
      const table = strapi.db.metadata.get(UID).tableName;
      const spent = await strapi.db
        .connection(table)
        .where({ id: row.id })
        .whereNull('paired_at')
        .update({ paired_at: now, key_hash: null });
      if (spent !== 1) throw invalid();
      const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'accueil' } });
      const handle = `telephone-${row.id}-${randomBytes(6).toString('hex')}`;
      const password = randomBytes(32).toString('base64url');
      const name = firstName.trim();
      const account = await strapi
        .plugin('users-permissions')
        .service('user')
        .add({
          // A reserved domain: no e-mail is ever sent to a phone's account (team.ts leaves phones out of the team).
          email: `${handle}@accueil.invalid`,
          username: handle,
          displayName: name,
          password,
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: role.id,
        });
      await strapi.db.query(UID).update({ where: { id: row.id }, data: { userId: account.id, name } });
      return { identifier: `${handle}@accueil.invalid`, password, until: iso(row.until) };
    },

    /** The phones paired and not yet forgotten, the latest first. */
    async list(): Promise<HelperPhone[]> {
      const rows: StoredPhone[] = await strapi.db
        .query(UID)
        .findMany({ where: { pairedAt: { $notNull: true } }, orderBy: [{ pairedAt: 'desc' }, { id: 'desc' }] });
      return rows.map(listed);
    },

    /** A phone revoked by a coordinator: from its next request on, it reads nothing and its taps are refused. */
    async revoke(id: number, now = new Date()): Promise<HelperPhone> {
      const row = await pairedRow(id);
      if (!row.revokedAt) await strapi.db.query(UID).update({ where: { id }, data: { revokedAt: now } });
      return listed(await pairedRow(id));
    },

    /** Whether an account is a paired phone's, and what it may still do. */
    async stateOf(userId: number, now = new Date()): Promise<HelperPhoneState | null> {
      const row: StoredPhone | null = await strapi.db.query(UID).findOne({ where: { userId } });
      if (!row) return null;
      return { id: row.id, ended: new Date(row.until) <= now, revoked: row.revokedAt !== null };
    },

    /** The accounts of every phone: left out of the team's list and of its e-mails. */
    async accountIds(): Promise<number[]> {
      const rows: { userId: number }[] = await strapi.db
        .query(UID)
        .findMany({ where: { userId: { $notNull: true } }, select: ['userId'] });
      return rows.map(({ userId }) => userId);
    },

    /** Taps a revoked phone sent: kept once each, for the coordinator. */
    async refuse(id: number, taps: CheckInAction[], now = new Date()): Promise<void> {
      const row = await pairedRow(id);
      const kept = row.refusedTaps ?? [];
      // PostgreSQL's jsonb orders an object's keys its own way: a tap is known by what it is, not by its spelling.
      const known = (tap: CheckInAction) => `${tap.registration} ${tap.action} ${tap.at}`;
      const seen = new Set(kept.map(({ tap }) => known(tap)));
      const added = taps.filter((tap) => !seen.has(known(tap))).map((tap) => ({ tap, refusedAt: now.toISOString() }));
      if (!added.length) return;
      await strapi.db
        .query(UID)
        .update({ where: { id }, data: { refusedTaps: [...kept, ...added].slice(0, REFUSED_TAPS_KEPT) } });
    },

    /** A phone's taps taken: its last synchronisation, for the coordinator's list. */
    async synced(userId: number, now = new Date()): Promise<void> {
      await strapi.db.query(UID).updateMany({ where: { userId }, data: { lastSyncAt: now } });
    },

    /** Forgets the phones whose day is over, and codes never taken: their accounts and sessions go with them. */
    async forgetEnded(now = new Date()): Promise<number> {
      const rows: StoredPhone[] = await strapi.db.query(UID).findMany({
        where: { $or: [{ until: { $lte: now } }, { pairedAt: { $null: true }, expiresAt: { $lte: now } }] },
      });
      for (const row of rows) {
        if (row.userId !== null) {
          await endVolunteerSessions(strapi, row.userId);
          await strapi.db.query(USER_UID).delete({ where: { id: row.userId } });
        }
        await strapi.db.query(UID).delete({ where: { id: row.id } });
      }
      return rows.filter((row) => row.pairedAt).length;
    },
  };
});
