import type { RegistrantChanges, RegistrantView, Schema } from '@brocante/shared';
import { ErrorBanner, LoadingClock, SubmitButton, TextArea, TextInput, useSchemaForm } from '@brocante/ui';
import { callApi } from '../../../lib/api';
import { useFormRules } from '../../../lib/form-rules';
import { keyInAddress } from './registrant-call';

/** What the registrant may correct, checked with the server's rules, fetched once they reach the form. */
const changesRules = (): Promise<Schema<RegistrantChanges>> =>
  import('@brocante/shared/schemas').then((schemas) => schemas.registrantChangesSchema);

/** The phone and the comment, the registrant's to correct while the registration runs. */
export function ChangeDetails({ view, onSaved }: { view: RegistrantView; onSaved: (view: RegistrantView) => void }) {
  const { rules, loadRules } = useFormRules(changesRules);
  const form = useSchemaForm(rules, { phone: view.phone, comment: view.comment });
  const submit = form.submit(async (values) => {
    onSaved(
      await callApi<RegistrantView>('/api/my-registration/changes', { method: 'POST', data: { key: keyInAddress(), ...values } }),
    );
  });
  return (
    <section className="card" aria-labelledby="corriger">
      <h2 id="corriger">Corriger mon téléphone ou mon commentaire</h2>
      <form onSubmit={submit} onFocus={loadRules} noValidate>
        <ErrorBanner error={form.error} />
        <TextInput {...form.field('phone')} type="tel" label="Téléphone" autoComplete="tel" inputMode="tel" required />
        <TextArea {...form.field('comment')} label="Commentaire (facultatif)" maxLength={1000} />
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          Enregistrer les modifications
        </SubmitButton>
        <LoadingClock loading={form.sending} label="Enregistrement…" />
      </form>
      <p className="form-hint">Pour changer autre chose (nom, adresse), écrivez au comité.</p>
    </section>
  );
}
