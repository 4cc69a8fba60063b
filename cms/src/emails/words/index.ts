import type { Language } from '@brocante/shared';
import type { EmailWords } from './email-words';
import { fr } from './fr';
import { nl } from './nl';

export type { CancelReason, ChangedField, EmailWords } from './email-words';

/** Every language's words: a language without its module does not compile. */
export const EMAIL_WORDS: Record<Language, EmailWords> = { fr, nl };
