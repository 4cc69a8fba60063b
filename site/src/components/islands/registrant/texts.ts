import type { Language } from '@brocante/shared';
import type { SaleChoiceWords } from '../../../i18n/sale-words';
import type { IslandTexts } from '../../../i18n/types';

/** What the registrant's page shows, in its page's language (given by the page, not in the island's JS). */
export type RegistrantIslandTexts = IslandTexts<'registrant' | 'payment' | 'pitchPlan' | 'fields'> & {
  saleChoice: SaleChoiceWords;
};

/** What each part of the registrant's page is given. */
export interface RegistrantPart {
  language: Language;
  texts: RegistrantIslandTexts;
}
