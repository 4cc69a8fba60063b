import type { CSSProperties } from 'react';
import { Link, Navigate, NavLink, Outlet, useMatches } from 'react-router';
import { STAFF_ROLE_LABELS, TEXTS, type StaffAction } from '@brocante/shared';
import { Icon } from '@brocante/ui';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useCommittee } from '../../features/committee/api/get-committee';
import { EditionChooser } from '../../features/editions/components/EditionChooser';
import { useEditionHref } from '../../hooks/use-chosen-edition';
import { useMay } from '../../hooks/use-may';
import { screenAction } from '../screen-action';

/**
 * The admin header, in the committee's logo and accent colour when it gave them in the panel: Réservations,
 * Emplacements, …, Éditions, and signing out; above every screen, the edition it shows (the menu's links keep it).
 */
/** The menu: each screen with the action its role needs (packages/shared, team.ts); a volunteer sees theirs only. */
const MENU: { label: string; href: () => string; action: StaffAction; end?: boolean; unless?: StaffAction }[] = [
  { label: 'Tableau de bord', href: paths.dashboard.getHref, action: 'dashboard', end: true },
  { label: TEXTS.registrations, href: () => paths.registrations.getHref(), action: 'registrations.read', end: false },
  { label: TEXTS.pitches, href: () => paths.pitches.getHref(), action: 'pitches' },
  { label: 'Plan', href: paths.plan.getHref, action: 'pitches' },
  { label: 'Message', href: paths.messages.getHref, action: 'messages' },
  { label: 'Accueil du jour', href: paths.checkIn.getHref, action: 'check-in' },
  { label: 'Éditions', href: paths.editions.getHref, action: 'editions', end: false },
  { label: 'Équipe', href: paths.team.getHref, action: 'team' },
  { label: 'Journal', href: paths.journal.getHref, action: 'journal' },
  // The treasurer keeps the account without the editions' screen, which links to it.
  { label: 'Compte du comité', href: paths.committeeAccount.getHref, action: 'account.read', unless: 'editions' },
];

export function AdminLayout() {
  const signOut = useSignOut();
  const href = useEditionHref();
  const committee = useCommittee();
  const { role, may, secondFactorOwed } = useMay();
  const action = screenAction(useMatches());
  const refused = role !== null && action !== null && !may(action);
  const first = MENU.find((entry) => may(entry.action));
  const accent = committee.data?.accentColor;
  const logo = committee.data?.logo;
  // A volunteer who owes the committee a second factor enrols it before any screen of their role.
  if (secondFactorOwed && action !== null) return <Navigate to={paths.account.getHref()} replace />;
  // The day helper's home is the check-in screen: the dashboard is not theirs.
  if (refused && action === 'dashboard' && first) return <Navigate to={href(first.href())} replace />;
  return (
    <>
      <a className="skip" href="#contenu">
        Aller au contenu
      </a>
      <header
        className="admin-header no-print"
        style={accent ? ({ '--leaf': accent, '--leaf-dark': accent } as CSSProperties) : undefined}
      >
        <p className="admin-title">
          {logo && <img className="admin-logo" src={logo.url} alt="" height={40} />}
          Brocante — {committee.data?.committeeName}
        </p>
        <nav aria-label="Administration">
          <ul>
            {MENU.filter((entry) => may(entry.action) && !(entry.unless && may(entry.unless))).map((entry) => (
              <li key={entry.label}>
                <NavLink to={href(entry.href())} end={entry.end}>
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <NavLink className="button secondary" to={href(paths.account.getHref())}>
          Mon compte
        </NavLink>
        <button type="button" className="button secondary" onClick={() => signOut.mutate()}>
          <Icon name="signout" />
          Se déconnecter
        </button>
      </header>
      <main id="contenu" className="admin-main">
        {refused ? (
          <div className="card" role="alert">
            <h1>Écran réservé</h1>
            <p>
              {`Votre rôle dans l'équipe (${STAFF_ROLE_LABELS[role!]}) ne permet pas d'ouvrir cet écran : demandez-le à la coordination du comité.`}
            </p>
            {first && <Link to={href(first.href())}>{`Aller à « ${first.label} »`}</Link>}
          </div>
        ) : (
          <>
            {!secondFactorOwed && <EditionChooser />}
            <Outlet />
          </>
        )}
      </main>
    </>
  );
}
