import { NEW_PASSWORD_MIN_LENGTH, type Language } from '@brocante/shared';
import { TextInput } from '@brocante/ui';

const HINTS: Record<Language, string> = {
  fr: `Au moins ${NEW_PASSWORD_MIN_LENGTH} caractères ; une phrase que vous retenez fait l'affaire.`,
  nl: `Minstens ${NEW_PASSWORD_MIN_LENGTH} tekens; een zin die u onthoudt, volstaat.`,
};

/** The password a volunteer chooses (joining the team, or after forgetting theirs), with its rule in their language. */
export function NewPasswordInput({
  label,
  language,
  ...field
}: { label: string; language: Language } & Omit<Parameters<typeof TextInput>[0], 'label' | 'type'>) {
  return (
    <TextInput {...field} type="password" label={label} description={HINTS[language]} autoComplete="new-password" required />
  );
}
