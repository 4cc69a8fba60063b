import type { RegistrationKind } from './registration-status.js';

/** The brocante's configuration as the public API returns it (specification section 3). */
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
