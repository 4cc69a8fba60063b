import { useState } from 'react';
import { BotTrap, EmailInput, ErrorBanner, LoadingClock, SubmitButton, useSchemaForm } from '@brocante/ui';
import { callApi } from '../../../lib/api';
import { suggestionWords, useFormSchema } from '../../../lib/form-schemas';
import type { RegistrantPart } from './texts';

/** The address the lost link was sent to, checked with the server's schema, fetched once the person reaches the form. */
const linkRequestSchema = () => import('@brocante/shared/schemas').then((schemas) => schemas.registrantLinkRequestSchema);

/** A lost link, e-mailed again to the address of the registration (the same answer for any address). */
export function LostLink({ language, texts }: RegistrantPart) {
  const t = texts.registrant;
  const { schema, messages, loadSchema } = useFormSchema(linkRequestSchema, language);
  const form = useSchemaForm(schema, { email: '' }, { messages, loadingError: texts.failure.loadingError });
  const [answer, setAnswer] = useState('');
  const submit = form.submit(async (values) => {
    setAnswer(
      (
        await callApi<{ message: string }>('/api/my-registration/link-requests', {
          language,
          failure: texts.failure,
          method: 'POST',
          data: values,
        })
      ).message,
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
      <h2 id="lien-perdu">{t.lostLinkTitle}</h2>
      <form onSubmit={submit} onFocus={loadSchema} noValidate>
        <ErrorBanner error={form.error} />
        <EmailInput
          {...form.field('email')}
          label={t.lostLinkEmail}
          autoComplete="email"
          required
          {...suggestionWords(texts.fields)}
        />
        <BotTrap label={texts.fields.botTrap} />
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          {t.sendLink}
        </SubmitButton>
        <LoadingClock loading={form.sending} label={t.sending} />
      </form>
    </section>
  );
}
