import { MAX_SALE_CATEGORIES, SALE_CATEGORIES, SALE_CATEGORY_LABELS, type Language, type SaleCategory } from '@brocante/shared';
import { fill } from './fill';
import { textsOf } from './index';
import type { SiteTexts } from './types';

/** The categories' names in one language, in the catalogue's order (an object's keys keep it). */
export type SaleCategoryNames = Record<SaleCategory, string>;
export type SaleChoiceWords = SiteTexts['saleChoice'] & { categories: SaleCategoryNames };
/** `locale`: whose plural rules the counts follow, and `pitchCount` how a filter's count is read (the plan's). */
export type SalePlanWords = SiteTexts['salePlan'] & {
  categories: SaleCategoryNames;
  locale: string;
  pitchCount: SiteTexts['pitchPlan']['pitchCount'];
};

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

export const salePlanWords = (language: Language): SalePlanWords => {
  const { salePlan, pitchPlan } = textsOf(language);
  return { ...salePlan, categories: categoryNames(language), locale: pitchPlan.locale, pitchCount: pitchPlan.pitchCount };
};
