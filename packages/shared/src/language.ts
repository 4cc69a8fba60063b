/**
 * The languages a person reads the site, their e-mails and their page in (Brussels is bilingual):
 * French first, Dutch. The volunteers' admin is French and names a registrant's language in French.
 */
export const LANGUAGES = ['fr', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a registration made before languages were stored reads in, and what a form that says none means. */
export const DEFAULT_LANGUAGE: Language = 'fr';

/** A registrant's language as the admin and the export name it. */
export const LANGUAGE_LABELS: Record<Language, string> = { fr: 'français', nl: 'néerlandais' };

/** A registrant's language, stored or not (registrations from before languages were stored are French). */
export const languageOf = (registration: { language?: Language | null }): Language => registration.language ?? DEFAULT_LANGUAGE;

/** The locale of a language's dates, amounts and plurals, as Brussels writes them. */
export const LOCALES: Record<Language, string> = { fr: 'fr-BE', nl: 'nl-BE' };
