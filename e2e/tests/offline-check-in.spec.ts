import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { PHONE, signIn, staffHeaders } from '../support/page';
import { visitorRegistration } from '../support/registrations';
import { E2E_BASE_URL, ROOT } from '../support/stack';
import { strapiDatabase } from '../support/strapi-database';

/**
 * The check-in screen as an app on a phone (docs/check-in.md): opened once with the network, it opens
 * again with none — reloaded, its browser closed and reopened — with the exhibitors and the taps kept on
 * the phone, and the taps reach the server once, dated when they were made. A browser profile kept on
 * disk is the phone: its service worker, its IndexedDB, its session cookie.
 */
let profile: string;
let phone: BrowserContext;

async function openPhone(): Promise<BrowserContext> {
  const launch = test.info().project.use.launchOptions ?? {};
  phone = await chromium.launchPersistentContext(profile, {
    ...launch,
    baseURL: E2E_BASE_URL,
    ...PHONE,
  });
  return phone;
}

test.beforeEach(() => {
  profile = mkdtempSync(path.join(os.tmpdir(), 'brocante-phone-'));
});
test.afterEach(async () => {
  await phone?.close();
  rmSync(profile, { recursive: true, force: true });
});

/** A visitor registered and paid, as the volunteers would have them on the morning. */
async function paidExhibitor(request: APIRequestContext, firstName: string, lastName: string, houseNumber: string) {
  const email = `${firstName}.${lastName}.${Date.now()}@example.be`.toLowerCase();
  const registered = await request.post('/api/registrations', {
    data: { data: visitorRegistration({ firstName, lastName, email, houseNumber, street: 'Rue des Veilleurs' }) },
  });
  expect(registered.status()).toBe(201);
  // Signed in for each look (a test ends every session on the server).
  const staff = await staffHeaders(request);
  const [registration] = (
    await (await request.get(`/api/registrations?q=${encodeURIComponent(email)}`, { headers: staff })).json()
  ).data;
  const paid = await request.post(`/api/registrations/${registration.documentId}/steps`, {
    headers: staff,
    data: { data: { event: 'pay' } },
  });
  expect(paid.status()).toBe(200);
  /** When the server says they arrived. */
  const arrival = async () => {
    const list = (await (await request.get('/api/check-in', { headers: await staffHeaders(request) })).json()).data
      .exhibitors as {
      documentId: string;
      arrivedAt: string | null;
    }[];
    return list.find((exhibitor) => exhibitor.documentId === registration.documentId)?.arrivedAt ?? null;
  };
  return { name: `${lastName} ${firstName}`, arrival };
}

/** Signs in on the check-in screen, with the network, and lets the service worker take the app in. */
async function openOnline(name: string) {
  const page = phone.pages()[0] ?? (await phone.newPage());
  await page.goto('/admin/check-in');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Accueil des exposants' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Chercher un exposant' }).fill(name);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return page;
}

