import { MAX_SALE_CATEGORIES, SALE_CATEGORIES, SALE_CATEGORY_LABELS, type Language, type SaleCategory } from '@brocante/shared';
import { fill } from './fill';
import { textsOf } from './index';
import type { SiteTexts } from './types';

/** The categories' names in one language, in the catalogue's order (an object's keys keep it). */
export type SaleCategoryNames = Record<SaleCategory, string>;
export type SaleChoiceWords = SiteTexts['saleChoice'] & { categories: SaleCategoryNames };
/** `locale`: whose plural rules the count follows (the plan's). */
export type SalePlanWords = SiteTexts['salePlan'] & { categories: SaleCategoryNames; locale: string };

/**
 * What is sold, in a page's words, put together at build: the islands receive the categories' names of their page's
 * language as props (serialized into the page) and carry no catalogue in their JavaScript.
 */
const categoryNames = (language: Language): SaleCategoryNames =>
  Object.fromEntries(SALE_CATEGORIES.map((key) => [key, SALE_CATEGORY_LABELS[key][language]])) as SaleCategoryNames;

export function saleChoiceWords(language: Language): SaleChoiceWords {
  const texts = textsOf(language).saleChoice;
  return { ...texts, hint: fill(texts.hint, { max: MAX_SALE_CATEGORIES }), categories: categoryNames(language) };
}

export const salePlanWords = (language: Language): SalePlanWords => ({
  ...textsOf(language).salePlan,
  categories: categoryNames(language),
  locale: textsOf(language).pitchPlan.locale,
});
