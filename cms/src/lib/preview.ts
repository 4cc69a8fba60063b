import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LANGUAGE, LANGUAGES, PREVIEW_PATH, type Language, type PreviewedPage } from '@brocante/shared';

/** The content types a draft of which the site can show, and the page each becomes. */
const PREVIEWED: Partial<Record<string, PreviewedPage>> = {
  'api::post.post': 'actualite',
  'api::rules-page.rules-page': 'reglement',
  'api::privacy-page.privacy-page': 'vie-privee',
};
const PREVIEW_LIFETIME_MS = 2 * 60 * 60 * 1000;

interface PreviewClaim {
  uid: UID.ContentType;
  documentId: string;
  status: 'draft' | 'published';
  /** The language version the editor previews (Strapi's locale): French unless they are on the Dutch one. */
  locale: Language;
  expires: number;
}

function signingKey(strapi: Core.Strapi): Buffer {
  return createHmac('sha256', String(strapi.config.get('admin.auth.secret')))
    .update('brocante-preview')
    .digest();
}

function signature(strapi: Core.Strapi, payload: string): Buffer {
  return createHmac('sha256', signingKey(strapi)).update(payload).digest();
}

export function previewedPage(uid: string): PreviewedPage | undefined {
  return PREVIEWED[uid];
}

/**
 * Strapi's preview handler (config/admin.ts): the address of the site's preview page for a
 * document, with a token that names it and expires; none for a type the site does not show as a
 * page (the panel then offers no preview). An editor of the panel can ask for any type: only these
 * are ever signed.
 */
export function previewUrl(
  strapi: Core.Strapi,
  siteUrl: string,
  uid: string,
  { documentId, status, locale }: { documentId: string; status?: 'draft' | 'published' | null; locale?: string | null },
  now = Date.now(),
): string | null {
  if (!previewedPage(uid) || !documentId) return null;
  const claim: PreviewClaim = {
    uid: uid as UID.ContentType,
    documentId,
    status: status === 'published' ? 'published' : 'draft',
    locale: LANGUAGES.find((language) => language === locale) ?? DEFAULT_LANGUAGE,
    expires: now + PREVIEW_LIFETIME_MS,
  };
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  const token = `${payload}.${signature(strapi, payload).toString('base64url')}`;
  return `${siteUrl.replace(/\/$/, '')}${PREVIEW_PATH}#${token}`;
}

/** The claim of a token this Strapi signed and that has not expired; null otherwise. */
export function readPreviewToken(strapi: Core.Strapi, token: string, now = Date.now()): PreviewClaim | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length) return null;
  const expected = signature(strapi, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewClaim;
    return claim.expires > now && previewedPage(claim.uid) ? claim : null;
  } catch {
    return null;
  }
}
