import { factories } from '@strapi/strapi';
import { API_MESSAGES, LANGUAGES, type Language } from '@brocante/shared';
import { validationFailed } from './api-errors';

/** The committee's pages as editors write them in Strapi's panel; the site shows their published version. */
export const COMMITTEE_PAGES = [
  'api::rules-page.rules-page',
  'api::privacy-page.privacy-page',
  'api::committee.committee',
] as const;

export type CommitteePageUid = (typeof COMMITTEE_PAGES)[number];

/** The pages editors write in French and Dutch (bootstrap/content-languages.ts); the committee's details are one. */
const LOCALIZED_PAGES: readonly CommitteePageUid[] = ['api::rules-page.rules-page', 'api::privacy-page.privacy-page'];

/** `?locale=nl` on a page written per language: the only question a reader asks of a committee page. */
function askedLanguage(uid: CommitteePageUid, query: Record<string, unknown>): Language | null | undefined {
  const keys = Object.keys(query);
  if (keys.length === 0) return null;
  const { locale } = query;
  const isLanguage = LANGUAGES.some((language) => language === locale);
  return keys.length === 1 && LOCALIZED_PAGES.includes(uid) && isLanguage ? (locale as Language) : undefined;
}

/**
 * The public reads a committee page as published, whole, in the language it asks (French by default), and asks
 * nothing else: a draft (`status=draft`) or any other parameter is refused, never served.
 */
export function publishedPageController(uid: CommitteePageUid, populate: string[] = []) {
  return factories.createCoreController(uid, () => ({
    async find(ctx) {
      const language = askedLanguage(uid, ctx.query ?? {});
      if (language === undefined) throw validationFailed(API_MESSAGES.invalidQuery, 'invalid-query');
      ctx.query = { status: 'published', ...(language && { locale: language }), ...(populate.length ? { populate } : {}) };
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
