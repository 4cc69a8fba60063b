import { pitchInputSchema, STREET_SIDE_LABELS, STREET_SIDES } from '@brocante/shared';
import { ErrorBanner, Select, SubmitButton, TextArea, TextInput, useSchemaForm } from '@brocante/ui';
import { useSavePitch } from '../api/save-pitch';
import type { Pitch } from '../types';
import { FRENCH_FORM } from '../../../lib/french-form';

interface PitchFormProps {
  pitch: Pitch | null;
  onDone: () => void;
}

type PitchFields = {
  name: string;
  street: string;
  number: string;
  meters: string;
  side: string;
  position: string;
  laneAfter: string;
  description: string;
};

const SIDE_OPTIONS = STREET_SIDES.map((side) => ({ id: side, name: STREET_SIDE_LABELS[side] }));

/** The length is typed as text, with a comma or a dot; the side and the order may stay empty. */
const toInput = (values: PitchFields) => ({
  ...values,
  meters: values.meters === '' ? Number.NaN : Number(values.meters.replace(',', '.')),
  side: values.side === '' ? null : values.side,
  position: values.position.trim() === '' ? null : Number(values.position),
  laneAfter: values.laneAfter.trim() === '' ? null : Number(values.laneAfter.replace(',', '.')),
});

export function PitchForm({ pitch, onDone }: PitchFormProps) {
  const form = useSchemaForm(
    pitchInputSchema,
    {
      name: pitch?.name ?? '',
      street: pitch?.street ?? '',
      number: pitch?.number ?? '',
      meters: pitch ? String(pitch.meters) : '3',
      side: pitch?.side ?? '',
      position: pitch?.position == null ? '' : String(pitch.position),
      laneAfter: pitch?.laneAfter == null ? '' : String(pitch.laneAfter).replace('.', ','),
      description: pitch?.description ?? '',
    },
    { ...FRENCH_FORM, toInput },
  );
  const save = useSavePitch();
  const submit = form.submit(async (data) => {
    await save.mutateAsync({ documentId: pitch?.documentId ?? null, data });
    onDone();
  });
  const field = form.field;

  return (
    <form onSubmit={submit} noValidate className="pitch-form card" aria-labelledby="pitch-form-title">
      <h2 id="pitch-form-title">{pitch ? `Modifier l'emplacement ${pitch.name}` : 'Nouvel emplacement'}</h2>
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
        <TextInput
          {...field('laneAfter')}
          label="Passage libre après (mètres)"
          inputMode="decimal"
          description="Laissé aux pompiers et aux ambulances, dessiné sur le plan et dans le dossier pour la commune ; vide : aucun."
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
