import type { ColumnMapping, StatementFormat } from './statement-line.js';

/**
 * The banks' CSV exports as data (docs/bank-csv-layouts.md says where each comes from): the headers that
 * identify one, the columns each field is read from; and the header words that name a column in an
 * unknown bank's export, for a first guess a volunteer checks.
 */

/** Headers compared without case, accents or punctuation. */
export const normalizeHeader = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface BankCsvLayout {
  format: Exclude<StatementFormat, 'coda' | 'camt052' | 'camt053' | 'camt054' | 'mt940' | 'generic'>;
  /** headers that identify the bank's export */
  signature: string[];
  columns: Record<'date' | 'amount' | 'communication' | 'counterpartyName' | 'counterpartyAccount' | 'bankReference', string[]>;
  structured?: string[];
}

export const BANK_LAYOUTS: BankCsvLayout[] = [
  {
    format: 'bnp-paribas-fortis',
    signature: ['numero de sequence', 'date d execution'],
    columns: {
      date: ['date d execution'],
      amount: ['montant'],
      communication: ['communication'],
      counterpartyName: ['nom de la contrepartie'],
      counterpartyAccount: ['contrepartie'],
      bankReference: ['numero de sequence'],
    },
  },
  {
    format: 'bnp-paribas-fortis',
    signature: ['volgnummer', 'uitvoeringsdatum'],
    columns: {
      date: ['uitvoeringsdatum'],
      amount: ['bedrag'],
      communication: ['mededeling', 'mededelingen'],
      counterpartyName: ['naam van de tegenpartij'],
      counterpartyAccount: ['tegenpartij'],
      bankReference: ['volgnummer'],
    },
  },
  {
    format: 'kbc',
    signature: ['numero d extrait', 'communication structuree'],
    columns: {
      date: ['date'],
      amount: ['montant'],
      communication: ['communication libre'],
      counterpartyName: ['nom contrepartie'],
      counterpartyAccount: ['numero de compte contrepartie'],
      bankReference: ['numero d extrait'],
    },
    structured: ['communication structuree'],
  },
  {
    format: 'kbc',
    signature: ['afschriftnummer', 'gestructureerde mededeling'],
    columns: {
      date: ['datum'],
      amount: ['bedrag'],
      communication: ['vrije mededeling'],
      counterpartyName: ['naam tegenpartij'],
      counterpartyAccount: ['tegenrekening', 'rekeningnummer tegenpartij', 'rekening tegenpartij'],
      bankReference: ['afschriftnummer'],
    },
    structured: ['gestructureerde mededeling'],
  },
  {
    format: 'kbc',
    signature: ['statement number', 'standard format reference'],
    columns: {
      date: ['date'],
      amount: ['amount'],
      communication: ['free format reference'],
      counterpartyName: ['counterparty name'],
      counterpartyAccount: ['counterparty s account number'],
      bankReference: ['statement number'],
    },
    structured: ['standard format reference'],
  },
  // Argenta: its export as a CSV (docs/bank-csv-layouts.md: the columns as importers read them).
  {
    format: 'argenta',
    signature: ['boekdatum', 'naam tegenpartij', 'referentie'],
    columns: {
      date: ['boekdatum'],
      amount: ['bedrag'],
      communication: ['mededeling', 'beschrijving'],
      counterpartyName: ['naam tegenpartij'],
      counterpartyAccount: ['rekening tegenpartij'],
      bankReference: ['referentie'],
    },
  },
  {
    format: 'argenta',
    signature: ['date comptable', 'nom de la contrepartie', 'compte de la contrepartie'],
    columns: {
      date: ['date comptable'],
      amount: ['montant'],
      communication: ['communication', 'description'],
      counterpartyName: ['nom de la contrepartie'],
      counterpartyAccount: ['compte de la contrepartie'],
      bankReference: ['reference'],
    },
  },
  // Crelan: amounts with a decimal point, no movement reference.
  {
    format: 'crelan',
    signature: ['saldo na verrichting', 'type verrichting'],
    columns: {
      date: ['datum'],
      amount: ['bedrag'],
      communication: ['mededeling'],
      counterpartyName: ['tegenpartij'],
      counterpartyAccount: ['rekening tegenpartij'],
      bankReference: [],
    },
  },
  // Belfius: a few lines describing the query come before the table.
  {
    format: 'belfius',
    signature: ['date de comptabilisation', 'nom contrepartie contient'],
    columns: {
      date: ['date de comptabilisation'],
      amount: ['montant'],
      communication: ['communications'],
      counterpartyName: ['nom contrepartie contient'],
      counterpartyAccount: ['compte contrepartie'],
      bankReference: ['numero de transaction'],
    },
  },
  {
    format: 'belfius',
    signature: ['boekingsdatum', 'naam tegenpartij bevat'],
    columns: {
      date: ['boekingsdatum'],
      amount: ['bedrag'],
      communication: ['mededelingen'],
      counterpartyName: ['naam tegenpartij bevat'],
      counterpartyAccount: ['rekening tegenpartij'],
      bankReference: ['transactienummer'],
    },
  },
  {
    format: 'ing',
    signature: ['compte partie adverse', 'numero de mouvement'],
    columns: {
      date: ['date comptable'],
      amount: ['montant'],
      communication: ['message', 'details du mouvement'],
      counterpartyName: ['libelles'],
      counterpartyAccount: ['compte partie adverse'],
      bankReference: ['numero de mouvement'],
    },
  },
  {
    format: 'ing',
    signature: ['rekening tegenpartij', 'omzetnummer'],
    columns: {
      date: ['boekingsdatum'],
      amount: ['bedrag'],
      communication: ['bericht', 'detail van de omzet'],
      counterpartyName: ['omschrijving'],
      counterpartyAccount: ['rekening tegenpartij'],
      bankReference: ['omzetnummer'],
    },
  },
];

/** The column that says a movement's currency, in the banks' exports that have one. */
export const CURRENCY_HEADERS = ['devise', 'devise du compte', 'munt', 'munteenheid', 'devies', 'valuta rekening', 'currency'];

/** How far down a bank's export its table may start (Belfius writes the query first). */
export const HEADER_SEARCH_ROWS = 30;

/** Header words that usually name each column, in French, Dutch and English: a first guess a volunteer checks. */
export const GUESSED_HEADERS: Record<keyof ColumnMapping, string[]> = {
  date: ['date comptable', 'boekingsdatum', 'boekdatum', 'date', 'datum', 'booking date', 'date d execution', 'uitvoeringsdatum'],
  amount: ['montant', 'bedrag', 'amount', 'montant eur', 'bedrag eur'],
  communication: [
    'communication',
    'mededeling',
    'mededelingen',
    'communications',
    'message',
    'bericht',
    'description',
    'omschrijving',
    'details',
    'libelle',
  ],
  counterpartyName: [
    'nom de la contrepartie',
    'nom contrepartie',
    'naam tegenpartij',
    'tegenpartij',
    'contrepartie',
    'counterparty',
    'counterparty name',
    'name',
    'nom',
    'naam',
  ],
  counterpartyAccount: [
    'compte contrepartie',
    'compte de la contrepartie',
    'rekening tegenpartij',
    'tegenrekening',
    'iban',
    'account',
    'compte',
    'rekening',
    'counterparty account',
  ],
  bankReference: [
    'reference',
    'referentie',
    'verrichtingsnummer',
    'transactienummer',
    'omzetnummer',
    'volgnummer',
    'numero de transaction',
    'numero d operation',
    'numero',
    'nummer',
    'extrait',
    'extract',
    'uittreksel',
  ],
};
