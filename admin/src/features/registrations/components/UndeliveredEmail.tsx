import { countOf, emailCorrectionSchema, formatDateTime, type UndeliveredEmail as Undelivered } from '@brocante/shared';
import { EmailInput, ErrorBanner, Icon, SubmitButton, useSchemaForm } from '@brocante/ui';
import { useCorrectEmail } from '../api/correct-email';
import { FRENCH_FORM } from '../../../lib/french-form';

/**
 * « E-mail non remis »: the mail server refused the registrant's address for good (a mistyped domain,
 * a mailbox that does not exist). The volunteer corrects it; the refused e-mails leave again to it,
 * with the private link in force. Once corrected, the notice goes: `onCorrected` says what was sent.
 */
export function UndeliveredEmail({
  documentId,
  email,
  undelivered,
  onCorrected,
}: {
  documentId: string;
  email: string;
  undelivered: Undelivered;
  onCorrected: (said: string) => void;
}) {
  const correction = useCorrectEmail();
  const form = useSchemaForm(emailCorrectionSchema, { email }, FRENCH_FORM);
  const submit = form.submit(async (values) => {
    const { resent } = await correction.mutateAsync({ documentId, data: values });
    onCorrected(`Adresse corrigée : ${countOf(resent, 'e-mail renvoyé', 'e-mails renvoyés')} à ${values.email}.`);
  });

  return (
    <section className="notice undelivered-email" aria-labelledby="undelivered-email-title">
      <h2 id="undelivered-email-title">E-mail non remis</h2>
      <p>
        L'e-mail « {undelivered.subject} » n'a pas pu être remis à {email} le {formatDateTime(undelivered.at)} : le serveur de
        messagerie l'a refusé définitivement.
      </p>
      <p className="reason">Raison donnée : {undelivered.reason}</p>
      <form className="inline-form no-print" onSubmit={submit} noValidate>
        <ErrorBanner error={form.error} />
        <EmailInput {...form.field('email')} label="Adresse e-mail corrigée" autoComplete="off" required />
        <SubmitButton invalid={form.invalid || form.values.email === email} busy={form.sending}>
          <Icon name="arrow" />
          Corriger et renvoyer
        </SubmitButton>
      </form>
    </section>
  );
}
