/** Registrations made one day. */
export interface DayCount {
  day: string;
  count: number;
}

/** One day of the chart: so many days before the brocante, in the chosen edition and in the previous one. */
export interface AlignedDay {
  /** days before the brocante's day (0: the day itself; negative: after it) */
  before: number;
  /** the chosen edition's calendar day, YYYY-MM-DD */
  day: string;
  current: number;
  previous: number;
}

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** How many days `day` is before `brocante` (both YYYY-MM-DD). */
export function daysBefore(day: string, brocante: string): number {
  return Math.round((utc(brocante) - utc(day)) / DAY_MS);
}

/** The day `days` days before `brocante`. */
export function dayBefore(brocante: string, days: number): string {
  return new Date(utc(brocante) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * An edition's registrations per day up to its brocante: the server counts every day until today, and
 * the empty days after a past edition's brocante say nothing (a registration made then is kept).
 */
export function upToTheDay(perDay: DayCount[], brocante: string): DayCount[] {
  const lastRegistration = perDay.findLast((one) => one.count > 0)?.day ?? '';
  const end = lastRegistration > brocante ? lastRegistration : brocante;
  return perDay.filter((one) => one.day <= end);
}

/**
 * The chosen edition's registrations per day beside the previous edition's at the same number of days
 * before its brocante: from the earliest registration of either, down to where the chosen edition
 * stands (its last day counted, else today), so that both are compared at the same point.
 */
export function alignByDaysBefore(
  current: { date: string; perDay: DayCount[] },
  previous: { date: string; perDay: DayCount[] },
  today: string,
): AlignedDay[] {
  const mine = new Map(upToTheDay(current.perDay, current.date).map((one) => [daysBefore(one.day, current.date), one.count]));
  const lowest = mine.size ? Math.min(...mine.keys()) : daysBefore(today, current.date);
  const theirs = new Map(
    upToTheDay(previous.perDay, previous.date)
      .map((one) => [daysBefore(one.day, previous.date), one.count] as const)
      .filter(([before]) => before >= lowest),
  );
  const known = [...mine.keys(), ...theirs.keys()];
  if (!known.length) return [];
  const highest = Math.max(...known);
  const days: AlignedDay[] = [];
  for (let before = highest; before >= lowest; before -= 1)
    days.push({
      before,
      day: dayBefore(current.date, before),
      current: mine.get(before) ?? 0,
      previous: theirs.get(before) ?? 0,
    });
  return days;
}
