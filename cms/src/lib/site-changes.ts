import type { Core } from '@strapi/strapi';
import { storedSaleCategories } from '@brocante/shared';

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
