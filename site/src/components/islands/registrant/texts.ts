import type { Language } from '@brocante/shared';
import type { IslandTexts } from '../../../i18n/types';

/** What the registrant's page shows, in its page's language (given by the page, not in the island's JS). */
export type RegistrantIslandTexts = IslandTexts<'registrant' | 'payment' | 'pitchPlan' | 'fields' | 'saleChoice'>;

/** What each part of the registrant's page is given. */
export interface RegistrantPart {
  language: Language;
  texts: RegistrantIslandTexts;
}
