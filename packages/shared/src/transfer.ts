import { formatIban, normalizeIban } from './bank-account.js';
import { formatEuro } from './format.js';
import { formatStructuredCommunication } from './structured-communication.js';
import { DEFAULT_LANGUAGE, type Language } from './language.js';

/** A bank transfer, raw: the IBAN without spaces, the structured communication as its 12 digits. Formatted only where a person reads it. */
export interface TransferInstructions {
  beneficiary: string;
  iban: string;
  bic: string;
  /** EUR */
  amount: number;
  /** 12 digits of the Belgian structured communication */
  structuredCommunication: string;
}

/** The transfer a registration asks for: the committee's account, the amount due, the registration's structured communication. */
export function transferFor(
  account: { debtorName: string; debtorIban: string; debtorBic: string },
  registration: { amount: number | string; paymentReference: string },
): TransferInstructions {
  return {
    beneficiary: account.debtorName.trim(),
    iban: normalizeIban(account.debtorIban),
    bic: account.debtorBic.trim().toUpperCase(),
    amount: Number(registration.amount),
    structuredCommunication: registration.paymentReference,
  };
}

/** What a person copies into their banking app, in reading order: the receipt's list and the e-mails' lines. */
const TRANSFER_LABELS: Record<Language, Record<keyof TransferInstructions, string>> = {
  fr: {
    amount: 'Montant',
    beneficiary: 'Bénéficiaire',
    iban: 'IBAN',
    bic: 'BIC',
    structuredCommunication: 'Communication structurée',
  },
  nl: {
    amount: 'Bedrag',
    beneficiary: 'Begunstigde',
    iban: 'IBAN',
    bic: 'BIC',
    structuredCommunication: 'Gestructureerde mededeling',
  },
};

export function transferLines(
  transfer: TransferInstructions,
  language: Language = DEFAULT_LANGUAGE,
): { key: keyof TransferInstructions; label: string; value: string }[] {
  const label = TRANSFER_LABELS[language];
  return [
    { key: 'amount', label: label.amount, value: formatEuro(transfer.amount, language) },
    { key: 'beneficiary', label: label.beneficiary, value: transfer.beneficiary },
    { key: 'iban', label: label.iban, value: formatIban(transfer.iban) },
    { key: 'bic', label: label.bic, value: transfer.bic },
    {
      key: 'structuredCommunication',
      label: label.structuredCommunication,
      value: formatStructuredCommunication(transfer.structuredCommunication),
    },
  ];
}
