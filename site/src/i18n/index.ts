import type { Language } from '@brocante/shared';
import { fr } from './fr';
import { nl } from './nl';
import type { SiteTexts } from './types';

/**
 * Both catalogues, for the build (pages, layout, feeds): never import this from an island, which would ship both
 * languages. An island receives its own section of its page's language as a prop (serialized into the page's HTML).
 */
export const SITE_TEXTS: Record<Language, SiteTexts> = { fr, nl };

export const textsOf = (language: Language): SiteTexts => SITE_TEXTS[language];

/** The language of a page, for <html lang> and hreflang; og:locale writes it with an underscore. */
export const HTML_LANG: Record<Language, string> = { fr: 'fr-BE', nl: 'nl-BE' };
