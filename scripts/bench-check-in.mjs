/**
 * `pnpm bench`, the morning of the brocante: the check-in screen on an emulated mid-range phone (4× CPU
 * slowdown, DevTools' "Slow 4G"), 500 paid exhibitors in the list. Time from opening /admin/check-in to a
 * name that can be searched (the search box there, the 500 exhibitors loaded): the first load (signed
 * in, nothing of the app on the phone yet), a reopening with the network (the app from its service
 * worker, the list from the server) and a reopening with none (everything from the phone). Median of
 * RUNS, each on a fresh phone profile; printed beside the targets (docs/check-in.md).
 */
// The functions given to page.evaluate and addInitScript run in the page.
/* global document, window, requestAnimationFrame */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { median } from './bench-statistics.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';

const EXHIBITORS = 500;
const RUNS = 3;
const CPU_SLOWDOWN = 4;
/** Chrome DevTools' "Slow 4G" preset: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const TARGETS = { first: 8000, online: 3000, offline: 1500 };
const STAFF = { identifier: 'benevole@example.be', password: 'Brocante-2027' };

/** 500 pitches on five streets of the bench, each held by a paid visitor of the coming edition. */
function seed(root, sqliteFile) {
  const Database = createRequire(path.join(root, 'cms', 'package.json'))('better-sqlite3');
  const db = new Database(sqliteFile);
  try {
    const edition = db.prepare("SELECT date FROM editions WHERE state = 'open' ORDER BY date LIMIT 1").get().date;
    const day = typeof edition === 'number' ? new Date(edition).toISOString().slice(0, 10) : String(edition).slice(0, 10);
    const now = Date.now();
    const location = db.prepare(
      `INSERT INTO locations (document_id, name, street, number, meters, created_at, updated_at, published_at)
       VALUES (?, ?, ?, ?, 3, ?, ?, ?)`,
    );
    const registration = db.prepare(
      `INSERT INTO registrations (document_id, kind, first_name, last_name, email, phone, street, house_number, postal_code,
         city, comment, accepts_rules, accepts_privacy, status, amount, deposit, pitch_count, payment_reference, edition,
         access_key_version, created_at, updated_at, published_at)
       VALUES (?, 'visitor', ?, ?, ?, '0470 12 34 56', 'Chaussée de Waterloo', ?, '1180', 'Uccle', '', 1, 1, 'paid', 15, 0, 1,
         ?, ?, 0, ?, ?, ?)`,
    );
    const holder = db.prepare(
      'INSERT INTO registrations_locations_lnk (registration_id, location_id, location_ord, registration_ord, edition) VALUES (?, ?, 1, 1, ?)',
    );
    db.transaction(() => {
      for (let i = 1; i <= EXHIBITORS; i += 1) {
        const street = `Rue du Banc ${Math.ceil(i / 100)}`;
        const pitch = location.run(`bench-location-${i}`, `B${i}`, street, String(i), now, now, now).lastInsertRowid;
        const person = registration.run(
          `bench-check-in-${i}`,
          `Prénom${i}`,
          `Exposant${i}`,
          `accueil${i}@example.be`,
          String(i),
          String(800000000000 + i).padStart(12, '0'),
          day,
          now,
          now,
          now,
        ).lastInsertRowid;
        holder.run(person, pitch, day);
      }
    })();
  } finally {
    db.close();
  }
}

/**
 * Opens the check-in screen on a throttled page and returns the milliseconds from the navigation's start to
 * the first frame where a name can be searched, as the page itself times it (performance.now()).
 */
async function timeToSearch(page, { network }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network ? SLOW_4G : { ...SLOW_4G, offline: true });
  await page.addInitScript((count) => {
    const ready = () =>
      document.querySelector('input[type="search"]') && document.body.innerText.includes(`0 / ${count} exposants`);
    const watch = () => (ready() ? (window.searchableAt = performance.now()) : requestAnimationFrame(watch));
    requestAnimationFrame(watch);
  }, EXHIBITORS);
  await page.goto('/admin/check-in', { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof window.searchableAt === 'number', null, { timeout: 120_000 });
  return page.evaluate(() => window.searchableAt);
}

/** Chrome's installability errors of each phone's first load (none: the app can be installed). */
const installable = [];

async function onePhone(base) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'brocante-bench-phone-'));
  const phone = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
    baseURL: base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-BE',
  });
  try {
    // Signed in beforehand (the session cookie on the phone), nothing of the app cached yet.
    const signedIn = await phone.request.post('/api/auth/local', { data: STAFF });
    if (!signedIn.ok()) throw new Error(`connexion : ${signedIn.status()}`);
    // The browser's own blank page closed: each opening is the phone's only tab.
    await Promise.all(phone.pages().map((blank) => blank.close()));
    let page = await phone.newPage();
    const first = await timeToSearch(page, { network: true });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // What Chrome says of the app's installability (Lighthouse 12 and later no longer audit it).
    const { installabilityErrors } = await (await phone.newCDPSession(page)).send('Page.getInstallabilityErrors');
    installable.push(installabilityErrors.map((error) => error.errorId));
    await page.close();
    page = await phone.newPage();
    const online = await timeToSearch(page, { network: true });
    await page.close();
    await phone.setOffline(true);
    const offline = await timeToSearch(await phone.newPage(), { network: false });
    return { first, online, offline };
  } finally {
    await phone.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const seconds = (ms) => `${(ms / 1000).toLocaleString('fr-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} s`;

export async function benchCheckIn({ root, strapiUrl, sqliteFile, port = 4324 }) {
  seed(root, sqliteFile);
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'serve-built.mjs'), '--port', String(port), '--strapi', strapiUrl],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 800));
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await onePhone(`http://127.0.0.1:${port}`));
    console.log(
      `\nAccueil du jour, ${EXHIBITORS} exposants, téléphone émulé (CPU ×${CPU_SLOWDOWN}, « Slow 4G ») : temps jusqu'à pouvoir chercher un nom, médiane de ${RUNS} téléphones`,
    );
    console.log('ouverture                          | médiane  | passages                 | cible');
    for (const [key, label] of [
      ['first', 'première (connecté, rien en cache)'],
      ['online', 'réouverture avec réseau'],
      ['offline', 'réouverture sans réseau'],
    ]) {
      const values = runs.map((one) => one[key]);
      console.log(
        `${label.padEnd(34)} | ${seconds(median(values)).padStart(8)} | ${values.map(seconds).join(', ').padEnd(24)} | ≤ ${seconds(TARGETS[key])}`,
      );
    }
    const errors = [...new Set(installable.flat())];
    console.log(
      `Installable (Chrome, Page.getInstallabilityErrors) : ${errors.length ? `non — ${errors.join(', ')}` : 'oui, aucune erreur'}`,
    );
  } finally {
    server.kill();
  }
}
