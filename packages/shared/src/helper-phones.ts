import * as z from 'zod/mini';
import { API_MESSAGES } from './api-messages.js';
import type { CheckInAction } from './check-in.js';
import { requiredText, strictObject } from './schema-fields.js';
import { linkKey } from './team.js';

/**
 * The day helpers' phones: on the check-in screen a coordinator shows a QR code, a one-time pairing link; a helper
 * scans it, types a first name, and the phone gets an « accueil du jour » session until the end of the day after the
 * brocante. The coordinator sees the phones paired and revokes one: its taps are then refused and shown to them.
 */

/** How long a pairing code on the coordinator's screen can be taken: one phone, within these minutes. */
export const HELPER_PAIRING_MINUTES = 30;

/** A pairing code, as the coordinator's screen shows it in a QR code (the link `/admin/pair#key`). */
export interface HelperPairingCode {
  key: string;
  /** ISO: past it, the code pairs nothing. */
  expiresAt: string;
  /** The edition the phone will welcome, and the end of its session (ISO). */
  edition: string;
  until: string;
}

/** The helper's answer on their phone: the code scanned, the first name they give. */
export const helperPairingAcceptanceSchema = strictObject({
  key: linkKey(API_MESSAGES.pairingInvalid),
  firstName: requiredText(40),
});
export type HelperPairingAcceptance = z.infer<typeof helperPairingAcceptanceSchema>;

/** What the phone signs in with, once: an account of its own, whose password no person ever reads. */
export interface HelperPhoneCredentials {
  identifier: string;
  password: string;
  until: string;
}

/** A tap a phone sent after it was revoked: refused, kept for the coordinator to see. */
export interface RevokedPhoneTap {
  tap: CheckInAction;
  /** When the server refused it (ISO). */
  refusedAt: string;
}

/** A paired phone, as the coordinator's list shows it. */
export interface HelperPhone {
  id: number;
  /** The first name its helper gave. */
  name: string;
  edition: string;
  pairedAt: string;
  until: string;
  /** Its last sending of taps that the server took (ISO), null before any. */
  lastSyncAt: string | null;
  revokedAt: string | null;
  refusedTaps: RevokedPhoneTap[];
}
