import { brusselsDay } from './format.js';
import { VALIDATION } from './validation-messages.js';
import type { RegistrationKind } from './registration-status.js';
import type { FieldError } from './field-errors.js';
import type { PublicPricing } from './pricing.js';

/**
 * The brocante's configuration as GET /api/configuration returns it: these fields and no other (the
 * edition's prices are beside it, at GET /api/pricing: docs/domain-rules.md).
 */
export interface BrocanteConfiguration {
  /** pitches still free */
  count: number;
  /** day of the brocante, YYYY-MM-DD */
  date: string;
  /** EUR per pitch */
  registrationPrice: number;
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  neighborRegistrationEnd: string;
  visitorRegistrationEnd: string;
}

export const CONFIGURATION_FIELDS = [
  'count',
  'date',
  'registrationPrice',
  'debtorName',
  'debtorIban',
  'debtorBic',
  'neighborRegistrationEnd',
  'visitorRegistrationEnd',
] as const satisfies readonly (keyof BrocanteConfiguration)[];

export function registrationEnd(configuration: BrocanteConfiguration, kind: RegistrationKind): Date {
  return new Date(kind === 'neighbor' ? configuration.neighborRegistrationEnd : configuration.visitorRegistrationEnd);
}

export function isRegistrationOpen(
  configuration: BrocanteConfiguration,
  kind: RegistrationKind,
  now: Date = new Date(),
): boolean {
  return now.getTime() <= registrationEnd(configuration, kind).getTime();
}

/** Whether a route's form takes registrations now: its deadline is ahead and the committee has not closed them. */
export function isRouteOpen(
  configuration: BrocanteConfiguration,
  pricing: Pick<PublicPricing, 'registrationsClosed'>,
  kind: RegistrationKind,
  now: Date = new Date(),
): boolean {
  return !pricing.registrationsClosed && isRegistrationOpen(configuration, kind, now);
}

/** The deadlines the committee sets, as the panel saves them. */
export type Deadlines = Partial<
  Record<'date' | 'neighborRegistrationEnd' | 'visitorRegistrationEnd' | 'registrantCancellationEnd', string | Date | null>
>;

/** Every deadline falls on the brocante's day at the latest (Brussels time): registering or cancelling after it means nothing. */
export function deadlineErrors(configuration: Deadlines): FieldError[] {
  if (!configuration.date) return [];
  const date =
    configuration.date instanceof Date ? configuration.date.toISOString().slice(0, 10) : configuration.date.slice(0, 10);
  return (['neighborRegistrationEnd', 'visitorRegistrationEnd', 'registrantCancellationEnd'] as const)
    .filter((field) => {
      const deadline = configuration[field];
      return deadline && !Number.isNaN(new Date(deadline).getTime()) && brusselsDay(deadline) > date;
    })
    .map((path) => ({ path, message: VALIDATION.deadlineAfterBrocante }));
}
