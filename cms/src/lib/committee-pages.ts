import { factories } from '@strapi/strapi';
import { API_MESSAGES } from '@brocante/shared';
import { validationFailed } from './api-errors';

/** The committee's pages as editors write them in Strapi's panel; the site shows their published version. */
export const COMMITTEE_PAGES = [
  'api::rules-page.rules-page',
  'api::privacy-page.privacy-page',
  'api::committee.committee',
] as const;

export type CommitteePageUid = (typeof COMMITTEE_PAGES)[number];

/**
 * The public reads a committee page as published, whole, and asks nothing: a draft (`status=draft`)
 * or any other parameter is refused, never served.
 */
export function publishedPageController(uid: CommitteePageUid, populate: string[] = []) {
  return factories.createCoreController(uid, () => ({
    async find(ctx) {
      if (Object.keys(ctx.query ?? {}).length) throw validationFailed(API_MESSAGES.invalidQuery, 'invalid-query');
      ctx.query = { status: 'published', ...(populate.length ? { populate } : {}) };
      return super.find(ctx);
    },
  }));
}

export function publishedPageRouter(uid: CommitteePageUid) {
  return factories.createCoreRouter(uid, { only: ['find'] });
}

export function committeePageService(uid: CommitteePageUid) {
  return factories.createCoreService(uid);
}
