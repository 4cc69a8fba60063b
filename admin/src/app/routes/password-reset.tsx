import { useSearchParams } from 'react-router';
import { PasswordResetForm, PasswordResetRequest } from '../../features/password-reset/components/PasswordResetForms';

/**
 * /admin/password-reset: the address first; from the e-mail's link (#key, ?language=nl), the new password. The key
 * stays in the fragment, which no request, log or Referer carries.
 */
export function PasswordResetRoute() {
  const [searchParams] = useSearchParams();
  const language = searchParams.get('language') === 'nl' ? 'nl' : 'fr';
  const key = window.location.hash.slice(1);
  return (
    <main className="admin-main narrow">
      {key ? <PasswordResetForm resetKey={key} language={language} /> : <PasswordResetRequest language={language} />}
    </main>
  );
}
