import * as z from 'zod/mini';
import { API_MESSAGES } from './api-messages.js';
import { strictObject } from './schema-fields.js';
import { roleMay, STAFF_ROLES, type StaffRole } from './team.js';
import { VALIDATION_CODES } from './validation-codes.js';

/**
 * A second factor for a volunteer's sign-in (RFC 6238, an authenticator app's 6-digit code every 30 seconds): enrolled
 * from a QR code, with single-use recovery codes for a lost phone; a coordinator resets another volunteer's.
 */
export const RECOVERY_CODE_COUNT = 10;

/** A code as typed: the app's 6 digits (spaces allowed), or a recovery code (XXXX-XXXX). */
export const SECOND_FACTOR_CODE = /^(\d{6}|[A-Z2-7]{4}-[A-Z2-7]{4})$/;

/** A code typed, read as the server compares it: without spaces, recovery codes in capitals. */
export const typedSecondFactorCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

export const secondFactorCodeSchema = strictObject({
  code: z
    .string({ error: API_MESSAGES.secondFactorWrong })
    .check(z.overwrite(typedSecondFactorCode), z.regex(SECOND_FACTOR_CODE, { error: API_MESSAGES.secondFactorWrong })),
});

/** What the volunteer's own screen shows of their second factor. */
export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** Enrolment begun: the QR code's link for the app (otpauth://), and its secret to type by hand. */
export interface SecondFactorEnrolment {
  uri: string;
  secret: string;
}

/**
 * Whether a role changes where the committee's money goes (its account, the refunds' SEPA file): of such a role the
 * committee asks a second factor, unless it switched that off (TeamSettings).
 */
export const secondFactorAskedOf = (role: StaffRole): boolean => roleMay(role, 'account.change') || roleMay(role, 'refunds.file');

/** The roles of whom a second factor is asked, in the team table's order. */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = STAFF_ROLES.filter(secondFactorAskedOf);

/** The committee's rules for its team, set by the coordination and announced to every volunteer when changed. */
export interface TeamSettings {
  /** A volunteer of SECOND_FACTOR_ROLES enrols a second factor before anything else. */
  secondFactorRequired: boolean;
  /** The day's helpers (accueil du jour) see the exhibitors' phone numbers on the check-in screen, to call one who is late. */
  helpersSeePhones: boolean;
}

/** A coordinator's change of one rule or more. */
export const teamSettingsSchema = strictObject({
  secondFactorRequired: z.optional(z.boolean({ error: VALIDATION_CODES.invalidBody })),
  helpersSeePhones: z.optional(z.boolean({ error: VALIDATION_CODES.invalidBody })),
});
export type TeamSettingsChange = z.infer<typeof teamSettingsSchema>;
