import { http, HttpResponse } from 'msw';
import type { EditionRecord } from '@brocante/shared';

/** An edition as GET /api/editions answers, open unless told otherwise. */
export const editionRecord = (date: string, overrides: Partial<EditionRecord> = {}): EditionRecord => ({
  documentId: `ed-${date}`,
  date,
  arrivalFrom: '07:00',
  arrivalUntil: '09:00',
  registrationPrice: 15,
  neighborPrice: null,
  deposit: 0,
  pitchesPerRegistration: 1,
  householdRegistrationLimit: 2,
  neighborRegistrationEnd: `${date.slice(0, 4)}-03-19T22:59:00.000Z`,
  visitorRegistrationEnd: `${date.slice(0, 4)}-04-10T21:59:00.000Z`,
  registrantCancellationEnd: null,
  unpaidGraceDays: 7,
  reminderDaysBeforeExpiry: 2,
  noShowRefund: false,
  communeNoticeWorkingDays: 10,
  streetsClosedFrom: null,
  streetsClosedUntil: null,
  saleCategories: ['clothes', 'toys', 'books'],
  state: 'open',
  registrations: 0,
  ...overrides,
});

/** The committee's editions every screen chooses from, unless a test says otherwise: this year's, open. */
export const DEFAULT_EDITIONS: EditionRecord[] = [editionRecord('2027-04-18')];

/** GET /api/editions answering `editions` (newest first, as the API does). */
export const editionsHandler = (editions: EditionRecord[] = DEFAULT_EDITIONS) =>
  http.get('*/api/editions', () => HttpResponse.json({ data: editions }));

/** The editions' screen's own (newest first, as the API answers): one in each state, rules of their own. */
const ruledEdition = (date: string, overrides: Partial<EditionRecord> = {}) =>
  editionRecord(date, {
    arrivalFrom: '06:00',
    arrivalUntil: '08:30',
    neighborPrice: 10,
    deposit: 5,
    pitchesPerRegistration: 2,
    householdRegistrationLimit: 1,
    saleCategories: ['clothes', 'toys'],
    state: 'preparation',
    ...overrides,
  });

export const EDITIONS: EditionRecord[] = [
  ruledEdition('2028-04-16', { state: 'preparation' }),
  ruledEdition('2027-10-17', {
    state: 'open',
    registrations: 12,
    neighborRegistrationEnd: '2027-09-17T21:59:00.000Z',
    visitorRegistrationEnd: '2027-10-09T21:59:00.000Z',
  }),
  ruledEdition('2027-04-18', { state: 'closed', registrations: 31 }),
  ruledEdition('2026-04-19', { state: 'archived', registrations: 1 }),
];
