import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { Secret, TOTP } from 'otpauth';
import {
  API_MESSAGES,
  RECOVERY_CODE_COUNT,
  typedSecondFactorCode,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '@brocante/shared';
import { validationFailed } from '../lib/api-errors';
import { perStrapi } from '../lib/per-strapi';
import { endVolunteerSessions } from '../lib/volunteer-sessions';
import { publishedQuarter } from '../lib/quarter';
import { keyHash } from './registrant-key';

const USER_UID = 'plugin::users-permissions.user';
const PERIOD_SECONDS = 30;
/** RFC 4648's base32 letters: a recovery code reads aloud and types without ambiguity (no 0/O, 1/I). */
const RECOVERY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

interface SecondFactorRow {
  id: number;
  email: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpEnabledAt: string | Date | null;
  totpLastStep: string | number | null;
  totpRecoveryHashes: string[] | null;
}

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** The time step a code of `secret` matches, one step of drift either way, or null. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

function recoveryCode(): string {
  const letters = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

const wrong = () => validationFailed(API_MESSAGES.secondFactorWrong, 'second-factor-wrong');

/**
 * A volunteer's second factor (RFC 6238 with `otpauth`): enrolled by scanning a QR code and typing one code, with
 * RECOVERY_CODE_COUNT single-use recovery codes (only their hashes kept); asked at every sign-in once enrolled
 * (middlewares/second-factor.ts), and owed by a volunteer of a role the committee asks it of (engine/team-settings.ts).
 * A code serves once: a step already taken is refused. A coordinator resets another
 * volunteer's, whose sessions end.
 */
export const secondFactor = perStrapi((strapi: Core.Strapi) => {
  const row = async (id: number): Promise<SecondFactorRow> =>
    strapi.db.query(USER_UID).findOne({
      where: { id },
      select: ['id', 'email', 'totpSecret', 'totpPendingSecret', 'totpEnabledAt', 'totpLastStep', 'totpRecoveryHashes'],
    });
  const update = (id: number, data: Record<string, unknown>) => strapi.db.query(USER_UID).update({ where: { id }, data });

  return {
    async status(id: number): Promise<SecondFactorStatus> {
      const account = await row(id);
      return { enabled: Boolean(account.totpEnabledAt), recoveryCodesLeft: account.totpRecoveryHashes?.length ?? 0 };
    },

    /** Whether an account signs in with a second factor. */
    async enabled(id: number): Promise<boolean> {
      return Boolean((await row(id))?.totpEnabledAt);
    },

    /** A new secret, kept aside until a code of it is typed: the QR code's link and the secret to type by hand. */
    async begin(id: number): Promise<SecondFactorEnrolment> {
      const account = await row(id);
      const secret = new Secret({ size: 20 }).base32;
      await update(id, { totpPendingSecret: secret });
      const issuer = `Brocante — ${(await publishedQuarter(strapi)).committeeName}`;
      return { uri: totpOf(secret, account.email, issuer).toString(), secret };
    },

    /** The first code typed: the second factor is on, and the recovery codes are given, once. */
    async confirm(id: number, code: string, now = new Date()): Promise<{ recoveryCodes: string[] }> {
      const account = await row(id);
      if (!account.totpPendingSecret) throw validationFailed(API_MESSAGES.secondFactorNotStarted, 'second-factor-not-started');
      const step = matchingStep(account.totpPendingSecret, typedSecondFactorCode(code), now);
      if (step === null) throw wrong();
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      await update(id, {
        totpSecret: account.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
        totpRecoveryHashes: recoveryCodes.map(keyHash),
      });
      return { recoveryCodes };
    },

    /**
     * A sign-in's code: the app's, for a time step not yet taken, or a recovery code, spent. Two sign-ins with one code
     * at once: the step is taken by a conditional update, so one only passes.
     */
    async verify(id: number, typed: string, now = new Date()): Promise<boolean> {
      const account = await row(id);
      if (!account?.totpSecret) return false;
      const code = typedSecondFactorCode(typed);
      const table = strapi.db.metadata.get(USER_UID).tableName;
      if (/^\d{6}$/.test(code)) {
        const step = matchingStep(account.totpSecret, code, now);
        if (step === null) return false;
        const taken = await strapi.db
          .connection(table)
          .where({ id })
          .andWhere((query) => query.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
          .update({ totp_last_step: step });
        return taken === 1;
      }
      const hashes = account.totpRecoveryHashes ?? [];
      if (!hashes.includes(keyHash(code))) return false;
      await update(id, { totpRecoveryHashes: hashes.filter((hash) => hash !== keyHash(code)) });
      return true;
    },

    /** A coordinator's reset: the second factor off, the account's sessions ended; the volunteer enrols again. */
    async reset(id: number): Promise<void> {
      await update(id, {
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        totpRecoveryHashes: null,
      });
      await endVolunteerSessions(strapi, id);
    },
  };
});
