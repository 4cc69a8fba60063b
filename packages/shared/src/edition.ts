import { brusselsDay } from './format.js';
import type { SaleCategory } from './sale-categories.js';
import type { TeamSettings } from './second-factor.js';

/**
 * An edition is one brocante: its day, its deadlines, its prices and its state. The committee holds
 * one every year, often two (spring and autumn); registrations, pitch holders, the waiting line and
 * every figure belong to one edition, found by its day (YYYY-MM-DD, unique).
 */
export const EDITION_STATES = ['preparation', 'open', 'closed', 'archived'] as const;
export type EditionState = (typeof EDITION_STATES)[number];

export const EDITION_STATE_LABELS: Record<EditionState, string> = {
  preparation: 'En préparation',
  open: 'Ouverte',
  closed: 'Clôturée',
  archived: 'Archivée',
};

/**
 * The states an edition moves to. An open edition is public (the site shows it, people register
 * within its deadlines); a closed one is over but its accounts are settled (refunds, deposits,
 * payments received late); an archived one is only read.
 */
export const EDITION_STATE_CHANGES: Record<EditionState, readonly EditionState[]> = {
  preparation: ['open'],
  open: ['preparation', 'closed'],
  closed: ['open', 'archived'],
  archived: [],
};

/** What a volunteer may still do with an edition's registrations: everything, settle its accounts, or nothing. */
export function editionWork(state: EditionState): 'all' | 'settlement' | 'none' {
  return state === 'archived' ? 'none' : state === 'closed' ? 'settlement' : 'all';
}

/** The settings of one edition, as volunteers set them in the admin. */
export interface EditionSettings {
  /** the brocante's day, YYYY-MM-DD */
  date: string;
  /** HH:MM, Brussels time */
  arrivalFrom: string;
  arrivalUntil: string;
  /** EUR per pitch, visitors (the specification's registrationPrice) */
  registrationPrice: number;
  /** EUR per pitch, neighbors; null: the visitors' price */
  neighborPrice: number | null;
  /** EUR per registration, returned after the day; 0: none */
  deposit: number;
  pitchesPerRegistration: number;
  householdRegistrationLimit: number;
  neighborRegistrationEnd: string;
  visitorRegistrationEnd: string;
  /** until when a registrant may cancel online; null: until the visitors' deadline */
  registrantCancellationEnd: string | null;
  unpaidGraceDays: number;
  reminderDaysBeforeExpiry: number;
  /** a no-show whose pitch is released after the arrivals is refunded (true), or keeps nothing back (false, the usual rule) */
  noShowRefund: boolean;
  /** working days before the day the commune wants the organiser's file (Uccle: 10); 0: no notice asked */
  communeNoticeWorkingDays: number;
  /** HH:MM, Brussels time: when the streets close to traffic and open again, as the commune's file says; null: not said yet */
  streetsClosedFrom: string | null;
  streetsClosedUntil: string | null;
  /** the categories of what is sold that exhibitors may tick (sale-categories.ts); none: they are not asked */
  saleCategories: SaleCategory[];
}

/** An edition as the staff API returns it. */
export interface EditionRecord extends EditionSettings {
  documentId: string;
  state: EditionState;
  /** registrations that hold pitches or wait, and pitches held */
  registrations: number;
}

/** The committee's bank account, where every transfer goes; set by staff, every change kept and announced. */
export interface CommitteeAccountSettings {
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  /** working days a transfer may take to appear on the committee's statements */
  statementDelayWorkingDays: number;
}

/** A change of the money settings, as the history shows it. */
export interface SettingsChangeRecord {
  at: string;
  by: string | null;
  /** "compte du comité" or the edition's day */
  subject: string;
  field: string;
  from: string | null;
  to: string | null;
}

/** The labels of the settings, as the history and the staff's e-mail name them. */
export const SETTINGS_LABELS: Record<
  keyof CommitteeAccountSettings | keyof EditionSettings | keyof TeamSettings | 'state' | 'invitations',
  string
