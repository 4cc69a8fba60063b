import type { CSSProperties } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { TEXTS } from '@brocante/shared';
import { Icon } from '@brocante/ui';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useCommittee } from '../../features/committee/api/get-committee';
import { EditionChooser } from '../../features/editions/components/EditionChooser';
import { useEditionHref } from '../../hooks/use-chosen-edition';

/**
 * The admin header, in the committee's logo and accent colour when it gave them in the panel: Réservations,
 * Emplacements, …, Éditions, and signing out; above every screen, the edition it shows (the menu's links keep it).
 */
export function AdminLayout() {
  const signOut = useSignOut();
  const href = useEditionHref();
  const navigate = useNavigate();
  const committee = useCommittee();
  const accent = committee.data?.accentColor;
  const logo = committee.data?.logo;
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
            <li>
              <NavLink to={href(paths.dashboard.getHref())} end>
                Tableau de bord
              </NavLink>
            </li>
            <li>
              <NavLink to={href(paths.registrations.getHref())} end={false}>
                {TEXTS.registrations}
              </NavLink>
            </li>
            <li>
              <NavLink to={href(paths.pitches.getHref())}>{TEXTS.pitches}</NavLink>
            </li>
            <li>
              <NavLink to={href(paths.plan.getHref())}>Plan</NavLink>
            </li>
            <li>
              <NavLink to={href(paths.messages.getHref())}>Message</NavLink>
            </li>
            <li>
              <NavLink to={href(paths.checkIn.getHref())}>Accueil du jour</NavLink>
            </li>
            <li>
              <NavLink to={href(paths.editions.getHref())} end={false}>
                Éditions
              </NavLink>
            </li>
          </ul>
        </nav>
        <button
          type="button"
          className="button secondary"
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.signIn.getHref()) })}
        >
          <Icon name="signout" />
          Se déconnecter
        </button>
      </header>
      <main id="contenu" className="admin-main">
        <EditionChooser />
        <Outlet />
      </main>
    </>
  );
}
