/**
 * Part of `pnpm bench`: weight and Lighthouse mobile scores of the public pages and of the admin's sign-in, and the admin's
 * initial JS, measured on the built site and admin served as in production (scripts/serve-built.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { median } from './bench-statistics.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { pageWeight, REGISTRATION_JS_BUDGET } from './page-weight.mjs';

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const LIGHTHOUSE_RUNS = 3;

/** Lighthouse's scores vary from one run to the next: each page is scored three times, and each score is the median. */
function lighthouseMedian(url, root) {
  const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouse(url, root)).filter(Boolean);
  if (!runs.length) return null;
  return runs[0].map((_, category) => median(runs.map((scores) => scores[category])));
}

function lighthouse(url, root) {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) return null;
  const { categories } = JSON.parse(result.stdout);
  return ['performance', 'accessibility', 'best-practices', 'seo'].map((key) => Math.round(categories[key].score * 100));
}

function adminWeights(root) {
  const dist = path.join(root, 'admin', 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const initialBytes = initial.reduce((sum, file) => sum + gz(readFileSync(path.join(dist, file))), 0);
  const chunks = readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.js') && !initial.includes(`assets/${file}`))
    .map((file) => ({ file, bytes: gz(readFileSync(path.join(dist, 'assets', file))) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { initialBytes, largest: chunks[0] ?? null };
}

export async function benchPages({ root, strapiUrl, port = 4323, measure = true }) {
  const base = `http://127.0.0.1:${port}`;
  spawnSync('pnpm', ['exec', 'astro', 'build'], {
    cwd: path.join(root, 'site'),
    env: { ...process.env, STRAPI_URL: strapiUrl, SITE_URL: base, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  spawnSync('pnpm', ['--filter', 'admin', 'run', 'build'], { cwd: root, stdio: 'ignore' });
  if (!measure) return;
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'serve-built.mjs'), '--port', String(port), '--strapi', strapiUrl],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 800));
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const pages = [
      ['accueil', '/'],
      ['actualité', '/blog/2027/brocante-de-printemps/'],
      ['contact', '/contact/'],
      ['inscription', '/brocante/inscription-riverain/'],
      ['thuis (nl)', '/nl/'],
      ['nieuws (nl)', '/nl/nieuws/2027/brocante-de-printemps/'],
      ['contact (nl)', '/nl/contact/'],
      ['inschrijving (nl)', '/nl/rommelmarkt/inschrijving-buurtbewoner/'],
      ['admin', '/admin/sign-in'],
    ];
    console.log(
      `\nPages publiques et connexion à l'admin (construites, servies comme en production ; Lighthouse mobile, médiane de ${LIGHTHOUSE_RUNS} passages)`,
    );
    console.log('page              | JS (gz)   | HTML+CSS (gz) | performance | accessibilité | bonnes pratiques | SEO');
    for (const [name, pathname] of pages) {
      const page = await browser.newPage();
      const weight = await pageWeight(page, base + pathname);
      await page.close();
      const scores = lighthouseMedian(base + pathname, root);
      const [performance, accessibility, practices, seo] = scores ?? ['—', '—', '—', '—'];
      console.log(
        `${name.padEnd(17)} | ${kb(weight.js).padStart(9)} | ${kb(weight.htmlCss).padStart(13)} | ${String(performance).padStart(11)} | ${String(accessibility).padStart(13)} | ${String(practices).padStart(16)} | ${String(seo).padStart(3)}`,
      );
    }
    for (const [name, pathname] of pages.filter(([name]) => /^ins/.test(name))) {
      const page = await browser.newPage();
      const { js } = await pageWeight(page, base + pathname);
      await page.close();
      console.log(
        `Budget du JavaScript de ${name} : ${js} o gz sur ${REGISTRATION_JS_BUDGET} (${js <= REGISTRATION_JS_BUDGET ? 'PASS' : 'FAIL'})`,
      );
    }
    const admin = adminWeights(root);
    console.log(
      `\nAdmin : JS initial ${kb(admin.initialBytes)} gz ; plus gros morceau de route ${admin.largest ? `${kb(admin.largest.bytes)} gz (${admin.largest.file})` : '—'}`,
    );
  } finally {
    await browser.close();
    server.kill();
  }
}