> = {
  debtorName: 'Titulaire du compte',
  debtorIban: 'IBAN',
  debtorBic: 'BIC',
  statementDelayWorkingDays: 'Délai des extraits (jours ouvrables)',
  date: 'Jour de la brocante',
  arrivalFrom: 'Arrivées à partir de',
  arrivalUntil: "Arrivées jusqu'à",
  registrationPrice: 'Prix par emplacement (visiteurs)',
  neighborPrice: 'Prix par emplacement (riverains)',
  deposit: 'Caution',
  pitchesPerRegistration: 'Emplacements par inscription',
  householdRegistrationLimit: 'Inscriptions par foyer',
  neighborRegistrationEnd: 'Clôture des riverains',
  visitorRegistrationEnd: 'Clôture des visiteurs',
  registrantCancellationEnd: "Fin de l'annulation en ligne",
  unpaidGraceDays: 'Délai de paiement (jours)',
  reminderDaysBeforeExpiry: 'Rappel avant échéance (jours)',
  communeNoticeWorkingDays: 'Délai de la commune (jours ouvrables)',
  noShowRefund: 'Exposant absent remboursé quand son emplacement est relibéré',
  streetsClosedFrom: 'Rues fermées à partir de',
  streetsClosedUntil: "Rues fermées jusqu'à",
  saleCategories: 'Catégories de vente proposées',
  state: 'État',
  invitations: 'Invitations à la prochaine brocante',
  secondFactorRequired: 'Double authentification exigée de la coordination et de la trésorerie',
  helpersSeePhones: "Téléphone des exposants montré à l'accueil du jour",
};

/**
 * The edition the public sees: the first open one still to come, else the last open one; between two
 * editions, the last one held (its registrations closed), so that the site always has a brocante to
 * speak of; none while every edition is in preparation. Only an open edition takes registrations.
 */
export function publicEdition<E extends { date: string; state: EditionState }>(editions: E[], now: Date): E | null {
  const today = brusselsDay(now);
  const byDate = [...editions].sort((a, b) => a.date.localeCompare(b.date));
  const open = byDate.filter((edition) => edition.state === 'open');
  return (
    open.find((edition) => edition.date >= today) ??
    open.at(-1) ??
    byDate.filter((edition) => edition.state !== 'preparation').at(-1) ??
    null
  );
}

/** The edition the volunteers' screens show first: the first still to come that is not archived, else the last one. */
export function comingEdition<E extends { date: string; state: EditionState }>(editions: E[], now: Date): E | null {
  const today = brusselsDay(now);
  const sorted = [...editions].sort((a, b) => a.date.localeCompare(b.date));
  return sorted.find((edition) => edition.state !== 'archived' && edition.date >= today) ?? sorted.at(-1) ?? null;
}

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same weekday of the same week of the same month, a year later (the third Sunday of April stays the third Sunday of April). */
export function sameDayNextYear(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  const week = Math.floor((date.getUTCDate() - 1) / 7);
  const first = new Date(Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), 1));
  const offset = (date.getUTCDay() - first.getUTCDay() + 7) % 7;
  const candidate = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1 + offset + week * 7));
  // A fifth week the month next year lacks: the last such weekday.
  if (candidate.getUTCMonth() !== first.getUTCMonth()) candidate.setUTCDate(candidate.getUTCDate() - 7);
  return candidate.toISOString().slice(0, 10);
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instant `days` days after `instant` at the same time on the clocks of Brussels, summer or winter time. */
export function brusselsDaysLater(instant: string, days: number): string {
  const day = addDays(brusselsDay(instant), days);
  const time = wallClock.format(new Date(instant));
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const candidates = [1, 2].map(
    (offset) => new Date(Date.parse(`${day}T00:00:00.000Z`) + ((hours - offset) * 60 + minutes) * 60_000),
  );
  return (
    candidates.find((candidate) => wallClock.format(candidate) === time && brusselsDay(candidate) === day) ?? candidates[0]!
  ).toISOString();
}

/** "Préparer la prochaine édition": the same settings a year later, every deadline as many days before the day. */
export function nextEditionProposal(edition: EditionSettings): EditionSettings {
  const date = sameDayNextYear(edition.date);
  const days = Math.round((Date.parse(date) - Date.parse(edition.date)) / DAY_MS);
  const later = (instant: string) => brusselsDaysLater(instant, days);
  return {
    ...edition,
    date,
    neighborRegistrationEnd: later(edition.neighborRegistrationEnd),
    visitorRegistrationEnd: later(edition.visitorRegistrationEnd),
    registrantCancellationEnd: edition.registrantCancellationEnd ? later(edition.registrantCancellationEnd) : null,
  };
}

/**
 * What the volunteers see of an edition's insurance certificate, as the API answers it (its file only in the download
 * and the commune's file).
 */
export interface InsuranceCertificate {
  fileName: string;
  mimeType: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string | null;
}
