import { formatIban, normalizeIban } from './bank-account.js';
import { formatEuro } from './format.js';
import { formatStructuredCommunication } from './structured-communication.js';

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
export function transferLines(
  transfer: TransferInstructions,
): { key: keyof TransferInstructions; label: string; value: string }[] {
  return [
    { key: 'amount', label: 'Montant', value: formatEuro(transfer.amount) },
    { key: 'beneficiary', label: 'Bénéficiaire', value: transfer.beneficiary },
    { key: 'iban', label: 'IBAN', value: formatIban(transfer.iban) },
    { key: 'bic', label: 'BIC', value: transfer.bic },
    {
      key: 'structuredCommunication',
      label: 'Communication structurée',
      value: formatStructuredCommunication(transfer.structuredCommunication),
    },
  ];
}
