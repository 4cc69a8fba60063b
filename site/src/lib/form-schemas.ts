import { useRef, useState } from 'react';
import type { ContactMessageInput, Language, Messages, Quarter, RegistrationInput, SaleCategory, Schema } from '@brocante/shared';
import { loadFormFeedback } from './form-feedback';

/**
 * The shared schemas the forms check, the server's own, fetched apart: zod is not needed to paint a
 * form (it is rendered at build), only to check what a person types.
 */
export const contactSchema = (): Promise<Schema<ContactMessageInput>> =>
  import('@brocante/shared/schemas').then((schemas) => schemas.contactMessageInputSchema);

/** The registration's schema for this quarter (a neighbor lives in one of its streets) and its edition's categories. */
export const registrationSchema = (quarter: Quarter, offered: readonly SaleCategory[]): Promise<Schema<RegistrationInput>> =>
  import('@brocante/shared/schemas').then((schemas) => schemas.registrationInputSchema(quarter, offered));

/**
 * The validation messages in the page's language, fetched with the schema: a page loads its own language's
 * catalogue only (two imports, so the bundler makes one file of each).
 */
const VALIDATION_MESSAGES: Record<Language, () => Promise<Messages>> = {
  fr: () => import('@brocante/shared/validation-messages').then((catalogue) => catalogue.VALIDATION),
  nl: () => import('@brocante/shared/validation-messages-nl').then((catalogue) => catalogue.VALIDATION_NL),
};

/** A schema not there yet: nothing is valid, no field is in error; the submit button waits. */
const NOT_LOADED = {
  safeParse: () => ({ success: false, error: { issues: [] } }),
} as unknown as Schema<never>;

/** Messages not there yet: no rule has given a code to put in words (NOT_LOADED gives none). */
const NO_MESSAGES: Messages = {};

/**
 * A form's schema and its language's validation messages, loaded when the person first reaches the form (`loadSchema`
 * on focus), together with the banner and clock a send may show: the schema is given once all are there, so nothing
 * is sent before the form can tell how it went. A load that fails (offline) is tried again at the next focus.
 */
export function useFormSchema<Output>(load: () => Promise<Schema<Output>>, language: Language) {
  const [loaded, setLoaded] = useState<{ schema: Schema<Output>; messages: Messages }>({
    schema: NOT_LOADED,
    messages: NO_MESSAGES,
  });
  const loading = useRef(false);
  function loadSchema() {
    if (loading.current) return;
    loading.current = true;
    Promise.all([load(), VALIDATION_MESSAGES[language](), loadFormFeedback()]).then(
      ([schema, messages]) => setLoaded({ schema, messages }),
      () => {
        loading.current = false;
      },
    );
  }
  return { ...loaded, loadSchema };
}

/** What EmailInput says of a likely mistyped address, in the page's words (« Vouliez-vous dire … ? »). */
export const suggestionWords = (fields: { didYouMean: string; questionMark: string }) => ({
  didYouMean: fields.didYouMean,
  questionMark: fields.questionMark,
});
