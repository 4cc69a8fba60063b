import { useState } from 'react';
import { BotTrap, EmailInput, SubmitButton, TextArea, TextInput, useSchemaForm } from '@brocante/ui';
import '@brocante/ui/controls.css';
import { callApi } from '../../lib/api';
import { ErrorBanner, LoadingClock } from '../../lib/form-feedback';
import { contactRules, useFormRules } from '../../lib/form-rules';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export default function ContactForm() {
  const { rules, loadRules } = useFormRules(contactRules);
  const form = useSchemaForm(rules, EMPTY);
  const [sent, setSent] = useState(false);
  const submit = form.submit(async (values) => {
    await callApi('/api/contact-messages', { method: 'POST', data: values });
    setSent(true);
  });

  if (sent) {
    return (
      <div className="card" role="status">
        <h2>Message envoyé</h2>
        <p>Merci ! Le comité a bien reçu votre message et vous répondra à l'adresse {form.values.email}.</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} onFocus={loadRules} noValidate aria-describedby="contact-aide">
      <p id="contact-aide">Tous les champs sont obligatoires.</p>
      <ErrorBanner error={form.error} />
      <TextInput {...form.field('name')} label="Votre nom" autoComplete="name" required />
      <EmailInput {...form.field('email')} label="Votre adresse e-mail" autoComplete="email" required />
      <TextInput {...form.field('subject')} label="Sujet" required />
      <TextArea {...form.field('message')} label="Message" maxLength={5000} required />
      <BotTrap />
      {form.invalid && <p className="form-hint">Le bouton s'active quand tous les champs sont correctement remplis.</p>}
      <SubmitButton invalid={form.invalid} busy={form.sending}>
        Envoyer le message
      </SubmitButton>
      <LoadingClock loading={form.sending} label="Envoi en cours…" />
    </form>
  );
}
