import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  belgianPublicHolidays,
  easterSunday,
  isWeekend,
  isWorkingDay,
  workingDaysBefore,
  workingDaysBetween,
} from '../src/belgian-holidays.js';

/** Another project's dates (fixtures/holidays/README.md). */
const PUBLISHED = JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'holidays', 'belgium.json'), 'utf8')) as {
  movable: Record<string, string[]>;
  years: Record<string, string[]>;
};
const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("Belgium's public holidays", () => {
  it('finds Easter Monday, Ascension and Whit Monday on the days another project publishes, 2020 to 2025', () => {
    for (const [name, days] of Object.entries(PUBLISHED.movable))
      for (const day of days)
        expect(belgianPublicHolidays(Number(day.slice(0, 4))).map((holiday) => holiday.name.nl.replace(/\s/g, ''))).toContain(
          name.replace(/\s/g, ''),
        );
    const easterMondays = PUBLISHED.movable.Paasmaandag ?? [];
    expect(easterMondays).toHaveLength(6);
    expect(easterMondays.map((day) => dayAfter(easterSunday(Number(day.slice(0, 4)))))).toEqual(easterMondays);
  });

  it('lists the ten legal holidays of a year, in French and in Dutch, as another project does', () => {
    for (const [year, days] of Object.entries(PUBLISHED.years))
      expect(belgianPublicHolidays(Number(year)).map((holiday) => holiday.day)).toEqual(days);
    expect(belgianPublicHolidays(2027).map(({ day, name }) => `${day} ${name.fr} / ${name.nl}`)).toEqual([
      '2027-01-01 Nouvel An / Nieuwjaar',
      '2027-03-29 Lundi de Pâques / Paasmaandag',
      '2027-05-01 Fête du Travail / Dag van de Arbeid',
      '2027-05-06 Ascension / O.L.H. Hemelvaart',
      '2027-05-17 Lundi de Pentecôte / Pinkstermaandag',
      '2027-07-21 Fête nationale / Nationale feestdag',
      '2027-08-15 Assomption / O.L.V. Hemelvaart',
      '2027-11-01 Toussaint / Allerheiligen',
      '2027-11-11 Armistice / Wapenstilstand',
      '2027-12-25 Noël / Kerstmis',
    ]);
  });

  it('puts Easter on the dates the Gregorian tables give, early and late', () => {
    expect(['1818', '2008', '2038', '2285', '2026', '2028'].map((year) => easterSunday(Number(year)))).toEqual([
      '1818-03-22',
      '2008-03-23',
      '2038-04-25',
      '2285-03-22',
      '2026-04-05',
      '2028-04-16',
    ]);
  });
});

describe("a commune's working days", () => {
  it('closes on weekends and public holidays only', () => {
    expect(isWorkingDay('2027-04-16')).toBe(true); // a Friday
    expect(isWorkingDay('2027-04-17')).toBe(false); // a Saturday
    expect(isWorkingDay('2027-03-29')).toBe(false); // Easter Monday
    expect(isWorkingDay('2026-11-11')).toBe(false); // the Armistice, a Wednesday
  });

  it('tells a weekend from a public holiday: the Armistice on a Wednesday is no weekend', () => {
    expect(['2027-04-17', '2027-04-18', '2027-04-16', '2026-11-11'].map(isWeekend)).toEqual([true, true, false, false]);
  });

  it('counts ten working days back from a spring brocante, skipping Easter Monday', () => {
    // Sunday 18 April 2027: Friday 16 back to Monday 5; Easter Monday 2027 is 29 March, before.
    expect(workingDaysBefore('2027-04-18', 10)).toBe('2027-04-05');
    // Sunday 11 April 2027: back across Easter Monday (29 March), one day further.
    expect(workingDaysBefore('2027-04-11', 10)).toBe('2027-03-26');
    // Sunday 16 May 2027, the day before Whit Monday: Ascension (Thursday 6 May) skipped.
    expect(workingDaysBefore('2027-05-16', 10)).toBe('2027-04-30');
    expect(workingDaysBetween('2027-04-05', '2027-04-18')).toBe(9);
    expect(workingDaysBetween('2027-03-25', '2027-04-10')).toBe(10);
  });

  it('holds across a new year: a brocante in early January counts back into December, New Year and Christmas skipped', () => {
    expect(workingDaysBefore('2027-01-10', 10)).toBe('2026-12-24');
  });
});
