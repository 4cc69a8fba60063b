import { useRef, useState } from 'react';
import { API_MESSAGES, type Schema, type SignInInput } from '@brocante/shared';
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

/** The server's answers that ask for the second factor's code (cms/src/middlewares/second-factor.ts). */
const ASKS_FOR_CODE = new Set<string>([API_MESSAGES.secondFactorRequired, API_MESSAGES.secondFactorWrong]);

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { schema, loadSchema } = useSignInSchema();
  const form = useSchemaForm(schema, { identifier: '', password: '', code: '' }, FRENCH_FORM);
  // Asked once the password was right: the account signs in with a second factor.
  const [codeAsked, setCodeAsked] = useState(false);
  const submit = form.submit(async ({ code, ...credentials }) => {
    try {
      await signIn(code ? { ...credentials, code } : credentials);
    } catch (error) {
      if (error instanceof Error && ASKS_FOR_CODE.has(error.message)) setCodeAsked(true);
      throw error;
    }
    onSignedIn();
  });

  return (
    <form onSubmit={submit} onFocus={loadSchema} onPointerDown={loadSchema} onInput={loadSchema} noValidate className="sign-in">
      <ErrorBanner error={form.error} />
      <TextInput {...form.field('identifier')} type="email" label="Adresse e-mail" autoComplete="username" required />
      <TextInput {...form.field('password')} type="password" label="Mot de passe" autoComplete="current-password" required />
      {codeAsked && (
        <TextInput
          {...form.field('code')}
          label="Code de l'application (ou code de secours)"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
        />
      )}
      <SubmitButton invalid={form.invalid} busy={form.sending}>
        Se connecter
      </SubmitButton>
      <LoadingClock loading={form.sending} label="Connexion…" />
    </form>
  );
}
