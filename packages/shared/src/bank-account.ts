import { composeIBAN, electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * IBAN and BIC checks by ibantools (each country's length and format from the SWIFT registry, the
 * ISO 13616 modulo 97, and the national check digits where the country has them: Belgium's
 * modulo 97 of the account number among them), and the printed form of an IBAN.
 */

/** An IBAN as a person types it (spaces, dots, dashes, lower case) in its electronic form: BE68539007547034. */
export function normalizeIban(iban: string): string {
  return electronicFormatIBAN(iban.replace(/[\s.\-/]+/g, '')) ?? '';
}

export function isValidIban(iban: string): boolean {
  return isValidIBAN(normalizeIban(iban));
}

/** BE68 5390 0754 7034 */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

export function isValidBic(bic: string): boolean {
  return isValidBIC(bic.trim().toUpperCase());
}

/** Where an IBAN may start in a text: two letters, two digits (the rest is read by the country's length). */
const IBAN_START = /\b[A-Z]{2}\d{2}(?=[A-Z0-9 ]{11})/g;

/** An IBAN the bank itself labels in a movement's details (ING: « IBAN: BE13549135213519 »). */
const LABELLED_IBAN = /\bIBAN\s*:\s*([A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30})/;

/**
 * An old Belgian account number (bbb-nnnnnnn-cc, still in some exports' columns) as the IBAN it is:
 * a Belgian IBAN is its 12 digits behind BE and two check digits. Null when its own check digits fail.
 */
export function ibanOfBelgianAccount(account: string): string | null {
  const digits = /^(\d{3})-?(\d{7})-?(\d{2})$/.exec(account.trim())?.slice(1).join('');
  if (!digits) return null;
  const iban = composeIBAN({ countryCode: 'BE', bban: digits });
  return iban && isValidIBAN(iban) ? iban : null;
}

/**
 * The payer's IBAN: the account column when it holds one; else the first IBAN written in the
 * details; else one the bank labels « IBAN: » there, as written (ING gives the old xxx-xxxxxxx-xx
 * number in its column and the IBAN in the details); else the column's old Belgian number as its
 * IBAN; else the column as it is. The same payer is so the same account whatever the export.
 */
export function payerAccount(column: string, ...texts: string[]): string {
  if (isValidIban(column)) return normalizeIban(column);
  for (const text of texts) {
    const upper = text.toUpperCase();
    for (const start of upper.matchAll(IBAN_START)) {
      const compact = upper.slice(start.index).replace(/ /g, '').slice(0, 34);
      for (let length = compact.length; length >= 15; length -= 1)
        if (isValidIban(compact.slice(0, length))) return compact.slice(0, length);
    }
  }
  for (const text of texts) {
    const labelled = LABELLED_IBAN.exec(text.toUpperCase())?.[1];
    if (labelled) return labelled.replace(/ /g, '');
  }
  return ibanOfBelgianAccount(column) ?? column.replace(/\s+/g, '');
}
