import type { StaffRole } from '@brocante/shared';

/** The demo's accounts (development and tests, never production): the README lists them. */
export const DEMO_STAFF = {
  email: 'benevole@example.be',
  password: 'Brocante-2027',
  username: 'benevole',
  displayName: 'Anne Lambert',
};
/** The demo's team: the coordinator above, and a volunteer of each other role (docs/admin.md, « Qui peut quoi »). */
export const DEMO_TEAM: Record<StaffRole, { email: string; password: string; username: string; displayName: string }> = {
  coordination: DEMO_STAFF,
  tresorerie: {
    email: 'tresorerie@example.be',
    password: DEMO_STAFF.password,
    username: 'tresorerie',
    displayName: 'Luc Peeters',
  },
  inscriptions: {
    email: 'inscriptions@example.be',
    password: DEMO_STAFF.password,
    username: 'inscriptions',
    displayName: 'Sofie Janssens',
  },
  accueil: { email: 'accueil@example.be', password: DEMO_STAFF.password, username: 'accueil', displayName: 'Karim Haddad' },
};
export const DEMO_EDITOR = { email: 'editeur@example.be', password: 'Brocante-2027', firstname: 'Élise', lastname: 'Éditrice' };
