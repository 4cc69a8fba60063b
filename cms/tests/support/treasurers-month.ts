import { formatStructuredCommunication, structuredCommunicationDigits } from '@brocante/shared';
import { BNP_HEADER } from './bank-statements';

/**
 * A month of the committee's account, written for the treasurer's evening of bank-import-matching.test.ts
 * (BNP Paribas Fortis' layout): what people really do with a structured communication, and what else
 * arrives on the account.
 */
export const PEOPLE = [
  ['Anne', 'Dupont', '0101000001'],
  ['Luc', 'Martin', '0101000002'],
  ['Sofie', 'Janssens', '0101000003'],
  ['Koen', 'Claes', '0101000004'],
  ['Els', 'Wouters', '0101000005'],
  ['Marc', 'Lambert', '0101000006'],
  ['Nadia', 'Maes', '0101000007'],
  ['Claire', 'Dubois', '0101000008'],
  ['Hugo', 'Dubois', '0101000009'],
] as const;

/** The address each of them registers with: anne.dupont@example.be. */
export const personEmail = (firstName: string, lastName: string) =>
  `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.be`;

const references: Record<string, string> = Object.fromEntries(
  PEOPLE.map(([firstName, , base]) => [firstName, structuredCommunicationDigits(base)]),
);

/** A person's structured communication (12 digits), by first name. */
export const ref = (name: string) => references[name]!;

/** Sofie's communication with its fifth digit missing. */
export const missingDigit = ref('Sofie').slice(0, 4) + ref('Sofie').slice(5);
// Koen's 12 digits with the 9th and 10th swapped (0101000004|xx: the 0 and the 4).
const swapped = ref('Koen').slice(0, 8) + ref('Koen')[9] + ref('Koen')[8] + ref('Koen').slice(10);

const rows = [
  ['15,00', 'BE71 0961 2345 6769', 'ANNE DUPONT', formatStructuredCommunication(ref('Anne'))],
  ['15,00', 'BE68 5390 0754 7034', 'LUC MARTIN', `brocante ${ref('Luc')}`],
  ['15,00', 'BE10 0000 0001 0104', 'S JANSSENS', `brocante ${missingDigit}`],
  ['15,00', 'BE43 0689 9999 9501', 'K. CLAES', swapped],
  ['15,00', 'BE74 0015 6289 3807', 'WOUTERS ELS', 'emplacement brocante'],
  ['10,00', 'BE20 0011 2233 4456', 'MARC LAMBERT', formatStructuredCommunication(ref('Marc'))],
  ['20,00', 'BE13 0000 0000 3939', 'NADIA MAES', formatStructuredCommunication(ref('Nadia'))],
  ['30,00', 'BE09 0011 2233 4557', 'FAMILLE DUBOIS', 'brocante Claire et Hugo'],
  ['-40,00', 'BE43 0689 9999 9501', 'LOCATION DE TABLES', 'Tables'],
  ['', '', '', 'Avis : nouvelles conditions'],
  ['25,00', 'BE96 0000 0000 0505', 'J. VERHAEGEN', 'Cotisation 2027'],
];

/** The month's statement, a line for each row above, dated the 1st to the 9th of April in turn. */
export const MONTH_STATEMENT = [
  BNP_HEADER,
  ...rows.map(
    ([amount, account, name, communication], index) =>
      `2027-1${String(index).padStart(3, '0')};0${(index % 9) + 1}/04/2027;0${(index % 9) + 1}/04/2027;${amount};EUR;BE21001234567803;Virement en euros;${account};${name};${communication};;Accepté;`,
  ),
].join('\n');
