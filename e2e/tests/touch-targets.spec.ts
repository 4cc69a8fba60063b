import { expect, test, type Page } from '@playwright/test';
import { linkIn } from '../support/mail';
import { DEMO_STAFF, hydrated, signIn, staffHeaders } from '../support/page';
import { visitorRegistration } from '../support/registrations';

/**
 * On a phone (390 CSS px wide), everything a person taps is at least 44 × 44 CSS px (WCAG 2.5.5): buttons,
 * links, fields, and a checkbox with its label. A link inside a sentence is exempt, as WCAG exempts it.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MIN_SIZE = 44;

/** The tappable things of the page smaller than MIN_SIZE, each named with its size; the skip link shows when focused. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('[hidden], [inert]');
    };
    /** A link within a sentence: inline, with words right before or after it. */
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const words = (node: Node | null) => node?.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '';
      return words(element.previousSibling) || words(element.nextSibling);
    };
    /** The box a person can tap: a checkbox or radio with its labels. */
    const tapped = (element: Element) => {
      const boxes = [
        element,
        ...(element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type) ? [...(element.labels ?? [])] : []),
      ].map((part) => part.getBoundingClientRect());
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      return {
        width: Math.max(...boxes.map((box) => box.right)) - left,
        height: Math.max(...boxes.map((box) => box.bottom)) - top,
      };
    };
    const targets = [...document.querySelectorAll('a[href], button, select, textarea, input:not([type="hidden"]), summary')];
    return targets
      .filter((element) => !element.closest('.bot-trap') && visible(element) && !inSentence(element))
      .map((element) => {
        const box = tapped(element);
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim();
        return { name: `${element.tagName.toLowerCase()} « ${name.slice(0, 40)} »`, width: box.width, height: box.height };
      })
      .filter(({ width, height }) => Math.round(width) < min || Math.round(height) < min)
      .map(({ name, width, height }) => `${name} ${Math.round(width)}×${Math.round(height)}`);
  }, MIN_SIZE);
}

test('the public pages and forms: menu, contact, both registration routes', async ({ page }) => {
  const found: string[] = [];
  for (const path of ['/', '/contact/', '/brocante/inscription-riverain/', '/brocante/inscription/', '/brocante/plan/']) {
    await page.goto(path);
    await hydrated(page);
    found.push(...(await smallTargets(page)).map((target) => `${path} ${target}`));
  }
  expect(found).toEqual([]);
});

test("the registrant's page, where a phone user copies the transfer's details", async ({ page, request }) => {
  const email = `pouce.${Date.now()}@example.be`;
  const registered = await request.post('/api/registrations', {
    data: { data: visitorRegistration({ firstName: 'Zoé', lastName: 'Pouce', email, houseNumber: '12' }) },
  });
  expect(registered.status()).toBe(201);
  await page.goto(await linkIn(email, 'Brocante : inscription reçue'));
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: /^Copier/ }).first()).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});

test('check-in, with an exhibitor who has not paid yet', async ({ page, request }) => {
  const email = `pouce.arrivee.${Date.now()}@example.be`;
  const registered = await request.post('/api/registrations', {
    data: { data: visitorRegistration({ firstName: 'Yves', lastName: 'Pouce', email, houseNumber: '14' }) },
  });
  expect(registered.status()).toBe(201);
  // Yves waits for a pitch if earlier tests took them all: then another exhibitor who has not paid.
  const staff = await staffHeaders(request);
  const unpaid = await request.get('/api/registrations?status=pending&pageSize=1', {
    headers: staff,
  });
  const [exhibitor] = (await unpaid.json()).data as { lastName: string }[];
  await page.goto('/admin/check-in');
  await signIn(page, DEMO_STAFF);
  await page.getByRole('searchbox').fill(exhibitor!.lastName);
  await expect(page.getByRole('button', { name: /^Payé sur place : / }).first()).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});
