import { DEFAULT_LANGUAGE, type Language } from './language.js';
import type { LifecycleEvent } from './registration-lifecycle.js';
import { siteAddress, SITE_ROUTES } from './site-routes.js';
import type { RegistrationReceipt, RegistrationRecord } from './registration-record.js';
import type { TransferInstructions } from './transfer.js';
import type { SaleCategory } from './sale-categories.js';

/**
 * The registrant's own page: a private link (a capability in the address's fragment, which no
 * server, log or referrer sees) opens it; the page trades the key for the registration at
 * POST /api/my-registration. No account, no password.
 */
export const REGISTRANT_PAGE_PATH = SITE_ROUTES.myRegistration.fr;

/**
 * The link in an invitation: the page where a person who asked to hear of the next brocante says no more, with one
 * click, in their language, their token in its fragment.
 */
export function invitationWithdrawalLink(siteUrl: string, token: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${siteAddress(siteUrl, 'invitations', language)}#${token}`;
}

/** The registrant's private link: their page in their language, the key in its fragment (none: the page without one). */
export function registrantLink(siteUrl: string, key: string | null, language: Language = DEFAULT_LANGUAGE): string {
  return `${siteAddress(siteUrl, 'myRegistration', language)}${key ? `#${key}` : ''}`;
}

/** What the registrant's page shows and offers: their registration as they gave it, and what they may do now. */
export interface RegistrantView extends Pick<
  RegistrationRecord,
  | 'kind'
  | 'status'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'street'
  | 'houseNumber'
  | 'postalCode'
  | 'city'
  | 'edition'
  | 'createdAt'
  | 'amount'
  | 'paidAmount'
  | 'paidAt'
  | 'cancelledAt'
  | 'pitchCount'
  | 'deposit'
  | 'depositOutcome'
> {
  comment: string;
  locations: RegistrationReceipt['locations'];
  waitlistPosition: number | null;
  /** An unpaid registration with a pitch is cancelled after this moment. */
  expiresAt: string | null;
  /** The transfer to make, while a payment is due. */
  transfer: TransferInstructions | null;
  /** Until when the registrant may cancel here; after, they write to the committee. */
  cancellationEnd: string;
  /** The steps the registrant may take now (the lifecycle's, within the committee's cut-off). */
  steps: LifecycleEvent[];
  refundRequestedAt: string | null;
  erasureRequestedAt: string | null;
  /** What they will sell, among what their edition offers, and whether the public plan names them (sale-categories.ts). */
  saleCategories: SaleCategory[];
  nameOnPlan: boolean;
  offeredSaleCategories: SaleCategory[];
}

/** The registrant may cancel on their page until the committee's cut-off (by default, the visitors' deadline). */
export function registrantCancellationEnd(configuration: {
  registrantCancellationEnd?: string | null;
  visitorRegistrationEnd: string;
}): Date {
  return new Date(configuration.registrantCancellationEnd || configuration.visitorRegistrationEnd);
}

/** What happened to a registration, as its history lists it. */
export const REGISTRATION_EVENT_TYPES = [
  'created',
  'paid',
  'partly-paid',
  'cancelled',
  'expired',
  'promoted',
  'reinstated',
  'pitch-changed',
  'changed-by-registrant',
  'refund-requested',
  'erasure-requested',
  'erased',
  'link-sent',
  'link-revoked',
  'deposit-returned',
  'deposit-kept',
  'arrived',
  'arrival-undone',
  'relet',
  'email-corrected',
] as const;
export type RegistrationEventType = (typeof REGISTRATION_EVENT_TYPES)[number];

export const REGISTRATION_EVENT_LABELS: Record<RegistrationEventType, string> = {
  created: 'Inscription reçue',
  paid: 'Paiement enregistré',
  'partly-paid': 'Paiement partiel reçu',
  cancelled: 'Inscription annulée',
  expired: 'Annulée faute de paiement',
  promoted: "Sortie de la liste d'attente",
  reinstated: 'Réinscrite avec un paiement reçu après son annulation',
  'pitch-changed': "Changement d'emplacement",
  'changed-by-registrant': 'Modifiée par la personne inscrite',
  'refund-requested': 'Remboursement à faire',
  'erasure-requested': 'Effacement des données demandé',
  erased: 'Données effacées',
  'link-sent': 'Lien privé envoyé',
  'link-revoked': 'Lien privé révoqué',
  'deposit-returned': 'Caution rendue',
  'deposit-kept': 'Caution gardée',
  arrived: 'Arrivé le jour de la brocante',
  'arrival-undone': 'Arrivée annulée',
  relet: 'Emplacement reloué (exposant absent)',
  'email-corrected': 'Adresse e-mail corrigée',
};

/** Who made something happen: the person (public form or their page), a volunteer, the bank import, the server's tasks. */
export type RegistrationEventActor = 'registrant' | 'staff' | 'bank' | 'system';

export const REGISTRATION_EVENT_ACTOR_LABELS: Record<RegistrationEventActor, string> = {
  registrant: 'la personne inscrite',
  staff: 'un bénévole',
  bank: "l'import bancaire",
  system: 'le serveur',
};

/** One line of a registration's history, as the staff API returns it. */
export interface RegistrationHistoryEntry {
  at: string;
  /** An event, an e-mail queued or sent, or a bank line. */
  kind: 'event' | 'email-queued' | 'email-sent' | 'bank-line';
  label: string;
  actor: string | null;
  details: string | null;
}
