import { Link, useNavigate, useSearchParams } from 'react-router';
import { TEXTS } from '@brocante/shared';
import { ErrorBanner } from '@brocante/ui';
import { paths } from '../../config/paths';
import { SignInForm } from '../../features/auth/components/SignInForm';
import { useCommittee } from '../../features/committee/api/get-committee';

export function SignInRoute() {
  return <SignInScreen committeeName={useCommittee().data?.committeeName} />;
}

/**
 * The sign-in screen. Prerendered at build, before any committee is known: its name's line is kept (a
 * non-breaking space), so that nothing moves when the app puts the name in.
 */
export function SignInScreen({ committeeName }: { committeeName?: string }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = searchParams.get('redirectTo');
  // Only a path inside the admin: never an address elsewhere.
  const target = redirectTo?.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : paths.dashboard.getHref();
  return (
    <main className="admin-main narrow">
      <h1>Connexion des bénévoles</h1>
      <p>{committeeName ?? '\u00a0'}</p>
      {searchParams.has('denied') && <ErrorBanner error={TEXTS.accessDenied} />}
      <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
      <p>
        <Link to={paths.passwordReset.getHref()}>Mot de passe oublié ?</Link>
      </p>
    </main>
  );
}
