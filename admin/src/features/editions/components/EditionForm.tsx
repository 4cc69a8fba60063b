import { useId, useMemo } from 'react';
import {
  editionSettingsSchema,
  fieldErrorMap,
  formatDate,
  SETTINGS_LABELS,
  type EditionRecord,
  type EditionSettings,
} from '@brocante/shared';
import {
  ErrorBanner,
  Select,
  SubmitButton,
  TextInput,
  useSchemaForm,
  type SelectOption,
  type TextInputProps,
} from '@brocante/ui';
import { useCreateEdition, useUpdateEdition } from '../api/editions';
import { EDITION_FIELD_ORDER, editionFields, editionInput } from '../lib/settings-fields';
import { ErrorSummary } from './ErrorSummary';
import { SaleCategoriesField } from './SaleCategoriesField';
import { FRENCH_FORM } from '../../../lib/french-form';

/** A new edition (from a proposal, or from nothing), or an existing one's settings. */
export type EditionFormSubject = { kind: 'new'; proposal: EditionSettings | null } | { kind: 'edit'; edition: EditionRecord };

interface EditionFormProps {
  subject: EditionFormSubject;
  onDone: (said: string | null) => void;
}

type FieldName = (typeof EDITION_FIELD_ORDER)[number];

/** How each field is typed, and what a volunteer may need to know about it. */
const CONTROLS: Record<FieldName, Pick<TextInputProps, 'type' | 'inputMode' | 'description' | 'required'>> = {
  date: { type: 'date', required: true },
  arrivalFrom: { type: 'time', required: true, description: 'Heure de Bruxelles, par exemple 06:00.' },
  arrivalUntil: { type: 'time', required: true, description: 'Heure de Bruxelles, par exemple 08:30.' },
  registrationPrice: { inputMode: 'decimal', required: true, description: 'En euros, par exemple 12,50.' },
  neighborPrice: { inputMode: 'decimal', description: 'En euros ; vide : le prix des visiteurs.' },
  deposit: { inputMode: 'decimal', required: true, description: 'En euros, rendue après la brocante ; 0 : pas de caution.' },
  pitchesPerRegistration: { inputMode: 'numeric', required: true },
  householdRegistrationLimit: { inputMode: 'numeric', required: true },
  neighborRegistrationEnd: { type: 'datetime-local', required: true, description: 'Heure de Bruxelles.' },
  visitorRegistrationEnd: { type: 'datetime-local', required: true, description: 'Heure de Bruxelles.' },
  registrantCancellationEnd: {
    type: 'datetime-local',
    description: "Heure de Bruxelles ; vide : jusqu'à la clôture des visiteurs.",
  },
  unpaidGraceDays: {
    inputMode: 'numeric',
    required: true,
    description: "Jours laissés pour payer avant que l'inscription n'expire.",
  },
  reminderDaysBeforeExpiry: {
    inputMode: 'numeric',
    required: true,
    description: "Jours avant l'échéance où le rappel part ; 0 : pas de rappel.",
  },
  noShowRefund: {
    description:
      "Un exposant pas arrivé à la fin des arrivées dont l'emplacement est libéré à l'accueil : ce que dit le règlement.",
  },
  streetsClosedFrom: {
    type: 'time',
    description:
      "Heure de Bruxelles où les rues ferment à la circulation, au plus tard à l'arrivée des exposants ; pour le dossier de la commune.",
  },
  streetsClosedUntil: { type: 'time', description: 'Heure de Bruxelles où elles rouvrent.' },
  communeNoticeWorkingDays: {
    inputMode: 'numeric',
    required: true,
    description:
      'Jours ouvrables avant la brocante où la commune veut le dossier (Uccle : 10) ; le tableau de bord rappelle la date. 0 : pas de délai.',
  },
};

/** The fields chosen among a few answers rather than typed. */
const CHOICES: Partial<Record<FieldName, SelectOption[]>> = {
  noShowRefund: [
    { id: 'false', name: 'Non : il ne récupère rien (le plus courant)' },
    { id: 'true', name: 'Oui : son paiement lui est remboursé' },
  ],
};

