import type { Language } from './language.js';

/**
 * What is sold where: the catalogue of the categories a committee may offer its exhibitors, by stable key (the key is
 * stored, the words follow the reader's language). Each edition offers some of them (its `saleCategories`); an
 * exhibitor ticks up to MAX_SALE_CATEGORIES of those, and the public plan shows them per pitch. Their checks (zod) are
 * in sale-category-schemas.ts, so that the plan's JavaScript does not carry them.
 */
/** The catalogue, most sold first. */
export const SALE_CATEGORIES = [
  'clothes',
  'toys',
  'books',
  'records',
  'furniture',
  'antiques',
  'tableware',
  'decoration',
  'tools',
  'electronics',
  'childcare',
  'sport',
  'jewellery',
] as const;
export type SaleCategory = (typeof SALE_CATEGORIES)[number];

export const SALE_CATEGORY_LABELS: Record<SaleCategory, Record<Language, string>> = {
  clothes: { fr: 'vêtements', nl: 'kleding' },
  toys: { fr: 'jouets', nl: 'speelgoed' },
  books: { fr: 'livres', nl: 'boeken' },
  records: { fr: 'vinyles et CD', nl: "platen en cd's" },
  furniture: { fr: 'meubles', nl: 'meubelen' },
  antiques: { fr: 'brocante ancienne', nl: 'antiek' },
  tableware: { fr: 'vaisselle', nl: 'serviesgoed' },
  decoration: { fr: 'décoration', nl: 'decoratie' },
  tools: { fr: 'outils', nl: 'gereedschap' },
  electronics: { fr: 'électronique', nl: 'elektronica' },
  childcare: { fr: 'puériculture', nl: 'babyspullen' },
  sport: { fr: 'sport', nl: 'sport' },
  jewellery: { fr: 'bijoux', nl: 'juwelen' },
};

/** What a new edition offers until the committee says otherwise: the catalogue's first eight, what sells most. */
export const DEFAULT_SALE_CATEGORIES: readonly SaleCategory[] = SALE_CATEGORIES.slice(0, 8);

/** The most categories one exhibitor ticks: a few words per pitch on the plan, not the whole catalogue. */
export const MAX_SALE_CATEGORIES = 5;

export const isSaleCategory = (key: unknown): key is SaleCategory => SALE_CATEGORIES.includes(key as SaleCategory);

/**
 * Categories as stored (a JSON column: an array, or its text on SQLite), in the catalogue's order, unknown keys and
 * repeats left out; null or unreadable: none.
 */
export function storedSaleCategories(value: unknown): SaleCategory[] {
  let keys = value;
  if (typeof value === 'string') {
    try {
      keys = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(keys) ? SALE_CATEGORIES.filter((key) => keys.includes(key)) : [];
}

/** "Marie D.": how the plan names an exhibitor who agreed to it. */
export function nameOnPlan(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
