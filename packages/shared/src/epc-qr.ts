import { normalizeIban } from './bank-account.js';
import type { TransferInstructions } from './transfer.js';

/**
 * The beneficiary's name an EPC QR code carries: 70 characters at most (EPC069-12). The payer's bank compares
 * it with the account holder's name (Verification of Payee, since October 2025): a longer name would arrive cut.
 */
export const BENEFICIARY_NAME_MAX = 70;

/**
 * The payload of an EPC QR code ("SEPA Credit Transfer", EPC069-12 version 002, UTF-8) that
 * Belgian banking apps scan. The structured communication goes in the structured reference line,
 * as its 12 digits, and the unstructured line stays empty (the standard allows one or the other).
 */
export function epcQrPayload(transfer: TransferInstructions): string {
  if (!(transfer.amount >= 0.01 && transfer.amount <= 999_999_999.99)) {
    throw new Error('Le montant doit être compris entre 0,01 € et 999 999 999,99 €.');
  }
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic.trim().toUpperCase(),
    transfer.beneficiary.trim().slice(0, BENEFICIARY_NAME_MAX),
    normalizeIban(transfer.iban),
    `EUR${transfer.amount.toFixed(2)}`,
    '',
    transfer.structuredCommunication,
    '',
  ];
  return lines.join('\n');
}
