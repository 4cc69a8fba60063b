import { useState } from 'react';
import type { Language } from '@brocante/shared';
import { BotTrap, EmailInput, SubmitButton, TextArea, TextInput, useSchemaForm } from '@brocante/ui';
import '@brocante/ui/controls.css';
import { fill } from '../../i18n/fill';
import type { IslandTexts } from '../../i18n/types';
import { callApi } from '../../lib/api';
import { LazyErrorBanner, LazyLoadingClock } from '../../lib/form-feedback';
import { contactSchema, suggestionWords, useFormSchema } from '../../lib/form-schemas';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export default function ContactForm({ language, texts }: { language: Language; texts: IslandTexts<'contactForm' | 'fields'> }) {
  const { contactForm: t, failure } = texts;
  const { schema, messages, loadSchema } = useFormSchema(contactSchema, language);
  const form = useSchemaForm(schema, EMPTY, { messages, loadingError: failure.loadingError });
  const [sent, setSent] = useState(false);
  const submit = form.submit(async (values) => {
    await callApi('/api/contact-messages', { language, failure, method: 'POST', data: values });
    setSent(true);
  });

  if (sent) {
    return (
      <div className="card" role="status">
        <h2>{t.sentTitle}</h2>
        <p>{fill(t.sent, { email: form.values.email })}</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} onFocus={loadSchema} noValidate aria-describedby="contact-aide">
      <p id="contact-aide">{t.allRequired}</p>
      <LazyErrorBanner error={form.error} />
      <TextInput {...form.field('name')} label={t.name} autoComplete="name" required />
      <EmailInput {...form.field('email')} label={t.email} autoComplete="email" required {...suggestionWords(texts.fields)} />
      <TextInput {...form.field('subject')} label={t.subject} required />
      <TextArea {...form.field('message')} label={t.message} maxLength={5000} required />
      <BotTrap label={texts.fields.botTrap} />
      {form.invalid && <p className="form-hint">{t.buttonHint}</p>}
      <SubmitButton invalid={form.invalid} busy={form.sending}>
        {t.send}
      </SubmitButton>
      <LazyLoadingClock loading={form.sending} label={t.sending} />
    </form>
  );
}
