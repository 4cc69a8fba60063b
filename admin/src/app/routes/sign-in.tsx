import { useNavigate, useSearchParams } from 'react-router';
import { COMMITTEE_NAME, TEXTS } from '@brocante/shared';
import { ErrorBanner } from '@brocante/ui';
import { paths } from '../../config/paths';
import { SignInForm } from '../../features/auth/components/SignInForm';

export function SignInRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = searchParams.get('redirectTo');
  // Only a path inside the admin: never an address elsewhere.
  const target = redirectTo?.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : paths.dashboard.getHref();
  return (
    <main className="admin-main narrow">
      <h1>Connexion des bénévoles</h1>
      <p>{COMMITTEE_NAME}</p>
      {searchParams.has('denied') && <ErrorBanner error={TEXTS.accessDenied} />}
      <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
    </main>
  );
}
