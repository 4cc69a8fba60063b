import { createHash, createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** A key as the link carries it: 256 bits, base64url. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The registrant's private link is a capability: a key of 256 bits that no one can guess without
 * the server's secret, derived from the registration and its key version (so that every e-mail,
 * whenever it leaves, carries the link in force). The database stores only the key's hash, to find
 * the registration; revoking the link moves to the next version, and the old key finds nothing.
 */
export function registrantKey(strapi: Core.Strapi, registration: { documentId: string; accessKeyVersion?: number | null }) {
  const secret = createHmac('sha256', String(strapi.config.get('admin.secrets.encryptionKey')))
    .update('brocante-registrant-link')
    .digest();
  return createHmac('sha256', secret)
    .update(`${registration.documentId}:${registration.accessKeyVersion ?? 0}`)
    .digest('base64url');
}

export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function isWellFormedKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}
