import * as z from 'zod/mini';
import { MAX_SALE_CATEGORIES, SALE_CATEGORIES, type SaleCategory } from './sale-categories.js';
import { strictObject } from './schema-fields.js';
import { VALIDATION_CODES } from './validation-codes.js';

/** Keys of the catalogue, each once, in the catalogue's order. */
const categoryKeys = (allowed: readonly SaleCategory[], max: number = SALE_CATEGORIES.length) =>
  z.pipe(
    z.array(z.string({ error: VALIDATION_CODES.saleCategory }), { error: VALIDATION_CODES.invalidBody }).check(
      z.refine((keys) => keys.every((key) => allowed.includes(key as SaleCategory)), {
        error: VALIDATION_CODES.saleCategory,
        abort: true,
      }),
      z.refine((keys) => new Set(keys).size <= max, { error: VALIDATION_CODES.saleCategoryCount(max) }),
    ),
    z.transform((keys): SaleCategory[] => SALE_CATEGORIES.filter((key) => keys.includes(key))),
  );

/** The categories an edition offers: keys of the catalogue (none: exhibitors are not asked). */
export const offeredSaleCategoriesSchema = categoryKeys(SALE_CATEGORIES);

/**
 * What an exhibitor says they will sell, among the categories their edition offers, and whether the public plan may
 * show their first name and initial (never unless they tick it). Part of the registration form and of the private page.
 */
export function saleChoiceFields(offered: readonly SaleCategory[]) {
  return {
    saleCategories: z._default(categoryKeys(offered, MAX_SALE_CATEGORIES), []),
    nameOnPlan: z._default(z.boolean({ error: VALIDATION_CODES.invalidBody }), false),
  };
}

/** The private page's change of what is sold (the key aside, read by the controller). */
export function saleChoiceSchema(offered: readonly SaleCategory[]) {
  return strictObject(saleChoiceFields(offered));
}
export type SaleChoice = z.infer<ReturnType<typeof saleChoiceSchema>>;