test('the check-in app opens with no network, reloaded or reopened, and its taps reach the server once, dated when made', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const exhibitor = await paidExhibitor(request, 'Nadia', 'Verhaegen', '1');
  await openPhone();
  let page = await openOnline(exhibitor.name);

  await phone.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Accueil des exposants' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Chercher un exposant' }).fill(exhibitor.name);
  const card = () => page.getByRole('listitem').filter({ hasText: exhibitor.name });
  const tappedAt = Date.now();
  await card()
    .getByRole('button', { name: `Arrivée de ${exhibitor.name}` })
    .click();
  await expect(card()).toContainText(/Arrivée à \d\d:\d\d/);
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne depuis' })).toHaveText(
    /^Hors ligne depuis \d\d:\d\d\. 1 arrivée à envoyer, en attente sur ce téléphone jusqu'au retour du réseau\.$/,
  );

  // The phone's browser closes (a discarded tab, a restart) and opens again, still with no network.
  await phone.close();
  await openPhone();
  await phone.setOffline(true);
  page = await phone.newPage();
  await page.goto('/admin/check-in');
  await expect(page.getByRole('heading', { name: 'Accueil des exposants' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Chercher un exposant' }).fill(exhibitor.name);
  await expect(card()).toContainText(/Arrivée à \d\d:\d\d/);
  await expect(page.getByText(/1 arrivée à envoyer/)).toBeVisible();
  expect(await exhibitor.arrival()).toBeNull();

  // The network returns: the tap goes first, with a session renewed from the cookie, dated when it was made.
  await phone.setOffline(false);
  await expect(page.getByText('Tout est envoyé.')).toBeVisible({ timeout: 30_000 });
  const arrivedAt = new Date((await exhibitor.arrival())!).getTime();
  expect(Math.abs(arrivedAt - tappedAt)).toBeLessThan(5_000);
});

test('taps made offline wait on the phone when the session ended meanwhile, and leave after the next sign-in', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const exhibitor = await paidExhibitor(request, 'Bram', 'Claessens', '2');
  await openPhone();
  await openOnline(exhibitor.name);
  await phone.close();

  await openPhone();
  await phone.setOffline(true);
  const page = await phone.newPage();
  await page.goto('/admin/check-in');
  await page.getByRole('searchbox', { name: 'Chercher un exposant' }).fill(exhibitor.name);
  await page
    .getByRole('listitem')
    .filter({ hasText: exhibitor.name })
    .getByRole('button', { name: `Arrivée de ${exhibitor.name}` })
    .click();
  await expect(page.getByText(/1 arrivée à envoyer/)).toBeVisible();

  // Meanwhile the volunteers' sessions end on the server (signed out elsewhere, or past their limit).
  const db = strapiDatabase();
  try {
    db.prepare("DELETE FROM strapi_sessions WHERE origin = 'users-permissions'").run();
  } finally {
    db.close();
  }
  await phone.setOffline(false);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible({ timeout: 30_000 });
  expect(await exhibitor.arrival()).toBeNull();
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Accueil des exposants' })).toBeVisible();
  await expect(page.getByText('Tout est envoyé.')).toBeVisible({ timeout: 30_000 });
  expect(await exhibitor.arrival()).toEqual(expect.any(String));
});

test('a signed-out phone opens nothing of the check-in offline, and keeps no exhibitor', async ({ request }) => {
  const exhibitor = await paidExhibitor(request, 'Lotte', 'Desmet', '3');
  await openPhone();
  const page = await openOnline(exhibitor.name);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const kept = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const opened = indexedDB.open('brocante-check-in');
        opened.onsuccess = () => {
          const read = opened.result.transaction('list').objectStore('list').get('current');
          read.onsuccess = () => resolve(read.result ?? null);
        };
      }),
  );
  expect(kept).toBeNull();
  await phone.setOffline(true);
  await page.goto('/admin/check-in');
  await expect(page.getByRole('heading', { name: 'Accueil des exposants' })).toHaveCount(0);
  await expect(page.getByText(exhibitor.name)).toHaveCount(0);
});

test('a new version of the app, deployed while the phone has it open, takes over only at the next opening', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const exhibitor = await paidExhibitor(request, 'Ines', 'Wauters', '4');
  await openPhone();
  const page = await openOnline(exhibitor.name);

  // The committee deploys a new admin: its page changes, and so does the service worker that lists it.
  const dist = path.join(ROOT, 'admin', 'dist');
  const [page1, worker1] = ['index.html', 'sw.js'].map((file) => readFileSync(path.join(dist, file), 'utf8'));
  try {
    writeFileSync(path.join(dist, 'index.html'), page1!.replace('<title>', '<meta name="deployed" content="2" /><title>'));
    writeFileSync(path.join(dist, 'sw.js'), worker1!.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, '$1new-version"'));
    // In the middle of the morning: a reload keeps the version in use, while the new one waits.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accueil des exposants' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), {
        timeout: 30_000,
      })
      .toBe(true);
    await expect(page.locator('meta[name="deployed"]')).toHaveCount(0);

    // The app closed (every tab, as between two mornings) and opened again: the new version.
    await phone.close();
    await openPhone();
    const next = await phone.newPage();
    await expect
      .poll(
        async () => {
          await next.goto('/admin/check-in');
          return next.locator('meta[name="deployed"]').count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect(next.getByRole('heading', { name: 'Accueil des exposants' })).toBeVisible();
  } finally {
    writeFileSync(path.join(dist, 'index.html'), page1!);
    writeFileSync(path.join(dist, 'sw.js'), worker1!);
  }
});
