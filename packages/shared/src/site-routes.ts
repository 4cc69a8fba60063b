import type { Language } from './language.js';

/**
 * Every page of the public site at its address in each language: French at the site's first addresses, Dutch under
 * /nl/ with Dutch paths. The site's switcher, alternates and sitemap pair the pages through this table; the e-mails
 * link to the page in the registrant's language through it.
 */
export const SITE_ROUTES = {
  home: { fr: '/', nl: '/nl/' },
  news: { fr: '/blog/', nl: '/nl/nieuws/' },
  contact: { fr: '/contact/', nl: '/nl/contact/' },
  visitorRegistration: { fr: '/brocante/inscription/', nl: '/nl/rommelmarkt/inschrijving/' },
  neighborRegistration: { fr: '/brocante/inscription-riverain/', nl: '/nl/rommelmarkt/inschrijving-buurtbewoner/' },
  plan: { fr: '/brocante/plan/', nl: '/nl/rommelmarkt/plan/' },
  rules: { fr: '/brocante/reglement/', nl: '/nl/rommelmarkt/reglement/' },
  myRegistration: { fr: '/brocante/ma-reservation/', nl: '/nl/rommelmarkt/mijn-reservatie/' },
  invitations: { fr: '/brocante/invitations/', nl: '/nl/rommelmarkt/uitnodigingen/' },
  privacy: { fr: '/confidentialite/', nl: '/nl/privacy/' },
  notFound: { fr: '/404', nl: '/nl/404' },
  error: { fr: '/error/', nl: '/nl/error/' },
  rss: { fr: '/rss.xml', nl: '/nl/rss.xml' },
} as const satisfies Record<string, Record<Language, string>>;

export type SiteRoute = keyof typeof SITE_ROUTES;

/** A page's full address on the site (`siteUrl` with or without its last slash), in a language. */
export function siteAddress(siteUrl: string, route: SiteRoute, language: Language): string {
  return `${siteUrl.replace(/\/$/, '')}${SITE_ROUTES[route][language]}`;
}
