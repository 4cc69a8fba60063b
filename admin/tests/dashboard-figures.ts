import type { DashboardFigures } from '@brocante/shared';

/** A dashboard's figures in the middle of an edition's registrations, as GET /api/dashboard gives them. */
export const FIGURES: DashboardFigures = {
  pitches: { total: 30, free: 12, awaitingPayment: 6, paid: 9, arrived: 3 },
  money: { expected: 270, received: 180, cash: 30, refundsDue: 15 },
  waitingList: 4,
  kinds: { neighbor: 8, visitor: 14 },
  perDay: [
    { day: '2027-03-01', count: 5 },
    { day: '2027-03-02', count: 0 },
    { day: '2027-03-03', count: 17 },
  ],
  undeliveredEmails: [],
};
