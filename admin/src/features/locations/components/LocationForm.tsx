import { useState, type FormEvent } from 'react';
import { fieldErrorMap, locationInputSchema } from '@brocante/shared';
import { ErrorBanner, SubmitButton, TextArea, TextInput } from '@brocante/ui';
import { ApiError, errorText } from '../../../lib/api-client';
import { useSaveLocation } from '../api/save-location';
import type { Location } from '../types';

interface LocationFormProps {
  location: Location | null;
  onDone: () => void;
}

export function LocationForm({ location, onDone }: LocationFormProps) {
  const [values, setValues] = useState({
    name: location?.name ?? '',
    street: location?.street ?? '',
    number: location?.number ?? '',
    meters: location ? String(location.meters) : '3',
    description: location?.description ?? '',
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const save = useSaveLocation();
  const input = { ...values, meters: values.meters === '' ? Number.NaN : Number(values.meters.replace(',', '.')) };
  const result = locationInputSchema.safeParse(input);
  const errors = result.success ? {} : fieldErrorMap(result.error);
  const serverErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    if (result.success) save.mutate({ documentId: location?.documentId ?? null, data: result.data }, { onSuccess: onDone });
  }

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: serverErrors[name] ?? (touched[name] ? errors[name] : null),
    validity: touched[name] ? !errors[name] && !serverErrors[name] : null,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      save.reset();
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  return (
    <form onSubmit={submit} noValidate className="location-form card" aria-labelledby="location-form-title">
      <h2 id="location-form-title">{location ? `Modifier l'emplacement ${location.name}` : 'Nouvel emplacement'}</h2>
      <ErrorBanner error={errorText(save.error)} />
      <div className="form-grid">
        <TextInput {...field('name')} label="Nom" description="Par exemple A12" required />
        <TextInput {...field('street')} label="Rue" required />
        <TextInput {...field('number')} label="Devant le numéro" />
        <TextInput {...field('meters')} label="Longueur (mètres)" inputMode="decimal" required />
      </div>
      <TextArea {...field('description')} label="Description" />
      <div className="form-actions">
        <SubmitButton invalid={!result.success} busy={save.isPending}>
          Enregistrer
        </SubmitButton>
        <button type="button" className="button secondary" onClick={onDone}>
          Fermer
        </button>
      </div>
    </form>
  );
}
