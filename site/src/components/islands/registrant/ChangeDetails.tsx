import type { RegistrantChanges, RegistrantView, Schema } from '@brocante/shared';
import { ErrorBanner, LoadingClock, SubmitButton, TextArea, TextInput, useSchemaForm } from '@brocante/ui';
import { callApi } from '../../../lib/api';
import { useFormSchema } from '../../../lib/form-schemas';
import { keyInAddress } from './registrant-call';
import type { RegistrantPart } from './texts';

/** What the registrant may correct, checked with the server's schema, fetched once they reach the form. */
const changesSchema = (): Promise<Schema<RegistrantChanges>> =>
  import('@brocante/shared/schemas').then((schemas) => schemas.registrantChangesSchema);

/** The phone and the comment, the registrant's to correct while the registration runs. */
export function ChangeDetails({
  view,
  onSaved,
  language,
  texts,
}: RegistrantPart & { view: RegistrantView; onSaved: (view: RegistrantView) => void }) {
  const t = texts.registrant;
  const { schema, messages, loadSchema } = useFormSchema(changesSchema, language);
  const form = useSchemaForm(
    schema,
    { phone: view.phone, comment: view.comment },
    { messages, loadingError: texts.failure.loadingError },
  );
  const submit = form.submit(async (values) => {
    onSaved(
      await callApi<RegistrantView>('/api/my-registration/changes', {
        language,
        failure: texts.failure,
        method: 'POST',
        data: { key: keyInAddress(), ...values },
      }),
    );
  });
  return (
    <section className="card" aria-labelledby="corriger">
      <h2 id="corriger">{t.changeTitle}</h2>
      <form onSubmit={submit} onFocus={loadSchema} noValidate>
        <ErrorBanner error={form.error} />
        <TextInput {...form.field('phone')} type="tel" label={t.phone} autoComplete="tel" inputMode="tel" required />
        <TextArea {...form.field('comment')} label={t.comment} maxLength={1000} />
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          {t.saveChanges}
        </SubmitButton>
        <LoadingClock loading={form.sending} label={t.saving} />
      </form>
      <p className="form-hint">{t.otherChanges}</p>
    </section>
  );
}
