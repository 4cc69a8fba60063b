import { signInInputSchema } from '@brocante/shared';
import { ErrorBanner, LoadingClock, SubmitButton, TextInput, useSchemaForm } from '@brocante/ui';
import { signIn } from '../api/sign-in';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useSchemaForm(signInInputSchema, { identifier: '', password: '' });
  const submit = form.submit(async (credentials) => {
    await signIn(credentials);
    onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate className="sign-in">
      <ErrorBanner error={form.error} />
      <TextInput {...form.field('identifier')} type="email" label="Adresse e-mail" autoComplete="username" required />
      <TextInput {...form.field('password')} type="password" label="Mot de passe" autoComplete="current-password" required />
      <SubmitButton invalid={form.invalid} busy={form.sending}>
        Se connecter
      </SubmitButton>
      <LoadingClock loading={form.sending} label="Connexion…" />
    </form>
  );
}
