import { LIFECYCLE_EVENT_LABELS, STAFF_ROLE_LABELS, type LifecycleEvent, type StaffRole } from '@brocante/shared';
import type { StaffRoute } from './route-roles';

/** What a route's request said, as the journal reads it once the route has answered (its body was checked then). */
export interface JournalRequest {
  params: Record<string, string | undefined>;
  body: Record<string, unknown>;
}

/** How a staff route is written in the journal (engine/journal.ts). */
export interface JournalLine {
  /** What the volunteer did, in their words. */
  label: string;
  /** The registration it changed, by its documentId: the route's own (`:id`), or one its body names. */
  registration?: (request: JournalRequest) => string | undefined;
  /** What the request said that the label does not: a step, a file, how many. Never a registrant's data. */
  details?: (request: JournalRequest) => string | null;
  /** A request that changed nothing (a statement's dry run). */
  changesNothing?: (request: JournalRequest) => boolean;
}

const routeRegistration = ({ params }: JournalRequest) => params.id;
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value.slice(0, 200) : null);
const count = (value: unknown, one: string, many: string): string | null =>
  Array.isArray(value) ? `${value.length} ${value.length === 1 ? one : many}` : null;

const CHECK_IN_WORDS: Record<string, [string, string]> = {
  arrive: ['arrivée', 'arrivées'],
  'undo-arrival': ['arrivée annulée', 'arrivées annulées'],
  pay: ['paiement sur place', 'paiements sur place'],
  release: ['emplacement libéré', 'emplacements libérés'],
  give: ['emplacement donné', 'emplacements donnés'],
  'walk-in': ['exposant sans inscription', 'exposants sans inscription'],
};

