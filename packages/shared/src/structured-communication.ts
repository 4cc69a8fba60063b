/**
 * Belgian structured communication (communication structurée, OGM/VCS): +++DDD/DDDD/DDDDD+++,
 * ten digits followed by two check digits, the ten digits modulo 97 (97 when that is 0).
 */

export function checkDigits(tenDigits: string): string {
  if (!/^\d{10}$/.test(tenDigits)) throw new Error('Une communication structurée commence par 10 chiffres.');
  const remainder = Number(BigInt(tenDigits) % 97n);
  return String(remainder === 0 ? 97 : remainder).padStart(2, '0');
}

/** The 12 digits, check digits included, for ten digits. */
export function structuredCommunicationDigits(tenDigits: string): string {
  return tenDigits + checkDigits(tenDigits);
}

/** +++DDD/DDDD/DDDDD+++ from 12 digits. */
export function formatStructuredCommunication(twelveDigits: string): string {
  if (!/^\d{12}$/.test(twelveDigits)) throw new Error('Une communication structurée compte 12 chiffres.');
  return `+++${twelveDigits.slice(0, 3)}/${twelveDigits.slice(3, 7)}/${twelveDigits.slice(7)}+++`;
}

function hasValidCheckDigits(twelveDigits: string): boolean {
  return checkDigits(twelveDigits.slice(0, 10)) === twelveDigits.slice(10);
}

/**
 * The 12 digits of a structured communication as a payer may have typed it
 * (with or without +++ or *** and slashes, spaces), or null when it is not a valid one.
 */
export function parseStructuredCommunication(text: string): string | null {
  const digits = text
    .trim()
    .replace(/^(\+{3}|\*{3})|(\+{3}|\*{3})$/g, '')
    .replace(/[\s/.-]/g, '');
  if (!/^\d{12}$/.test(digits)) return null;
  return hasValidCheckDigits(digits) ? digits : null;
}

/**
 * Every valid structured communication found in free text (a bank statement's communication),
 * as 12 digits: formatted ones first, then any 12-digit run that passes modulo 97.
 */
export function findStructuredCommunications(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:\+{3}|\*{3})?\s*(\d{3})\s*\/\s*(\d{4})\s*\/\s*(\d{5})\s*(?:\+{3}|\*{3})?/g)) {
    const digits = `${match[1]}${match[2]}${match[3]}`;
    if (hasValidCheckDigits(digits)) found.add(digits);
  }
  for (const match of text.matchAll(/(?<!\d)\d{12}(?!\d)/g)) {
    if (hasValidCheckDigits(match[0])) found.add(match[0]);
  }
  return [...found];
}

/** A new random structured communication (12 digits); uniqueness is the database's job. */
export function randomStructuredCommunication(randomInt: (maxExclusive: number) => number): string {
  let tenDigits = '';
  for (let i = 0; i < 10; i += 1) tenDigits += String(randomInt(10));
  // A leading run of zeros reads like a mistake on paper; keep the first digit non-zero.
  if (tenDigits.startsWith('0')) tenDigits = String(1 + randomInt(9)) + tenDigits.slice(1);
  return structuredCommunicationDigits(tenDigits);
}
