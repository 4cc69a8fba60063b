import type { RegistrantView, SaleChoice as Choice, Schema } from '@brocante/shared';
import { ErrorBanner, LoadingClock, SubmitButton, useSchemaForm } from '@brocante/ui';
import { callApi } from '../../../lib/api';
import { useFormSchema } from '../../../lib/form-schemas';
import SaleChoiceFields from '../SaleChoiceFields';
import { keyInAddress } from './registrant-call';
import type { RegistrantPart } from './texts';

/** What the registrant sells and whether the plan names them, among what their edition offers; the public plan follows. */
export function SaleChoice({
  view,
  onSaved,
  language,
  texts,
}: RegistrantPart & { view: RegistrantView; onSaved: (view: RegistrantView) => void }) {
  const t = texts.saleChoice;
  const offered = view.offeredSaleCategories;
  const choiceSchema = (): Promise<Schema<Choice>> =>
    import('@brocante/shared/schemas').then((schemas) => schemas.saleChoiceSchema(offered));
  const { schema, messages, loadSchema } = useFormSchema(choiceSchema, language);
  const form = useSchemaForm(
    schema,
    // A category the committee no longer offers is not ticked again.
    { saleCategories: view.saleCategories.filter((key) => offered.includes(key)), nameOnPlan: view.nameOnPlan },
    { messages, loadingError: texts.failure.loadingError },
  );
  const submit = form.submit(async (values) => {
    onSaved(
      await callApi<RegistrantView>('/api/my-registration/sale', {
        language,
        failure: texts.failure,
        method: 'POST',
        data: { key: keyInAddress(), ...values },
      }),
    );
  });
  if (!offered.length) return null;
  return (
    <section className="card" aria-labelledby="ce-que-vous-vendez">
      <h2 id="ce-que-vous-vendez">{t.title}</h2>
      <form onSubmit={submit} onFocus={loadSchema} noValidate>
        <ErrorBanner error={form.error} />
        <SaleChoiceFields offered={offered} field={form.field} texts={t} />
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          {t.save}
        </SubmitButton>
        <LoadingClock loading={form.sending} label={t.saving} />
      </form>
    </section>
  );
}