/** « 2 arrivées, 1 paiement sur place »: a phone's taps, counted by kind. */
function checkInTaps({ body }: JournalRequest): string | null {
  const taps = Array.isArray(body.actions) ? (body.actions as { action?: string }[]) : [];
  const counts = new Map<string, number>();
  for (const { action } of taps) if (action && action in CHECK_IN_WORDS) counts.set(action, (counts.get(action) ?? 0) + 1);
  const parts = [...counts].map(([action, n]) => `${n} ${CHECK_IN_WORDS[action]![n === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(', ') : null;
}

function accountChange({ params, body }: JournalRequest): string | null {
  const parts = [params.id ?? ''];
  if (typeof body.role === 'string' && body.role in STAFF_ROLE_LABELS)
    parts.push(`rôle ${STAFF_ROLE_LABELS[body.role as StaffRole]}`);
  if (body.active === false) parts.push('désactivé');
  if (body.active === true) parts.push('rendu actif');
  return parts.join(' : ');
}

/**
 * Every staff route, and what the journal writes of it: a route that changes data, or takes personal data or money out
 * (an export, the commune's file, the refunds' bank file), has its line; a route that only reads has none (null).
 * A route added to STAFF_ROUTES fails to compile here until it is decided.
 */
export const JOURNAL: Record<StaffRoute, JournalLine | null> = {
  'api::team.team.list': null,
  'api::team.team.change': { label: "Compte d'un bénévole changé", details: accountChange },
  'api::team.team.invitations': null,
  'api::team.team.invite': {
    label: "Invitation dans l'équipe",
    details: ({ body }) => [text(body.email), text(body.role)].filter(Boolean).join(', ') || null,
  },
  'api::team.team.resendInvitation': { label: 'Invitation envoyée à nouveau', details: ({ params }) => text(params.id) },
  'api::team.team.revokeInvitation': { label: 'Invitation retirée', details: ({ params }) => text(params.id) },
  'api::team.team.journal': null,
  'api::team.team.resetSecondFactor': {
    label: "Double authentification d'un bénévole réinitialisée",
    details: ({ params }) => text(params.id),
  },
  'api::team.team-settings.show': null,
  'api::team.team-settings.change': {
    label: "Règles de l'équipe changées",
    details: ({ body }) =>
      [
        typeof body.secondFactorRequired === 'boolean' &&
          `double authentification ${body.secondFactorRequired ? 'exigée' : 'plus exigée'}`,
        typeof body.helpersSeePhones === 'boolean' &&
          `téléphone des exposants ${body.helpersSeePhones ? "montré à l'accueil" : "caché à l'accueil"}`,
      ]
        .filter(Boolean)
        .join(', ') || null,
  },
  'api::helper-phone.helper-phone.code': { label: "Code d'association d'un téléphone de l'accueil affiché" },
  'api::helper-phone.helper-phone.list': null,
  'api::helper-phone.helper-phone.revoke': { label: "Téléphone de l'accueil retiré", details: ({ params }) => text(params.id) },
  'api::server-health.server-health.details': null,
  'api::edition.edition.create': { label: 'Édition créée', details: ({ body }) => text(body.date) },
  'api::edition.edition.update': { label: "Réglages d'une édition changés", details: ({ params }) => text(params.date) },
  'api::edition.edition.changeState': {
    label: "État d'une édition changé",
    details: ({ params, body }) => [text(params.date), text(body.state)].filter(Boolean).join(' → ') || null,
  },
  'api::edition.edition.invite': { label: "Exposants de l'an dernier invités", details: ({ params }) => text(params.date) },
  'api::edition.edition.communeFile': { label: 'Dossier pour la commune téléchargé', details: ({ params }) => text(params.date) },
  'api::insurance-certificate.insurance-certificate.details': null,
  'api::insurance-certificate.insurance-certificate.download': null,
  'api::insurance-certificate.insurance-certificate.upload': { label: "Attestation d'assurance déposée" },
  'api::insurance-certificate.insurance-certificate.remove': { label: "Attestation d'assurance retirée" },
  'api::edition.edition.account': null,
  'api::edition.edition.setAccount': { label: 'Compte du comité changé' },
  'api::edition.edition.changes': null,
  'api::registration.dashboard.show': null,
  'api::registration.registration.find': null,
  'api::registration.registration.findOne': null,
  'api::registration.registrant.history': null,
  'api::registration.registration.exportCsv': { label: 'Inscriptions exportées (fichier CSV)' },
  'api::registration.registration.takeStep': {
    label: 'Étape sur une inscription',
    registration: routeRegistration,
    details: ({ body }) =>
      typeof body.event === 'string' && body.event in LIFECYCLE_EVENT_LABELS
        ? LIFECYCLE_EVENT_LABELS[body.event as LifecycleEvent].label
        : null,
  },
  'api::registration.registration.assignPitches': {
    label: "Emplacements d'une inscription changés",
    registration: routeRegistration,
  },
  'api::registration.registrant.link': {
    label: "Lien personnel d'une inscription",
    registration: routeRegistration,
    details: ({ body }) => (body.action === 'revoke' ? 'révoqué' : 'envoyé à nouveau'),
  },
  'api::registration.registrant.correctEmail': { label: 'Adresse e-mail corrigée', registration: routeRegistration },
  'api::registration.registration.anonymisePastEditions': { label: 'Éditions passées anonymisées' },
  'api::registration.registrant.confirmErasure': { label: 'Effacement des données confirmé', registration: routeRegistration },
  'api::location.location.find': null,
  'api::location.location.findOne': null,
  'api::location.location.create': { label: 'Emplacement ajouté', details: ({ body }) => text(body.name) },
  'api::location.location.update': { label: 'Emplacement changé', details: ({ params }) => text(params.id) },
  'api::location.location.delete': { label: 'Emplacement supprimé', details: ({ params }) => text(params.id) },
  'api::location.location.planForStaff': null,
  'api::exhibitor-message.exhibitor-message.find': null,
  'api::exhibitor-message.exhibitor-message.recipients': null,
  'api::exhibitor-message.exhibitor-message.send': {
    label: 'Message aux exposants envoyé',
    details: ({ body }) => text(body.subject),
  },
  'api::bank-transaction.bank-transaction.importStatement': {
    label: 'Relevé bancaire importé',
    details: ({ body }) => text(body.fileName),
    changesNothing: ({ body }) => body.dryRun === true,
  },
  'api::bank-transaction.bank-transaction.importProgress': null,
  'api::bank-transaction.bank-transaction.latestImport': null,
  'api::bank-transaction.bank-transaction.assign': {
    label: 'Mouvement bancaire attribué à une inscription',
    registration: ({ body }) => text(body.registration) ?? undefined,
  },
  'api::bank-transaction.bank-transaction.split': {
    label: 'Mouvement bancaire réparti entre des inscriptions',
    details: ({ body }) => count(body.parts, 'inscription', 'inscriptions'),
  },
  'api::bank-transaction.bank-transaction.latePayments': null,
  'api::bank-transaction.bank-transaction.decideLatePayment': {
    label: 'Paiement tardif décidé',
    details: ({ body }) =>
      body.decision === 'refund' ? 'à rembourser' : body.decision === 'reinstate' ? 'inscription rétablie' : null,
  },
  'api::refund.refund.find': null,
  'api::refund.refund.setPayer': { label: 'Compte à rembourser saisi' },
  'api::refund.refund.markDone': {
    label: 'Remboursements faits',
    details: ({ body }) => count(body.refunds, 'remboursement', 'remboursements'),
  },
  'api::refund.refund.apply': { label: "Trop-perçu reporté sur d'autres inscriptions" },
  'api::refund.refund.deposits': null,
  'api::refund.refund.decideDeposits': {
    label: 'Cautions décidées',
    details: ({ body }) =>
      [
        count(body.registrations, 'inscription', 'inscriptions'),
        body.outcome === 'kept' ? 'gardées' : body.outcome === 'returned' ? 'rendues' : null,
      ]
        .filter(Boolean)
        .join(', ') || null,
  },
  'api::refund.refund.transferFile': {
    label: 'Fichier de virements SEPA créé',
    details: ({ body }) => count(body.refunds, 'remboursement', 'remboursements'),
  },
  'api::registration.check-in.list': null,
  'api::registration.check-in.record': { label: 'Accueil du matin synchronisé', details: checkInTaps },
};
