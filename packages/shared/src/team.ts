import * as z from 'zod/mini';
import { API_MESSAGES } from './api-messages.js';
import type { LifecycleEvent } from './registration-lifecycle.js';
import { LANGUAGES, type Language } from './language.js';
import { email, requiredText, strictObject } from './schema-fields.js';
import { VALIDATION_CODES } from './validation-codes.js';

/**
 * The committee's team: what each volunteer's role may do, in one table the server enforces (every staff route of
 * the API names one of these actions, cms/src/bootstrap/route-roles.ts) and the admin reads to offer only what a
 * volunteer may. Denied by default: adding a role or an action fails to compile here until every cell is decided.
 * Editors (rédaction) work in the Strapi panel only: they hold none of these roles.
 */
export const STAFF_ROLES = ['coordination', 'tresorerie', 'inscriptions', 'accueil'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ACTIONS = [
  /** The team: its volunteers, their roles, an account deactivated. */
  'team',
  /** The editions: create, change, open and close, invite last year's exhibitors, the commune's file, the insurance. */
  'editions',
  /** The committee's account (the IBAN every QR code pays to): read it. */
  'account.read',
  /** Change it. */
  'account.change',
  /** The settings' history: who changed the prices, the account, the dates. */
  'settings.history',
  /** The server's health in detail (disk, backups, mail). */
  'server.details',
  /** The dashboard's counts of pitches and registrations. */
  'dashboard',
  /** The money: what is expected, received and owed back, on the dashboard. */
  'money.read',
  /** The registrations' list and each one's page, with its e-mail, phone and address. */
  'registrations.read',
  /** Change a registration: cancel, promote from the waiting list, its pitches, its link, its e-mail. */
  'registrations.change',
  /** The registrations as a CSV file. */
  'registrations.export',
  /** Erase a person's data, anonymise past editions. */
  'personal-data',
  /** The pitches: the streets' list, the plan with names. */
  'pitches',
  /** Messages to the edition's exhibitors. */
  'messages',
  /** Payments: bank statements imported, lines assigned and split, late payments decided, a payment recorded by hand. */
  'payments',
  /** Refunds: who is owed, to which account, marked done; deposits kept or returned. */
  'refunds',
  /** The refunds' SEPA file, which the bank pays as it is. */
  'refunds.file',
  /** The brocante's morning: the exhibitors' arrivals, payments at the gate, pitches re-let. */
  'check-in',
  /** The journal: who did what, filtered by person and by day. */
  'journal',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const ALL = true;
const NONE = false;

/** Who may do what: a row per role, a cell per action, each one decided. */
export const ROLE_MAY = {
  coordination: {
    team: ALL,
    editions: ALL,
    'account.read': ALL,
    'account.change': ALL,
    'settings.history': ALL,
    'server.details': ALL,
    dashboard: ALL,
    'money.read': ALL,
    'registrations.read': ALL,
    'registrations.change': ALL,
    'registrations.export': ALL,
    'personal-data': ALL,
    pitches: ALL,
    messages: ALL,
    payments: ALL,
    refunds: ALL,
    'refunds.file': ALL,
    'check-in': ALL,
    journal: ALL,
  },
  tresorerie: {
    team: NONE,
    editions: NONE,
    'account.read': ALL,
    'account.change': ALL,
    'settings.history': ALL,
    'server.details': NONE,
    dashboard: ALL,
    'money.read': ALL,
    'registrations.read': ALL,
    'registrations.change': NONE,
    'registrations.export': ALL,
    'personal-data': NONE,
    pitches: NONE,
    messages: NONE,
    payments: ALL,
    refunds: ALL,
    'refunds.file': ALL,
    'check-in': NONE,
    journal: NONE,
  },
  inscriptions: {
    team: NONE,
    editions: NONE,
    'account.read': NONE,
    'account.change': NONE,
    'settings.history': NONE,
    'server.details': NONE,
    dashboard: ALL,
    'money.read': NONE,
    'registrations.read': ALL,
    'registrations.change': ALL,
    'registrations.export': ALL,
    'personal-data': NONE,
    pitches: ALL,
    messages: ALL,
    payments: NONE,
    refunds: NONE,
    'refunds.file': NONE,
    'check-in': ALL,
    journal: NONE,
  },
  accueil: {
    team: NONE,
    editions: NONE,
    'account.read': NONE,
    'account.change': NONE,
    'settings.history': NONE,
    'server.details': NONE,
    dashboard: NONE,
    'money.read': NONE,
    'registrations.read': NONE,
    'registrations.change': NONE,
    'registrations.export': NONE,
    'personal-data': NONE,
    pitches: NONE,
    messages: NONE,
    payments: NONE,
    refunds: NONE,
    'refunds.file': NONE,
    'check-in': ALL,
    journal: NONE,
  },
} as const satisfies Record<StaffRole, Record<StaffAction, boolean>>;

export const roleMay = (role: StaffRole, action: StaffAction): boolean => ROLE_MAY[role][action];

/** The actions a role may take. */
export const actionsOf = (role: StaffRole): StaffAction[] => STAFF_ACTIONS.filter((action) => roleMay(role, action));

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/**
 * What a volunteer's step on a registration is, among the actions: recording a payment is money, an arrival is the
 * morning's; a step no volunteer takes (the unpaid expiry) is still decided.
 */
export const STEP_ACTION = {
  pay: 'payments',
  reinstate: 'payments',
  cancel: 'registrations.change',
  expire: 'registrations.change',
  promote: 'registrations.change',
  arrive: 'check-in',
  'undo-arrival': 'check-in',
  relet: 'check-in',
} as const satisfies Record<LifecycleEvent, StaffAction>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  coordination: 'Coordination',
  tresorerie: 'Trésorerie',
  inscriptions: 'Inscriptions',
  accueil: 'Accueil du jour',
};

export const STAFF_ROLE_LABELS_NL: Record<StaffRole, string> = {
  coordination: 'Coördinatie',
  tresorerie: 'Penningmeester',
  inscriptions: 'Inschrijvingen',
  accueil: 'Onthaal van de dag',
};

/** The signed-in volunteer, as GET /api/team/me answers: their role (null: an account of no volunteer's role). */
export interface SignedInVolunteer {
  email: string;
  role: StaffRole | null;
  /** The committee asks their role a second factor they have not enrolled: until they do, they may nothing else. */
  secondFactorOwed: boolean;
}

/**
 * An account as the team's screen lists it: a volunteer's (their role in the admin), or an editor's of the Strapi panel
 * (role « redaction », which does not change here). Its id says which (`volunteer-12`, `editor-3`).
 */
export interface TeamMember {
  id: string;
  kind: 'volunteer' | 'editor';
  /** The name they gave when they joined; null for a volunteer's account made before invitations. */
  name: string | null;
  email: string;
  language: Language;
  role: TeamRole | null;
  active: boolean;
  /** The last sign-in (ISO), null if never. */
  lastSignInAt: string | null;
  /** Whether they sign in with a second factor (packages/shared, second-factor.ts); an editor's panel has none. */
  secondFactor: boolean;
}

/** A coordinator's change to a volunteer's account: another role, or the account deactivated (or active again). */
export const teamMemberChangeSchema = strictObject({
  role: z.optional(z.enum(STAFF_ROLES, { error: API_MESSAGES.unknownRole })),
  active: z.optional(z.boolean({ error: VALIDATION_CODES.invalidBody })),
});
export type TeamMemberChange = z.infer<typeof teamMemberChangeSchema>;

/** Whom a coordinator invites: a volunteer of a role, or an editor of the Strapi panel (news and pages only). */
export const TEAM_ROLES = [...STAFF_ROLES, 'redaction'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { ...STAFF_ROLE_LABELS, redaction: 'Rédaction (panneau Strapi)' };
export const TEAM_ROLE_LABELS_NL: Record<TeamRole, string> = { ...STAFF_ROLE_LABELS_NL, redaction: 'Redactie (Strapi-paneel)' };

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
/** A new password's length, as the operator's command asks (cms/scripts/operator.js). */
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_MAX_LENGTH = 128;

/** A coordinator's invitation: the address, the role it gives, the language of its e-mail and page. */
export const teamInvitationSchema = strictObject({
  email,
  role: z.enum(TEAM_ROLES, { error: API_MESSAGES.unknownRole }),
  language: z.enum(LANGUAGES, { error: VALIDATION_CODES.invalidBody }),
});
export type TeamInvitationInput = z.infer<typeof teamInvitationSchema>;

/** The key a link of the team's e-mails carries (256 bits, base64url); any other gets `refusal`, the link's own. */
export const linkKey = (refusal: string) =>
  z.string({ error: refusal }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: refusal }));
