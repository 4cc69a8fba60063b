import { TIME_ZONE } from '@brocante/shared';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * What the clocks of Brussels show at an instant, as a datetime-local field holds it: 2027-04-17T23:59
 * (with its seconds when it has some, so that a deadline saved again untouched stays the same).
 */
export function toBrusselsClock(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(wallClock.formatToParts(date).map(({ type, value }) => [type, value]));
  const clock = `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
  return part.second === '00' ? clock : `${clock}:${part.second}`;
}

/**
 * The instant (ISO) at which the clocks of Brussels show a datetime-local field's value, winter time
 * (UTC+1) or summer time (UTC+2); '' for what is not a day and an hour.
 */
export function fromBrusselsClock(clock: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2}))?$/.exec(clock);
  if (!match) return '';
  const utc = Date.parse(`${match[1]}:${match[2] ?? '00'}.000Z`);
  if (Number.isNaN(utc)) return '';
  const candidates = [1, 2].map((hours) => new Date(utc - hours * 3_600_000));
  const shown = (candidate: Date) => toBrusselsClock(candidate.toISOString()).replace(/^(.{16})$/, '$1:00');
  const wanted = `${match[1]}:${match[2] ?? '00'}`;
  // An hour the clocks skip (the last Sunday of March, 02:xx): the winter reading, an hour later on the clock.
  return (candidates.find((candidate) => shown(candidate) === wanted) ?? candidates[0]!).toISOString();
}
