import { useState } from 'react';
import { Link } from 'react-router';
import {
  invitationAcceptanceSchema,
  LOCALES,
  TEAM_ROLE_LABELS,
  TEAM_ROLE_LABELS_NL,
  TEXTS,
  TEXTS_NL,
  VALIDATION,
  VALIDATION_NL,
  type InvitationPreview,
  type Language,
} from '@brocante/shared';
import { ErrorBanner, LoadingClock, SubmitButton, TextInput, useSchemaForm } from '@brocante/ui';
import { NewPasswordInput } from '../../../components/ui/NewPasswordInput';
import { paths } from '../../../config/paths';
import { acceptInvitation } from '../api/join';

/** The invitee's page speaks the invitation's language: the only admin screen a Dutch-speaking volunteer may need first. */
const WORDS = {
  fr: {
    title: (committee: string) => `Rejoindre l'équipe de ${committee}`,
    invited: (email: string, role: string) => `Vous êtes invité·e avec l'adresse ${email}, au rôle « ${role} ».`,
    name: 'Votre nom',
    password: 'Votre mot de passe',
    join: 'Rejoindre l’équipe',
    joining: 'Création du compte…',
    joined: 'Votre compte est prêt.',
    signIn: 'Se connecter',
    panel: 'Connectez-vous au panneau de rédaction (Strapi) du comité avec cette adresse et ce mot de passe.',
    roles: TEAM_ROLE_LABELS,
    form: { messages: VALIDATION, loadingError: TEXTS.loadingError },
  },
  nl: {
    title: (committee: string) => `Lid worden van het team van ${committee}`,
    invited: (email: string, role: string) => `U bent uitgenodigd met het adres ${email}, met de rol « ${role} ».`,
    name: 'Uw naam',
    password: 'Uw wachtwoord',
    join: 'Lid worden van het team',
    joining: 'Account wordt aangemaakt…',
    joined: 'Uw account is klaar.',
    signIn: 'Aanmelden',
    panel: 'Meld u aan op het redactiepaneel (Strapi) van het comité met dit adres en dit wachtwoord.',
    roles: TEAM_ROLE_LABELS_NL,
    form: { messages: VALIDATION_NL, loadingError: TEXTS_NL.loadingError },
  },
} as const;

export function JoinForm({ invitationKey, invitation }: { invitationKey: string; invitation: InvitationPreview }) {
  const words = WORDS[invitation.language as Language];
  const [joined, setJoined] = useState<{ panel: boolean } | null>(null);
  const form = useSchemaForm(invitationAcceptanceSchema, { key: invitationKey, name: '', password: '' }, words.form);
  const submit = form.submit(async (answer) => setJoined(await acceptInvitation(answer)));
  return (
    <section lang={LOCALES[invitation.language]} aria-labelledby="join-title">
      <h1 id="join-title">{words.title(invitation.committeeName)}</h1>
      <p>{words.invited(invitation.email, words.roles[invitation.role])}</p>
      {joined ? (
        <p role="status">
          {words.joined} {joined.panel ? words.panel : <Link to={paths.signIn.getHref()}>{words.signIn}</Link>}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="sign-in">
          <ErrorBanner error={form.error} />
          <TextInput {...form.field('name')} label={words.name} autoComplete="name" required />
          <NewPasswordInput {...form.field('password')} label={words.password} language={invitation.language} />
          <SubmitButton invalid={form.invalid} busy={form.sending}>
            {words.join}
          </SubmitButton>
          <LoadingClock loading={form.sending} label={words.joining} />
        </form>
      )}
    </section>
  );
}
