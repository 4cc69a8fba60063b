import { useState, type FormEvent } from 'react';
import { fieldErrorMap, signInInputSchema } from '@brocante/shared';
import { ErrorBanner, LoadingClock, SubmitButton, TextInput } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useSignIn } from '../api/sign-in';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState({ identifier: '', password: '' });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const signIn = useSignIn();
  const result = signInInputSchema.safeParse(values);
  const errors = result.success ? {} : fieldErrorMap(result.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!result.success) return;
    signIn.mutate(result.data, { onSuccess: onSignedIn });
  }

  const error = (name: 'identifier' | 'password') => (touched[name] ? errors[name] : null);
  return (
    <form onSubmit={submit} noValidate className="sign-in">
      <ErrorBanner error={errorText(signIn.error)} />
      <TextInput
        name="identifier"
        type="email"
        label="Adresse e-mail"
        autoComplete="username"
        value={values.identifier}
        error={error('identifier')}
        validity={touched.identifier ? !errors.identifier : null}
        onChange={(identifier) => setValues((current) => ({ ...current, identifier }))}
        onBlur={() => setTouched((current) => ({ ...current, identifier: true }))}
        required
      />
      <TextInput
        name="password"
        type="password"
        label="Mot de passe"
        autoComplete="current-password"
        value={values.password}
        error={error('password')}
        validity={touched.password ? !errors.password : null}
        onChange={(password) => setValues((current) => ({ ...current, password }))}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        required
      />
      <SubmitButton invalid={!result.success} busy={signIn.isPending}>
        Se connecter
      </SubmitButton>
      <LoadingClock loading={signIn.isPending} label="Connexion…" />
    </form>
  );
}
