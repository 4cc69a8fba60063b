import { useState } from 'react';
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
      <SubmitButton invalid={form.invalid} busy={form.sending}>
        Inscrire et encaisser
      </SubmitButton>
    </form>
  );
}
