import type { Language } from '@brocante/shared';
import { textsOf } from '../src/i18n';
import { pathsOf } from '../src/i18n/routes';

/** Every section of a language's catalogue and its pages' addresses: what any island may be given by its page. */
export const islandTexts = (language: Language) => ({ ...textsOf(language), paths: pathsOf(language) });

export const FR = islandTexts('fr');
export const NL = islandTexts('nl');
