import type { SaleCategory } from './sale-categories.js';
import { formatEuro } from './format.js';
import { DEFAULT_LANGUAGE, type Language } from './language.js';
import type { RegistrationKind } from './registration-status.js';

/**
 * What a registration costs, as communes price their brocantes: a price per pitch (the
 * specification's `registrationPrice`, the visitors'), an optional neighbors' price (Watermael-
 * Boitsfort charges non-residents only: zero then), a number of pitches per registration within the
 * committee's limit (Woluwe-Saint-Lambert caps two), and an optional deposit per registration,
 * returned after the day unless the pitch was left dirty (Uccle). The public API serves these at
 * GET /api/pricing, beside the specification's configuration.
 */
export interface Pricing {
  /** EUR per pitch for a visitor (the specification's field). */
  registrationPrice: number;
  /** EUR per pitch for a neighbor; null: the visitors' price. */
  neighborPrice: number | null;
  /** EUR per registration, returned after the day; 0: none. */
  deposit: number;
  /** How many pitches one registration may ask for. */
  pitchesPerRegistration: number;
}

/**
 * GET /api/pricing: the public edition's pricing, and whether the committee has closed its
 * registrations (the edition closed or archived) before their deadlines, and the categories of what is sold the
 * edition offers its exhibitors (the registration form's choices).
 */
export interface PublicPricing extends Pricing {
  registrationsClosed: boolean;
  saleCategories: SaleCategory[];
}

/** The most pitches a committee may let one registration hold (and the forms offer). */
export const MAX_PITCHES_PER_REGISTRATION = 6;

/** The price of one pitch for this kind of registration. */
export function pitchPrice(pricing: Pricing, kind: RegistrationKind): number {
  return kind === 'neighbor' && pricing.neighborPrice !== null ? pricing.neighborPrice : pricing.registrationPrice;
}

/** What a registration owes: its pitches at its kind's price, and the deposit. */
export interface AmountDue {
  pitchCount: number;
  pitchPrice: number;
  deposit: number;
  /** EUR, to the cent */
  total: number;
}

const cents = (amount: number) => Math.round(amount * 100);

export function amountDue(pricing: Pricing, kind: RegistrationKind, pitchCount: number): AmountDue {
  const price = pitchPrice(pricing, kind);
  return {
    pitchCount,
    pitchPrice: price,
    deposit: pricing.deposit,
    total: (cents(price) * pitchCount + cents(pricing.deposit)) / 100,
  };
}

/**
 * What a transfer does to a registration not paid yet: all it has received with it (a part may
 * have come before), what is still to pay, and what came above its amount (owed back).
 */
export function paymentProgress(
  registration: { amount: number | string; paidAmount?: number | string | null },
  transfer: number,
): { received: number; remaining: number; overpaid: number } {
  const due = cents(Number(registration.amount));
  const received = cents(Number(registration.paidAmount ?? 0)) + cents(transfer);
  return { received: received / 100, remaining: Math.max(0, due - received) / 100, overpaid: Math.max(0, received - due) / 100 };
}

/** Nothing to pay: the registration is confirmed at once, with no transfer to make. */
export function isFree(amount: number): boolean {
  return cents(amount) === 0;
}

const BREAKDOWN_WORDS: Record<Language, { pitch: string; pitches: string; deposit: string }> = {
  fr: { pitch: 'emplacement', pitches: 'emplacements', deposit: 'caution' },
  nl: { pitch: 'standplaats', pitches: 'standplaatsen', deposit: 'waarborg' },
};

/**
 * "2 emplacements × 10,00 € + caution 5,00 € = 25,00 €", "2 standplaatsen × € 10,00 + waarborg € 5,00 = € 25,00": how an
 * amount is made up, where a person reads it.
 */
export function amountBreakdown(due: AmountDue, language: Language = DEFAULT_LANGUAGE): string {
  const words = BREAKDOWN_WORDS[language];
  const euro = (amount: number) => formatEuro(amount, language);
  const pitches = `${due.pitchCount} ${due.pitchCount > 1 ? words.pitches : words.pitch} × ${euro(due.pitchPrice)}`;
  const deposit = cents(due.deposit) > 0 ? ` + ${words.deposit} ${euro(due.deposit)}` : '';
  return `${pitches}${deposit} = ${euro(due.total)}`;
}

/** The stored configuration's pricing fields: empty values mean "none" (decimals come back as strings). */
export function pricingOf(stored: {
  registrationPrice: number | string;
  neighborPrice?: number | string | null;
  deposit?: number | string | null;
  pitchesPerRegistration?: number | null;
}): Pricing {
  const optional = (value: number | string | null | undefined) =>
    value === null || value === undefined || value === '' ? null : Number(value);
  return {
    registrationPrice: Number(stored.registrationPrice),
    neighborPrice: optional(stored.neighborPrice),
    deposit: optional(stored.deposit) ?? 0,
    pitchesPerRegistration: Math.min(Math.max(1, stored.pitchesPerRegistration ?? 1), MAX_PITCHES_PER_REGISTRATION),
  };
}

/** How a stored registration's amount is made up (its pitches and its deposit, as priced when it registered). */
export function registrationAmount(registration: {
  amount: number | string;
  deposit?: number | string | null;
  pitchCount?: number | null;
}): AmountDue {
  const pitchCount = registration.pitchCount ?? 1;
  const deposit = Number(registration.deposit ?? 0);
  const total = Number(registration.amount);
  return { pitchCount, pitchPrice: (cents(total) - cents(deposit)) / pitchCount / 100, deposit, total };
}
