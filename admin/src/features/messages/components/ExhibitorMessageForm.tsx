import { useState } from 'react';
import {
  countOf,
  EXHIBITOR_AUDIENCE_LABELS,
  EXHIBITOR_AUDIENCES,
  exhibitorMessageSchema,
  formatDateTime,
  isPaid,
  type ExhibitorAudience,
} from '@brocante/shared';
import { Checkbox, ErrorBanner, Icon, SubmitButton, TextArea, TextInput, useSchemaForm } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { ChosenEditionNotice } from '../../../components/ui/EditionNotice';
import { useChosenEdition } from '../../../hooks/use-chosen-edition';
import { useMessagesSent, useRecipientCount, useSendMessage } from '../api/exhibitor-messages';
import { FRENCH_FORM } from '../../../lib/french-form';

/**
 * Messages to the exhibitors of the edition chosen (practical details a few days before): a new one
 * to write, and those sent. Each new message draws its key once: sending it twice is sending it once.
 * A closed or archived edition's exhibitors are no longer written to from here.
 */
export function ExhibitorMessageForm() {
  const [draft, setDraft] = useState(() => crypto.randomUUID());
  const sent = useMessagesSent();
  const [said, setSaid] = useState('');
  const chosen = useChosenEdition();
  return (
    <>
      <ChosenEditionNotice />
      {!chosen.loading && chosen.work === 'all' && (
        <NewMessage
          key={draft}
          draft={draft}
          edition={chosen.day}
          onSent={(text) => {
            setSaid(text);
            setDraft(crypto.randomUUID());
          }}
        />
      )}
      <p role="status">{said}</p>
      {sent.data && sent.data.length > 0 && (
        <section aria-labelledby="sent-title">
          <h2 id="sent-title">Messages envoyés</h2>
          <ul>
            {sent.data.map((one) => (
              <li key={one.documentId}>
                {formatDateTime(one.createdAt)} — « {one.subject} »
                {one.subjectNl ? ` (en néerlandais : « ${one.subjectNl} »)` : ''} à {countOf(one.recipients, 'personne')} (
                {one.audience.map((audience) => EXHIBITOR_AUDIENCE_LABELS[audience].toLowerCase()).join(', ')})
                {one.sentBy ? `, par ${one.sentBy}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** One message to an edition's exhibitors: who receives it and how many they are, then sent after a question. */
function NewMessage({ draft, edition, onSent }: { draft: string; edition: string | undefined; onSent: (said: string) => void }) {
  const message = useSchemaForm(
    exhibitorMessageSchema,
    {
      key: draft,
      subject: '',
      body: '',
      subjectNl: '',
      bodyNl: '',
      // At first, the confirmed exhibitors: those who paid for their pitches.
      audience: EXHIBITOR_AUDIENCES.filter(isPaid) as ExhibitorAudience[],
    },
    FRENCH_FORM,
  );
  const count = useRecipientCount(message.values.audience, edition);
  const send = useSendMessage();

  const toggle = (audience: ExhibitorAudience, on: boolean) =>
    message
      .field('audience')
      .onChange(on ? [...message.values.audience, audience] : message.values.audience.filter((one) => one !== audience));

  const submit = message.submit(async (values) => {
    const recipients = count.data ?? 0;
    if (!window.confirm(`Envoyer « ${values.subject} » à ${countOf(recipients, 'personne')} ?`)) return;
    const result = await send.mutateAsync({ ...values, edition: edition ?? '' });
    onSent(`Message envoyé à ${countOf(result.recipients, 'personne')} (${countOf(result.queued, 'e-mail')} mis en file).`);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="message-title" className="card">
      <h2 id="message-title">Nouveau message</h2>
      <ErrorBanner error={message.error ?? errorText(count.error)} />
      <TextInput {...message.field('subject')} label="Objet" required description="Précédé de « Brocante : »." />
      <TextArea
        {...message.field('body')}
        label="Message"
        description="Une ligne vide sépare deux paragraphes. « Bonjour <prénom>, » et le lien privé de chacun sont ajoutés."
      />
      <TextInput
        {...message.field('subjectNl')}
        label="Objet en néerlandais (facultatif)"
        description="Précédé de « Rommelmarkt: ». Les inscrits en néerlandais le reçoivent avec le message en néerlandais."
      />
      <TextArea
        {...message.field('bodyNl')}
        label="Message en néerlandais (facultatif)"
        description="« Beste <prénom>, » et le lien privé sont ajoutés. Sans texte en néerlandais, les inscrits en néerlandais reçoivent le message en français."
      />
      <fieldset>
        <legend>Destinataires</legend>
        {EXHIBITOR_AUDIENCES.map((audience) => (
          <Checkbox
            key={audience}
            name={`audience-${audience}`}
            checked={message.values.audience.includes(audience)}
            onChange={(on) => toggle(audience, on)}
          >
            {EXHIBITOR_AUDIENCE_LABELS[audience]}
          </Checkbox>
        ))}
      </fieldset>
      <p role="status" className="recipients">
        {message.values.audience.length === 0
          ? 'Personne ne recevra ce message.'
          : count.data === undefined
            ? 'Calcul des destinataires…'
            : `${countOf(count.data, 'personne recevra', 'personnes recevront')} ce message.`}
      </p>
      <SubmitButton invalid={message.invalid || !count.data} busy={message.sending}>
        <Icon name="arrow" />
        Envoyer le message
      </SubmitButton>
    </form>
  );
}
