import { brusselsDay } from './format.js';

/**
 * How long the committee keeps personal data. The privacy page states these periods and Strapi's
 * daily task keeps them: registrations are anonymised at most six months after their edition,
 * contact messages are erased a year after they arrived.
 */
export const EDITION_DATA_RETENTION_MONTHS = 6;
export const CONTACT_MESSAGE_RETENTION_MONTHS = 12;

const pad = (value: number) => String(value).padStart(2, '0');

/** The Brussels calendar date (YYYY-MM-DD) `months` months before `now`; a 31st becomes the shorter month's last day. */
export function brusselsDateMonthsBefore(now: Date, months: number): string {
  const [year, month, day] = brusselsDay(now).split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}
