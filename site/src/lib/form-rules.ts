import { useRef, useState } from 'react';
import type { ContactMessageInput, Quarter, RegistrationInput, Schema } from '@brocante/shared';
import { loadFormFeedback } from './form-feedback';

/**
 * The shared rules the forms check, the server's own, fetched apart: zod is not needed to paint a
 * form (it is rendered at build), only to check what a person types.
 */
export const contactRules = (): Promise<Schema<ContactMessageInput>> =>
  import('@brocante/shared/schemas').then((schemas) => schemas.contactMessageInputSchema);

/** The registration's rules for this quarter: a neighbour lives in one of its streets. */
export const registrationRules = (quarter: Quarter): Promise<Schema<RegistrationInput>> =>
  import('@brocante/shared/schemas').then((schemas) => schemas.registrationInputSchema(quarter));

/** Rules not there yet: nothing is valid, no field is in error; the submit button waits. */
const NOT_LOADED = {
  safeParse: () => ({ success: false, error: { issues: [] } }),
} as unknown as Schema<never>;

/**
 * A form's rules, loaded when the person first reaches the form (`loadRules` on focus), together with
 * the banner and clock a send may show: the rules are given once both are there, so nothing is sent
 * before the form can tell how it went. A load that fails (offline) is tried again at the next focus.
 */
export function useFormRules<Output>(load: () => Promise<Schema<Output>>) {
  const [rules, setRules] = useState<Schema<Output>>(NOT_LOADED);
  const loading = useRef(false);
  function loadRules() {
    if (loading.current) return;
    loading.current = true;
    Promise.all([load(), loadFormFeedback()]).then(
      ([loaded]) => setRules(loaded),
      () => {
        loading.current = false;
      },
    );
  }
  return { rules, loadRules };
}
