import { LANGUAGES, SITE_ROUTES, type Language, type SiteRoute } from '@brocante/shared';

/** Every page of the site at its address in each language (packages/shared site-routes.ts). */
export const ROUTES = SITE_ROUTES;

export type RouteName = SiteRoute;

/** A page's address in a language. */
export const routePath = (name: RouteName, language: Language): string => ROUTES[name][language];

/** Every page's address in a language: what an island that links to pages is given by its page. */
export const pathsOf = (language: Language): Record<RouteName, string> =>
  Object.fromEntries(Object.entries(ROUTES).map(([name, languages]) => [name, languages[language]])) as Record<RouteName, string>;

/** A news post's address in a language (its slug may hold slashes). */
export const postPath = (slug: string, language: Language): string => `${ROUTES.news[language]}${slug}/`;

/** The language of an address: Dutch under /nl/, French elsewhere. */
export const languageOfPath = (path: string): Language => (path === '/nl' || path.startsWith('/nl/') ? 'nl' : 'fr');

const withSlash = (path: string) => (path.endsWith('/') || path.endsWith('.xml') || path.endsWith('/404') ? path : `${path}/`);

/**
 * The same page in every language, for an address of either one (with or without its last slash, 404 with or
 * without .html); null for an address of no page of the table (a preview).
 */
export function alternatesOf(path: string): Record<Language, string> | null {
  const page = withSlash(path.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
  for (const languages of Object.values(ROUTES)) {
    if (LANGUAGES.some((language) => languages[language] === page)) return { ...languages };
  }
  for (const language of LANGUAGES) {
    const news = ROUTES.news[language];
    if (page.startsWith(news) && page.length > news.length) {
      const slug = page.slice(news.length, -1);
      return Object.fromEntries(LANGUAGES.map((other) => [other, postPath(slug, other)])) as Record<Language, string>;
    }
  }
  return null;
}
