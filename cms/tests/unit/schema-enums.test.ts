import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_OUTCOMES,
  EDITION_STATES,
  IMPORT_RESULT_LABELS,
  LANGUAGES,
  REFUND_REASONS,
  REGISTRATION_EVENT_TYPES,
  REGISTRATION_KINDS,
  REGISTRATION_STATUSES,
  STREET_SIDES,
} from '@brocante/shared';
import { DELIVERY_STATES } from '../../src/lib/email-delivery';

/**
 * Strapi's content types list the values of each enumeration in their schema.json; the code writes the
 * values the shared package names. A value the schema lacks is refused by Strapi's own validation (the
 * panel, the document service) while the database's queries store it: the two lists must be one.
 */
function enumOf(type: string, attribute: string): string[] {
  const file = path.resolve(__dirname, '..', '..', 'src', 'api', type, 'content-types', type, 'schema.json');
  return JSON.parse(readFileSync(file, 'utf8')).attributes[attribute].enum;
}

describe("the content types' enumerations", () => {
  it.each([
    ['registration', 'status', REGISTRATION_STATUSES],
    ['registration', 'kind', REGISTRATION_KINDS],
    ['registration', 'language', LANGUAGES],
    ['registration', 'depositOutcome', DEPOSIT_OUTCOMES],
    ['registration-event', 'type', REGISTRATION_EVENT_TYPES],
    ['location', 'side', STREET_SIDES],
    ['edition', 'state', EDITION_STATES],
    ['refund', 'reason', REFUND_REASONS],
    ['email-message', 'status', DELIVERY_STATES],
  ])("%s.%s is the shared package's list", (type, attribute, values) => {
    expect([...enumOf(type, attribute)].sort()).toEqual([...values].sort());
  });

  it("stores only import results the volunteers' labels name", () => {
    expect(enumOf('bank-transaction', 'result').filter((result) => !(result in IMPORT_RESULT_LABELS))).toEqual([]);
  });
});
