import { useRef, useState } from 'react';
import type { Schema, SignInInput } from '@brocante/shared';
import { ErrorBanner, LoadingClock, SubmitButton, TextInput, useSchemaForm } from '@brocante/ui';
import { signIn } from '../api/sign-in';
import { FRENCH_FORM } from '../../../lib/french-form';

/** Rules not there yet: nothing is valid, no field is in error; the button waits. */
const NOT_LOADED = {
  safeParse: () => ({ success: false, error: { issues: [] } }),
} as unknown as Schema<never>;

/**
 * The sign-in schema (zod and the shared schemas) fetched and run once the person reaches for the form
 * (a field focused, a pointer pressed on it, a value typed or filled in by the browser), not while the
 * page loads: reading them is the longest task of the page on a phone, and nothing shows until then.
 * A load that fails (offline) is tried again at the next touch.
 */
function useSignInSchema() {
  const [schema, setSchema] = useState<Schema<SignInInput>>(NOT_LOADED);
  const loading = useRef(false);
  function loadSchema() {
    if (loading.current) return;
    loading.current = true;
    import('@brocante/shared/schemas').then(
      (schemas) => setSchema(schemas.signInInputSchema),
      () => {
        loading.current = false;
      },
    );
  }
  return { schema, loadSchema };
}

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { schema, loadSchema } = useSignInSchema();
  const form = useSchemaForm(schema, { identifier: '', password: '' }, FRENCH_FORM);
  const submit = form.submit(async (credentials) => {
    await signIn(credentials);
    onSignedIn();
  });

  return (
    <form onSubmit={submit} onFocus={loadSchema} onPointerDown={loadSchema} onInput={loadSchema} noValidate className="sign-in">
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
