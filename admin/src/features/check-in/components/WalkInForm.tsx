import { useId, useState } from 'react';
import { formatEuro, pitchesFrom, walkInAmount, walkInSchema, type CheckInList, type WalkIn } from '@brocante/shared';
import { EmailInput, ErrorBanner, Select, SubmitButton, TextInput, useSchemaForm } from '@brocante/ui';
import { FRENCH_FORM } from '../../../lib/french-form';

const LANGUAGE_OPTIONS = [
  { id: 'fr', name: 'Français' },
  { id: 'nl', name: 'Nederlands' },
];
const PAYMENT_OPTIONS = [
  { id: 'cash', name: 'En espèces' },
  { id: 'transfer', name: 'Par virement, fait devant vous' },
];

/** What each field still wrong is called when the greyed button says what is missing, in the form's order. */
const MISSING: { field: keyof WalkIn; empty: string; wrong: string }[] = [
  { field: 'firstName', empty: 'le prénom', wrong: 'un prénom plus court' },
  { field: 'lastName', empty: 'le nom', wrong: 'un nom plus court' },
  { field: 'email', empty: 'un e-mail ou un téléphone', wrong: 'un e-mail valide' },
  { field: 'phone', empty: 'un e-mail ou un téléphone', wrong: 'un téléphone valide' },
  { field: 'language', empty: 'la langue de ses e-mails', wrong: 'la langue de ses e-mails' },
  { field: 'payment', empty: 'le paiement reçu', wrong: 'le paiement reçu' },
];

/** « le prénom, le nom et le paiement reçu »: what the walk-in form still needs, or '' when it may be sent. */
function missing(values: Record<keyof WalkIn, string>): string {
  const result = walkInSchema.safeParse(values);
  if (result.success) return '';
  const wrong = new Set(result.error.issues.map((issue) => issue.path[0]));
  const said = MISSING.filter(({ field }) => wrong.has(field)).map(({ field, empty, wrong: invalid }) =>
    values[field].trim() ? invalid : empty,
  );
  return new Intl.ListFormat('fr', { type: 'conjunction' }).format([...new Set(said)]);
}

interface WalkInFormProps {
  list: CheckInList;
  /** The free pitch chosen: the walk-in's first. */
  pitch: string;
  onRegister: (walkIn: WalkIn, pitches: string[]) => Promise<void>;
}

/**
 * A walk-in exhibitor registered at the gate in one screen: a name, an e-mail or a phone, how many pitches from the
 * one chosen, how they paid. Kept on the phone like every tap: the server registers them once, paid and arrived.
 */
export function WalkInForm({ list, pitch, onRegister }: WalkInFormProps) {
  const counts = Array.from({ length: list.pricing.pitchesPerRegistration }, (_, index) => index + 1).filter((count) =>
    pitchesFrom(list, pitch, count),
  );
  const [count, setCount] = useState(1);
  const form = useSchemaForm(
    walkInSchema,
    { firstName: '', lastName: '', email: '', phone: '', language: 'fr', payment: '' },
    FRENCH_FORM,
  );
  const missingId = useId();
  const stillMissing = missing(form.values);
  const pitches = pitchesFrom(list, pitch, count) ?? [pitch];
  const amount = formatEuro(walkInAmount(list, pitches.length));
  const submit = form.submit(async (walkIn) => {
    if (!window.confirm(`${amount} reçus de ${walkIn.firstName} ${walkIn.lastName} pour ${pitches.join(', ')} ?`)) return;
    await onRegister(walkIn, pitches);
  });

  return (
    <form className="walk-in" onSubmit={submit} noValidate aria-label={`Exposant de passage sur ${pitch}`}>
      <ErrorBanner error={form.error} />
      <TextInput {...form.field('firstName')} label="Prénom" autoComplete="off" required />
      <TextInput {...form.field('lastName')} label="Nom" autoComplete="off" required />
      <EmailInput {...form.field('email')} label="E-mail" description="Pour son laissez-passer ; ou son téléphone." />
      <TextInput {...form.field('phone')} type="tel" inputMode="tel" label="Téléphone" autoComplete="off" />
      <Select
        {...form.field('language')}
        label="Langue de ses e-mails"
        options={LANGUAGE_OPTIONS}
        placeholder="Choisir une langue"
        required
      />
      {counts.length > 1 && (
        <Select
          name="pitch-count"
          value={String(count)}
          onChange={(value) => setCount(Number(value))}
          label="Emplacements"
          options={counts.map((option) => ({ id: String(option), name: pitchesFrom(list, pitch, option)!.join(', ') }))}
          placeholder="Combien ?"
          required
        />
      )}
      <Select {...form.field('payment')} label="Paiement reçu" options={PAYMENT_OPTIONS} placeholder="Comment ?" required />
      <p>
        À recevoir : <strong>{amount}</strong> pour {pitches.join(', ')}.
      </p>
      {stillMissing && (
        <p id={missingId} className="field-description">
          Pour inscrire et encaisser, il manque {stillMissing}.
        </p>
      )}
      <SubmitButton invalid={form.invalid} busy={form.sending} aria-describedby={stillMissing ? missingId : undefined}>
        Inscrire et encaisser
      </SubmitButton>
    </form>
  );
}
