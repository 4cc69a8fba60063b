import type { Language } from '@brocante/shared';
import { textsOf } from '../src/i18n';
import { pathsOf } from '../src/i18n/routes';
import { saleChoiceWords, salePlanWords } from '../src/i18n/sale-words';

/** Every section of a language's catalogue and its pages' addresses: what any island may be given by its page. */
export const islandTexts = (language: Language) => ({
  ...textsOf(language),
  // What is sold, in the words the pages put together for their islands.
  saleChoice: saleChoiceWords(language),
  salePlan: salePlanWords(language),
  paths: pathsOf(language),
});

export const FR = islandTexts('fr');
export const NL = islandTexts('nl');
