import { TEXTS, VALIDATION } from '@brocante/shared';

/** The admin's forms speak French, the volunteers' language: the words their schemas' codes are put in (use-schema-form.ts). */
export const FRENCH_FORM = { messages: VALIDATION, loadingError: TEXTS.loadingError } as const;
