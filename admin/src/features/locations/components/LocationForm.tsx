import { locationInputSchema, STREET_SIDE_LABELS, STREET_SIDES } from '@brocante/shared';
import { ErrorBanner, Select, SubmitButton, TextArea, TextInput, useSchemaForm } from '@brocante/ui';
import { useSaveLocation } from '../api/save-location';
import type { Location } from '../types';
import { FRENCH_FORM } from '../../../lib/french-form';

interface LocationFormProps {
  location: Location | null;
  onDone: () => void;
}

type LocationFields = {
  name: string;
  street: string;
  number: string;
  meters: string;
  side: string;
  position: string;
  description: string;
};

const SIDE_OPTIONS = STREET_SIDES.map((side) => ({ id: side, name: STREET_SIDE_LABELS[side] }));

/** The length is typed as text, with a comma or a dot; the side and the order may stay empty. */
const toInput = (values: LocationFields) => ({
  ...values,
  meters: values.meters === '' ? Number.NaN : Number(values.meters.replace(',', '.')),
  side: values.side === '' ? null : values.side,
  position: values.position.trim() === '' ? null : Number(values.position),
});

export function LocationForm({ location, onDone }: LocationFormProps) {
  const form = useSchemaForm(
    locationInputSchema,
    {
      name: location?.name ?? '',
      street: location?.street ?? '',
      number: location?.number ?? '',
      meters: location ? String(location.meters) : '3',
      side: location?.side ?? '',
      position: location?.position == null ? '' : String(location.position),
      description: location?.description ?? '',
    },
    { ...FRENCH_FORM, toInput },
  );
  const save = useSaveLocation();
  const submit = form.submit(async (data) => {
    await save.mutateAsync({ documentId: location?.documentId ?? null, data });
    onDone();
  });
  const field = form.field;

  return (
    <form onSubmit={submit} noValidate className="location-form card" aria-labelledby="location-form-title">
      <h2 id="location-form-title">{location ? `Modifier l'emplacement ${location.name}` : 'Nouvel emplacement'}</h2>
      <ErrorBanner error={form.error} />
      <div className="form-grid">
        <TextInput {...field('name')} label="Nom" description="Par exemple A12" required />
        <TextInput {...field('street')} label="Rue" required />
        <TextInput {...field('number')} label="Devant le numéro" />
        <TextInput {...field('meters')} label="Longueur (mètres)" inputMode="decimal" required />
        <Select
          {...field('side')}
          label="Côté de la rue"
          placeholder="Celui du numéro"
          options={SIDE_OPTIONS}
          description="Pour le plan ; vide : impair ou pair selon le numéro."
        />
        <TextInput
          {...field('position')}
          label="Ordre dans la rue"
          inputMode="numeric"
          description="Pour le plan : 1, 2, 3… depuis le début de la rue ; vide : selon le numéro."
        />
      </div>
      <TextArea {...field('description')} label="Description" />
      <div className="form-actions">
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          Enregistrer
        </SubmitButton>
        <button type="button" className="button secondary" onClick={onDone}>
          Fermer
        </button>
      </div>
    </form>
  );
}