const invitationKey = linkKey(API_MESSAGES.invitationInvalid);

/** A password a volunteer chooses: as long as the operator's command asks. */
const newPassword = z
  .string({ error: VALIDATION_CODES.required })
  .check(
    z.minLength(NEW_PASSWORD_MIN_LENGTH, { error: VALIDATION_CODES.tooShort(NEW_PASSWORD_MIN_LENGTH) }),
    z.maxLength(NEW_PASSWORD_MAX_LENGTH, { error: VALIDATION_CODES.passwordTooLong(NEW_PASSWORD_MAX_LENGTH) }),
  );

export const invitationKeySchema = strictObject({ key: invitationKey });

/** The invitee's answer: their name and the password they choose. */
export const invitationAcceptanceSchema = strictObject({
  key: invitationKey,
  name: requiredText(70),
  password: newPassword,
});
export type InvitationAcceptance = z.infer<typeof invitationAcceptanceSchema>;

/** An invitation not yet taken, as the team's screen lists it. */
export interface TeamInvitation {
  id: number;
  email: string;
  role: TeamRole;
  language: Language;
  invitedBy: string | null;
  /** ISO; past: the link no longer works, the coordinator may send it again. */
  expiresAt: string;
}

/** What the invitee's page shows before they answer. */
export interface InvitationPreview {
  email: string;
  role: TeamRole;
  language: Language;
  committeeName: string;
}

/** How long a forgotten password's link works. */
export const PASSWORD_RESET_MINUTES = 60;

/** « Mot de passe oublié » : the address of the account. */
export const passwordResetRequestSchema = strictObject({ email });

/** The new password, with the link's key. */
export const passwordResetSchema = strictObject({
  key: linkKey(API_MESSAGES.passwordResetInvalid),
  password: newPassword,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;
