import { createHash } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { storedSaleCategories } from '@brocante/shared';
import { COMMITTEE_PAGES } from './committee-pages';

/** The content types the static site is built from: a change to one asks for a rebuild (bootstrap/site-rebuild.ts). */
export const SITE_CONTENT: readonly UID.ContentType[] = ['api::post.post', ...COMMITTEE_PAGES, 'api::edition.edition'];

/**
 * The event by which the engine says that what the static site shows changed outside the content types the site
 * rebuilder follows (what an exhibitor sells, on the public plan): bootstrap/site-rebuild.ts listens and asks for a
 * rebuild, debounced. An event rather than an import, so the engine does not reach into the bootstrap.
 */
export const SITE_CHANGED = 'brocante.site-changed';

export function siteChanged(strapi: Core.Strapi, reason: string): void {
  void strapi.eventHub.emit(SITE_CHANGED, { reason });
}

/** A pitch taken or given back by an exhibitor who said what they sell: the public plan lists them, so it changed. */
export function salePitchChanged(strapi: Core.Strapi, registration: { saleCategories?: unknown }, reason: string): void {
  if (storedSaleCategories(registration.saleCategories).length) siteChanged(strapi, reason);
}

/**
 * What the site is built from, in one short fingerprint: for each of SITE_CONTENT, how many entries the site can show
 * (the published ones where there are drafts) and when the last of them changed. The build writes it beside the
 * site (site/src/pages/site-stamp.txt.ts, from GET /api/site-stamp); the health compares (lib/server-health.ts). A
 * restored database, an edit the rebuild missed, an entry unpublished: each gives another fingerprint.
 */
export async function siteContentStamp(strapi: Core.Strapi): Promise<string> {
  const parts = await Promise.all(
    SITE_CONTENT.map(async (uid) => {
      const where = strapi.contentType(uid).options?.draftAndPublish ? { publishedAt: { $notNull: true } } : {};
      const rows = strapi.db.query(uid);
      const [count, last] = await Promise.all([
        rows.count({ where }),
        rows.findOne({ where, select: ['updatedAt'], orderBy: { updatedAt: 'desc' } }),
      ]);
      return [uid, count, last ? new Date(last.updatedAt).toISOString() : null];
    }),
  );
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 20);
}

const rebuildStore = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'site-rebuild' });

/** A rebuild was asked now (bootstrap/site-rebuild.ts): until it is built, the site may still show the older content. */
export async function rebuildAsked(strapi: Core.Strapi, now = new Date()): Promise<void> {
  await rebuildStore(strapi).set({ key: 'asked-at', value: now.toISOString() });
}

/** When a rebuild was last asked (ISO), by any Strapi process on this database; null before the first. */
export async function lastRebuildAsked(strapi: Core.Strapi): Promise<string | null> {
  return ((await rebuildStore(strapi).get({ key: 'asked-at' })) as string | null) ?? null;
}
