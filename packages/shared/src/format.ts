import { LOCALE, TIME_ZONE } from './constants.js';

const euro = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });

/** 12,50 € */
/** "1 ligne", "2 lignes", "0 ligne": French counts (0 and 1 take the singular). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${Math.abs(count) >= 2 ? plural : singular}`;
}

export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** samedi 17 avril 2027 */
export function formatDate(date: string | Date): string {
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(date));
}

/** 17 avril 2027 */
export function formatShortDate(date: string | Date): string {
  return new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(
    new Date(date),
  );
}

/** 31 mars 2027 à 23:59 */
export function formatDateTime(date: string | Date): string {
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(date));
}
