import type { UndeliveredEmail } from './registration-record.js';

/** The admin's first screen: where the brocante stands, at a glance. */
export interface DashboardFigures {
  /** Pitches by state: free, held by a registration awaiting payment, paid, paid and arrived on the day. */
  pitches: { total: number; free: number; awaitingPayment: number; paid: number; arrived: number };
  /** EUR: what the registrations holding pitches owe in all, what was received, what is owed back. */
  /**
   * EUR; `cash`: the part of `received` taken in cash at the gate on the day (the cash box), counted apart. Null for a
   * volunteer whose role does not read the money (packages/shared, team.ts).
   */
  money: { expected: number; received: number; cash: number; refundsDue: number } | null;
  waitingList: number;
  /** Registrations still active, by kind. */
  kinds: { neighbor: number; visitor: number };
  /** Registrations made each day (Brussels), from the first to today, days without any included. */
  perDay: { day: string; count: number }[];
  /** Registrations whose e-mail the mail server refused for good, latest first: a volunteer corrects the address. */
  undeliveredEmails: ({ documentId: string; firstName: string; lastName: string } & UndeliveredEmail)[];
}

/** Every day from `first` to `last` (YYYY-MM-DD) with its count, zero where none. */
export function dailySeries(counts: ReadonlyMap<string, number>, first: string, last: string): { day: string; count: number }[] {
  const series: { day: string; count: number }[] = [];
  for (let day = new Date(`${first}T12:00:00Z`); day.toISOString().slice(0, 10) <= last; day.setUTCDate(day.getUTCDate() + 1)) {
    const key = day.toISOString().slice(0, 10);
    series.push({ day: key, count: counts.get(key) ?? 0 });
  }
  return series;
}
