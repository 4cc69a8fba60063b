import { useState } from 'react';
import { LANGUAGE_LABELS, LANGUAGES, TEAM_ROLE_LABELS, TEAM_ROLES, teamInvitationSchema } from '@brocante/shared';
import { ErrorBanner, LoadingClock, Select, SubmitButton, TextInput, useSchemaForm } from '@brocante/ui';
import { FRENCH_FORM } from '../../../lib/french-form';
import { useInvite } from '../api/invitations';

const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ id: role, name: TEAM_ROLE_LABELS[role] }));
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ id: language, name: LANGUAGE_LABELS[language] }));

/** « Inviter »: an address, the role it gets (or the panel's editors), the language of its e-mail and page. */
export function InviteForm() {
  const invite = useInvite();
  const [said, setSaid] = useState('');
  const form = useSchemaForm(teamInvitationSchema, { email: '', role: 'inscriptions', language: 'fr' }, FRENCH_FORM);
  const submit = form.submit(async (input) => {
    const invited = await invite.mutateAsync(input);
    setSaid(`Invitation envoyée à ${invited.email} : le lien vaut 7 jours, une seule fois.`);
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="invite-title" className="card">
      <h2 id="invite-title">Inviter dans l&apos;équipe</h2>
      <ErrorBanner error={form.error} />
      <TextInput {...form.field('email')} type="email" label="Adresse e-mail" autoComplete="off" required />
      <Select {...form.field('role')} label="Rôle" options={ROLE_OPTIONS} placeholder="Choisir un rôle" required />
      <Select
        {...form.field('language')}
        label="Langue de l'e-mail et de la page"
        options={LANGUAGE_OPTIONS}
        placeholder="Choisir une langue"
        required
      />
      <SubmitButton invalid={form.invalid} busy={form.sending}>
        Inviter
      </SubmitButton>
      <LoadingClock loading={form.sending} label="Envoi…" />
      <p role="status">{said}</p>
    </form>
  );
}
