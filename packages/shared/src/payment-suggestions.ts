import { editDistance } from './email-suggestion.js';
import { formatEuro } from './format.js';
import { formatStructuredCommunication } from './structured-communication.js';
import type { StatementLine } from './statement-line.js';

/**
 * The registrations a bank line that matched none may have meant to pay, ranked, each with its
 * reasons in French: a communication typed with a digit missing, a digit wrong or two swapped; the
 * payer's name; a pitch named in the words; the payer's account known from an earlier payment; the
 * same amount. Never applied by itself: a volunteer confirms.
 */
export interface PaymentCandidate {
  documentId: string;
  firstName: string;
  lastName: string;
  /** what the registration owes */
  amount: number;
  /** its 12 digits */
  paymentReference: string;
  /** the names of the pitches it holds (A12) */
  pitches: string[];
  /** the accounts that paid this person's registrations before */
  knownAccounts: string[];
}

export interface PaymentSuggestion {
  documentId: string;
  name: string;
  amount: number;
  /** « même montant, nom proche : Dupont ≈ Dupond » */
  reasons: string[];
}

/** How much each kind of evidence weighs; a suggestion needs more than the amount alone. */
const WEIGHT = { reference: 60, account: 50, name: 40, closeName: 25, pitch: 30, amount: 15 } as const;
const ENOUGH = WEIGHT.closeName;

/** Lower case, no accents: « Dupönt » and « DUPONT » are one name. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const words = (text: string): string[] => plain(text).match(/[a-z]+/g) ?? [];

/** Whether `typed` is `reference`, or it with one digit missing, one digit wrong, or two neighbors swapped. */
function nearlyReference(typed: string, reference: string): boolean {
  if (typed === reference) return true;
  if (typed.length === reference.length - 1)
    return [...reference].some((_, index) => reference.slice(0, index) + reference.slice(index + 1) === typed);
  if (typed.length !== reference.length) return false;
  const differences = [...typed].flatMap((digit, index) => (digit === reference[index] ? [] : [index]));
  if (differences.length === 1) return true;
  const [first, second] = differences;
  return (
    differences.length === 2 &&
    second === first! + 1 &&
    typed[first!] === reference[second] &&
    typed[second] === reference[first!]
  );
}

/** The digit runs a payer may have meant as a reference: 11 or 12 digits, their separators dropped. */
function typedReferences(text: string): string[] {
  return [...text.matchAll(/\d[\d\s/.+*-]{9,20}\d/g)]
    .map((match) => match[0].replace(/\D/g, ''))
    .filter((digits) => digits.length === 11 || digits.length === 12);
}

/** Whether the words name this pitch (A12, not A120 nor BA12); a pitch named by digits only is too easily a date. */
function mentions(text: string, pitch: string): boolean {
  if (!/\p{L}/u.test(pitch)) return false;
  const escaped = pitch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\d])${escaped}($|[^\\p{L}\\d])`, 'iu').test(text);
}

function reasonsFor(line: StatementLine, candidate: PaymentCandidate): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  const text = `${line.communication} ${line.counterpartyName}`;
  const typed = typedReferences(line.communication).find((digits) => nearlyReference(digits, candidate.paymentReference));
  if (typed) {
    score += WEIGHT.reference;
    reasons.push(`communication proche : ${typed} ≈ ${formatStructuredCommunication(candidate.paymentReference)}`);
  }
  const account = line.counterpartyAccount.replace(/\s+/g, '').toUpperCase();
  if (account && candidate.knownAccounts.includes(account)) {
    score += WEIGHT.account;
    reasons.push('même compte qu’un paiement précédent');
  }
  const lastName = words(candidate.lastName).join(' ');
  const said = words(text);
  // « Van den Berghe » is said when each of its words is.
  if (lastName.length >= 2 && words(candidate.lastName).every((word) => said.includes(word))) {
    score += WEIGHT.name;
    reasons.push(`même nom : ${candidate.lastName}`);
  } else if (lastName.length >= 4) {
    const close = said.find((word) => word.length >= 4 && editDistance(word, lastName) <= (lastName.length >= 8 ? 2 : 1));
    if (close) {
      score += WEIGHT.closeName;
      const written = text.split(/[^\p{L}]+/u).find((word) => plain(word) === close) ?? close;
      reasons.push(`nom proche : ${candidate.lastName} ≈ ${written}`);
    }
  }
  const pitch = candidate.pitches.find((name) => mentions(line.communication, name));
  if (pitch) {
    score += WEIGHT.pitch;
    reasons.push(`emplacement ${pitch} cité`);
  }
  if (Math.round(line.amount * 100) === Math.round(candidate.amount * 100)) {
    score += WEIGHT.amount;
    reasons.unshift(`même montant (${formatEuro(candidate.amount)})`);
  }
  return { score, reasons };
}

/** The likeliest registrations for an unmatched credit line, best first (at most `limit`). */
export function suggestPayments(line: StatementLine, candidates: PaymentCandidate[], limit = 3): PaymentSuggestion[] {
  return candidates
    .map((candidate) => ({ candidate, ...reasonsFor(line, candidate) }))
    .filter(({ score }) => score >= ENOUGH && score > WEIGHT.amount)
    .sort((a, b) => b.score - a.score || a.candidate.lastName.localeCompare(b.candidate.lastName, 'fr'))
    .slice(0, limit)
    .map(({ candidate, reasons }) => ({
      documentId: candidate.documentId,
      name: `${candidate.lastName} ${candidate.firstName}`,
      amount: candidate.amount,
      reasons,
    }));
}
