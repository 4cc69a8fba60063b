import * as z from 'zod/mini';
import { DEFAULT_PAGE, MAX_PAGE_SIZE } from './constants.js';
import { strictObject } from './schema-fields.js';
import { pageNumber } from './staff-schemas.js';
import type { StaffRole } from './team.js';
import { VALIDATION_CODES } from './validation-codes.js';

/**
 * The journal: every change a volunteer made, by whom (their name and role as they were then), when and on what. The
 * coordination reads it by person and by day; it is kept as long as the registrations it speaks of (retention.ts).
 */
export interface JournalEntry {
  id: number;
  at: string;
  /** Who, named as they were then: a volunteer's name (their address when they gave none). */
  who: string;
  /** Their role then; null for a Strapi panel's account. */
  role: StaffRole | null;
  /** What, in a volunteer's words: « Étape sur une inscription ». */
  label: string;
  /** The registration it changed, if one: its page in the admin and its reference. */
  registration: { documentId: string; paymentReference: string } | null;
  /** What the action said: the step, the file's name, how many. Never a registrant's data. */
  details: string | null;
}

/** A person the journal can be filtered by: every account that has a line in it. */
export interface JournalPerson {
  /** The account's id, as the team's screen names it (`volunteer-12`). */
  id: string;
  name: string;
}

export interface JournalPage {
  entries: JournalEntry[];
  total: number;
  page: number;
  pageSize: number;
  people: JournalPerson[];
}

/** The lines of a page of the journal, unless asked otherwise: a morning's work reads on one. */
export const JOURNAL_PAGE_SIZE = 50;

/** ?person=volunteer-12&day=2027-05-16&page=2: the journal's filters, each optional. */
export const journalQuerySchema = strictObject({
  person: z._default(
    z.union([z.string().check(z.regex(/^volunteer-\d{1,12}$/, { error: VALIDATION_CODES.invalidBody })), z.literal('')], {
      error: VALIDATION_CODES.invalidBody,
    }),
    '',
  ),
  day: z._default(
    z.union([z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION_CODES.date })), z.literal('')], {
      error: VALIDATION_CODES.date,
    }),
    '',
  ),
  page: z._default(pageNumber(Number.MAX_SAFE_INTEGER), DEFAULT_PAGE),
  pageSize: z._default(pageNumber(MAX_PAGE_SIZE), JOURNAL_PAGE_SIZE),
});
export type JournalQuery = z.infer<typeof journalQuerySchema>;
