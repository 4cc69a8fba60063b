import { TIME_ZONE } from './constants.js';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from './language.js';

/**
 * An Intl formatter made at its first use, then kept. One costs far more to make than to use (a list of 100 rows
 * formats hundreds of dates), and the first one a page makes loads the locale's data: made when this module loads,
 * they cost every page that imports it (the admin's sign-in, 80 ms on a fast machine), used or not.
 */
function formatter<Format>(make: (locale: string) => Format): (language?: Language) => Format {
  const made: Partial<Record<Language, Format>> = {};
  return (language = DEFAULT_LANGUAGE) => (made[language] ??= make(LOCALES[language]));
}

const euro = /* @__PURE__ */ formatter((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }));

/** "1 ligne", "2 lignes", "0 ligne": French counts (0 and 1 take the singular). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${Math.abs(count) >= 2 ? plural : singular}`;
}

/** 12,50 € (in French and in Dutch: "€ 12,50" in Dutch) */
export function formatEuro(amount: number, language?: Language): string {
  return euro(language).format(amount);
}

const longDate = /* @__PURE__ */ formatter(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const shortDate = /* @__PURE__ */ formatter(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const dateTime = /* @__PURE__ */ formatter(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    }),
);
const clock = /* @__PURE__ */ formatter(
  (locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }),
);

const dayInBrussels = /* @__PURE__ */ formatter(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The day (YYYY-MM-DD) an instant falls on in Brussels. */
export function brusselsDay(instant: string | Date): string {
  return dayInBrussels().format(new Date(instant));
}

/** samedi 17 avril 2027; zaterdag 17 april 2027 */
export function formatDate(date: string | Date, language?: Language): string {
  return longDate(language).format(new Date(date));
}

/** 17 avril 2027 */
export function formatShortDate(date: string | Date, language?: Language): string {
  return shortDate(language).format(new Date(date));
}

/** 31 mars 2027 à 23:59; 31 maart 2027 om 23:59 */
export function formatDateTime(date: string | Date, language?: Language): string {
  return dateTime(language).format(new Date(date));
}

/** 07:40, in Brussels */
export function formatClock(date: string | Date, language?: Language): string {
  return clock(language).format(new Date(date));
}
