import { useState } from 'react';
import { BotTrap, EmailInput, ErrorBanner, LoadingClock, SubmitButton, useSchemaForm } from '@brocante/ui';
import { callApi } from '../../../lib/api';
import { useFormRules } from '../../../lib/form-rules';

/** The address the lost link was sent to, checked with the server's rules, fetched once the person reaches the form. */
const linkRequestRules = () => import('@brocante/shared/schemas').then((schemas) => schemas.registrantLinkRequestSchema);

/** A lost link, e-mailed again to the address of the registration (the same answer for any address). */
export function LostLink() {
  const { rules, loadRules } = useFormRules(linkRequestRules);
  const form = useSchemaForm(rules, { email: '' });
  const [answer, setAnswer] = useState('');
  const submit = form.submit(async (values) => {
    setAnswer(
      (await callApi<{ message: string }>('/api/my-registration/link-requests', { method: 'POST', data: values })).message,
    );
  });
  if (answer)
    return (
      <div className="card" role="status">
        <p>{answer}</p>
      </div>
    );
  return (
    <section className="card" aria-labelledby="lien-perdu">
      <h2 id="lien-perdu">Recevoir à nouveau le lien de mon inscription</h2>
      <form onSubmit={submit} onFocus={loadRules} noValidate>
        <ErrorBanner error={form.error} />
        <EmailInput {...form.field('email')} label="L'adresse e-mail de l'inscription" autoComplete="email" required />
        <BotTrap />
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          M'envoyer le lien
        </SubmitButton>
        <LoadingClock loading={form.sending} label="Envoi…" />
      </form>
    </section>
  );
}
