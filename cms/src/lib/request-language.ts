import { API_MESSAGES, API_MESSAGES_NL, LANGUAGES, type Language } from '@brocante/shared';

/** The request's language: the first of French and Dutch its Accept-Language accepts, French when it accepts neither. */
export function requestLanguage(ctx: { acceptsLanguages(languages: string[]): string | false }): Language {
  const accepted = ctx.acceptsLanguages([...LANGUAGES]);
  return LANGUAGES.find((language) => language === accepted) ?? 'fr';
}

type ApiText = {
  [Key in keyof typeof API_MESSAGES]: (typeof API_MESSAGES)[Key] extends string ? Key : never;
}[keyof typeof API_MESSAGES];

/** An answer's own message (not an error's: middlewares/error-language.ts words those) in the request's language. */
export function apiText(ctx: Parameters<typeof requestLanguage>[0], key: ApiText): string {
  return (requestLanguage(ctx) === 'nl' ? API_MESSAGES_NL : API_MESSAGES)[key];
}
