import type { Language } from './language.js';

/**
 * Belgium's ten legal public holidays (loi du 4 janvier 1974 : New Year, Easter Monday, Labour Day, Ascension, Whit
 * Monday, the National Day, the Assumption, All Saints, the Armistice and Christmas), the days on which a commune's
 * offices are closed, and the working days that follow from them: a commune counts its notice in working days.
 * Written here rather than taken from a library: the ten days are law, three of them hang on Easter (its date is
 * the Gregorian computus below), and `date-holidays`, the well-kept one, weighs 10 MB for every country of the world.
 */

const DAY_MS = 86_400_000;

/** Easter Sunday of `year` (Gregorian calendar, the anonymous algorithm of Meeus/Jones/Butcher), YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const shifted = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface PublicHoliday {
  day: string;
  name: Record<Language, string>;
}

/** The ten legal public holidays of `year`, in the order of the calendar. */
export function belgianPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const fixed = (monthDay: string) => `${year}-${monthDay}`;
  const holidays: PublicHoliday[] = [
    { day: fixed('01-01'), name: { fr: 'Nouvel An', nl: 'Nieuwjaar' } },
    { day: shifted(easter, 1), name: { fr: 'Lundi de Pâques', nl: 'Paasmaandag' } },
    { day: fixed('05-01'), name: { fr: 'Fête du Travail', nl: 'Dag van de Arbeid' } },
    { day: shifted(easter, 39), name: { fr: 'Ascension', nl: 'O.L.H. Hemelvaart' } },
    { day: shifted(easter, 50), name: { fr: 'Lundi de Pentecôte', nl: 'Pinkstermaandag' } },
    { day: fixed('07-21'), name: { fr: 'Fête nationale', nl: 'Nationale feestdag' } },
    { day: fixed('08-15'), name: { fr: 'Assomption', nl: 'O.L.V. Hemelvaart' } },
    { day: fixed('11-01'), name: { fr: 'Toussaint', nl: 'Allerheiligen' } },
    { day: fixed('11-11'), name: { fr: 'Armistice', nl: 'Wapenstilstand' } },
    { day: fixed('12-25'), name: { fr: 'Noël', nl: 'Kerstmis' } },
  ];
  return holidays.sort((one, other) => one.day.localeCompare(other.day));
}

/** Whether `day` (YYYY-MM-DD) is a Saturday or a Sunday. */
export function isWeekend(day: string): boolean {
  return [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
}

/** Whether a commune's offices are open on `day` (YYYY-MM-DD): Monday to Friday, not a public holiday. */
export function isWorkingDay(day: string): boolean {
  if (isWeekend(day)) return false;
  return !belgianPublicHolidays(Number(day.slice(0, 4))).some((holiday) => holiday.day === day);
}

/**
 * The last day a file may reach a commune that asks for it `workingDays` working days before `day`: the
 * `workingDays`-th working day before it (the day itself not counted). With 10, for a Sunday brocante on
 * 18 April 2027: Monday 5 April.
 */
export function workingDaysBefore(day: string, workingDays: number): string {
  let found = day;
  for (let counted = 0; counted < workingDays;) {
    found = shifted(found, -1);
    if (isWorkingDay(found)) counted += 1;
  }
  return found;
}

/** Working days from `from` (excluded) to `to` (included); 0 when `to` is not after `from`. */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = shifted(from, 1); day <= to; day = shifted(day, 1)) if (isWorkingDay(day)) count += 1;
  return count;
}
