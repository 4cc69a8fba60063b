import { useState } from 'react';
import { Link } from 'react-router';
import {
  LOCALES,
  passwordResetRequestSchema,
  passwordResetSchema,
  TEXTS,
  TEXTS_NL,
  VALIDATION,
  VALIDATION_NL,
  type Language,
} from '@brocante/shared';
import { ErrorBanner, LoadingClock, SubmitButton, TextInput, useSchemaForm } from '@brocante/ui';
import { NewPasswordInput } from '../../../components/ui/NewPasswordInput';
import { paths } from '../../../config/paths';
import { requestPasswordReset, resetPassword } from '../api/password-reset';

/** The page of a forgotten password speaks the volunteer's language: the link says which (?language=nl). */
const WORDS = {
  fr: {
    askTitle: 'Mot de passe oublié',
    askIntro: 'Indiquez l’adresse de votre compte de bénévole : un lien pour choisir un nouveau mot de passe vous y sera envoyé.',
    email: 'Adresse e-mail',
    send: 'Recevoir le lien',
    resetTitle: 'Nouveau mot de passe',
    password: 'Nouveau mot de passe',
    save: 'Changer le mot de passe',
    sending: 'Envoi…',
    signIn: 'Se connecter',
    form: { messages: VALIDATION, loadingError: TEXTS.loadingError },
  },
  nl: {
    askTitle: 'Wachtwoord vergeten',
    askIntro: 'Geef het adres van uw vrijwilligersaccount: u krijgt er een link om een nieuw wachtwoord te kiezen.',
    email: 'E-mailadres',
    send: 'De link ontvangen',
    resetTitle: 'Nieuw wachtwoord',
    password: 'Nieuw wachtwoord',
    save: 'Het wachtwoord wijzigen',
    sending: 'Bezig…',
    signIn: 'Aanmelden',
    form: { messages: VALIDATION_NL, loadingError: TEXTS_NL.loadingError },
  },
} as const;

/** « Mot de passe oublié » : the address; the server's answer is the same whether an account is there or not. */
export function PasswordResetRequest({ language }: { language: Language }) {
  const words = WORDS[language];
  const [said, setSaid] = useState('');
  const form = useSchemaForm(passwordResetRequestSchema, { email: '' }, words.form);
  const submit = form.submit(async ({ email }) => setSaid(await requestPasswordReset(email)));
  return (
    <section lang={LOCALES[language]} aria-labelledby="reset-title">
      <h1 id="reset-title">{words.askTitle}</h1>
      <p>{words.askIntro}</p>
      <form onSubmit={submit} noValidate className="sign-in">
        <ErrorBanner error={form.error} />
        <TextInput {...form.field('email')} type="email" label={words.email} autoComplete="username" required />
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          {words.send}
        </SubmitButton>
        <LoadingClock loading={form.sending} label={words.sending} />
      </form>
      <p role="status">{said}</p>
    </section>
  );
}

/** The new password, from the e-mail's link (its key in the address's fragment). */
export function PasswordResetForm({ resetKey, language }: { resetKey: string; language: Language }) {
  const words = WORDS[language];
  const [said, setSaid] = useState('');
  const form = useSchemaForm(passwordResetSchema, { key: resetKey, password: '' }, words.form);
  const submit = form.submit(async (answer) => setSaid(await resetPassword(answer)));
  return (
    <section lang={LOCALES[language]} aria-labelledby="reset-title">
      <h1 id="reset-title">{words.resetTitle}</h1>
      {said ? (
        <p role="status">
          {said} <Link to={paths.signIn.getHref()}>{words.signIn}</Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="sign-in">
          <ErrorBanner error={form.error} />
          <NewPasswordInput {...form.field('password')} label={words.password} language={language} />
          <SubmitButton invalid={form.invalid} busy={form.sending}>
            {words.save}
          </SubmitButton>
          <LoadingClock loading={form.sending} label={words.sending} />
        </form>
      )}
    </section>
  );
}
