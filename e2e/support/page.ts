import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Islands answer only once hydrated: wait before typing. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((island) => !island.hasAttribute('ssr')));
}

/** axe finds no WCAG 2.1 A or AA violation on what the page shows now. */
export async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}