/** The fields in groups, as a committee thinks of them. */
const GROUPS: { legend: string; fields: FieldName[] }[] = [
  { legend: 'Le jour', fields: ['date', 'arrivalFrom', 'arrivalUntil'] },
  { legend: 'Les prix', fields: ['registrationPrice', 'neighborPrice', 'deposit'] },
  { legend: 'Les inscriptions', fields: ['pitchesPerRegistration', 'householdRegistrationLimit'] },
  { legend: 'Les échéances', fields: ['neighborRegistrationEnd', 'visitorRegistrationEnd', 'registrantCancellationEnd'] },
  { legend: 'Les paiements', fields: ['unpaidGraceDays', 'reminderDaysBeforeExpiry', 'noShowRefund'] },
  { legend: 'La commune', fields: ['streetsClosedFrom', 'streetsClosedUntil', 'communeNoticeWorkingDays'] },
];

function title(subject: EditionFormSubject): string {
  if (subject.kind === 'new') return subject.proposal ? 'Préparer la prochaine édition' : 'Nouvelle édition';
  const day = formatDate(subject.edition.date);
  return subject.edition.state === 'archived' ? `Règles de l'édition du ${day} (archivée)` : `Règles de l'édition du ${day}`;
}

/**
 * An edition's settings: checked by the shared schema as the volunteer types, the server's refusals
 * beside their fields. An archived edition's settings are only read.
 */
export function EditionForm({ subject, onDone }: EditionFormProps) {
  const edition = subject.kind === 'edit' ? subject.edition : null;
  const readOnly = edition?.state === 'archived';
  const form = useSchemaForm(editionSettingsSchema, editionFields(subject.kind === 'edit' ? subject.edition : subject.proposal), {
    ...FRENCH_FORM,
    toInput: editionInput,
  });
  const create = useCreateEdition();
  const update = useUpdateEdition();
  const titleId = useId();
  const summaryId = useId();

  const submit = form.submit(async (data) => {
    if (edition) {
      await update.mutateAsync({ date: edition.date, data });
      onDone(`Règles de l'édition du ${formatDate(data.date)} enregistrées.`);
    } else {
      await create.mutateAsync(data);
      onDone(`Édition du ${formatDate(data.date)} créée, en préparation : ouvrez ses inscriptions quand elle est prête.`);
    }
  });

  // Every rule that still fails, touched or not: « Enregistrer » stays greyed until none does.
  const parsed = useMemo(() => editionSettingsSchema.safeParse(editionInput(form.values)), [form.values]);
  const pending = parsed.success ? {} : fieldErrorMap(parsed.error, FRENCH_FORM.messages);
  const summary = readOnly
    ? []
    : EDITION_FIELD_ORDER.flatMap((name) => {
        const message = form.field(name).error ?? pending[name];
        return message ? [{ name, label: SETTINGS_LABELS[name], message }] : [];
      });

  return (
    <form onSubmit={submit} noValidate className="edition-form card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title(subject)}</h2>
      {subject.kind === 'new' && subject.proposal && (
        <p>
          Les règles de la dernière édition, un an plus tard (même jour de la semaine, échéances autant de jours avant la
          brocante). Modifiez ce qui change ; l'édition sera créée en préparation, le site ne la montrera qu'une fois ses
          inscriptions ouvertes.
        </p>
      )}
      {edition?.state === 'open' && (
        <p className="notice">Cette édition est ouverte : le site montre déjà ses règles, chaque changement s'y voit aussitôt.</p>
      )}
      {readOnly && <p className="notice">Une édition archivée ne se modifie plus : ses règles sont en lecture seule.</p>}
      <ErrorBanner error={form.error} />
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="edition-fieldset">
          <legend>{group.legend}</legend>
          <div className="form-grid">
            {group.fields.map((name) => {
              const choices = CHOICES[name];
              return choices ? (
                <Select
                  key={name}
                  {...form.field(name)}
                  options={choices}
                  placeholder="Choisir"
                  description={CONTROLS[name].description}
                  disabled={readOnly}
                  label={SETTINGS_LABELS[name]}
                />
              ) : (
                <TextInput
                  key={name}
                  {...form.field(name)}
                  {...CONTROLS[name]}
                  required={!readOnly && CONTROLS[name].required}
                  readOnly={readOnly}
                  label={SETTINGS_LABELS[name]}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <SaleCategoriesField {...form.field('saleCategories')} readOnly={readOnly} />
      <ErrorSummary errors={summary} id={summaryId} />
      <div className="form-actions">
        {!readOnly && (
          <SubmitButton invalid={form.invalid} busy={form.sending}>
            {subject.kind === 'new' ? "Créer l'édition" : 'Enregistrer'}
          </SubmitButton>
        )}
        <button type="button" className="button secondary" onClick={() => onDone(null)}>
          {readOnly ? 'Fermer' : 'Annuler'}
        </button>
      </div>
    </form>
  );
}
