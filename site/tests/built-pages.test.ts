// @vitest-environment node
/**
 * The built site in both languages: `astro build` against a stand-in for Strapi (site/tests/support/fake-strapi.mjs), into
 * a folder of its own, then read as a visitor's browser would receive it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { LANGUAGES, TEXTS, transferLines } from '@brocante/shared';
import { fr } from '../src/i18n/fr';
import { nl } from '../src/i18n/nl';
import { startFakeStrapi } from './support/fake-strapi.mjs';
import { pageScripts } from './support/page-scripts.mjs';

const SITE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_URL = 'https://quartier.example';
let dist = '';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'site-built-'));
  const strapi = await startFakeStrapi();
  try {
    // Not spawnSync: the stand-in answers the build from this process.
    const build = spawn('pnpm', ['exec', 'astro', 'build'], {
      cwd: SITE,
      env: { ...process.env, STRAPI_URL: strapi.url, SITE_URL, SITE_OUT_DIR: dist, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const status = await new Promise<number | null>((resolve) => build.on('close', resolve));
    if (status !== 0) throw new Error(`astro build failed:\n${output}`);
  } finally {
    await strapi.close();
  }
}, 240_000);

afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Every built page under `folder` (relative to the build). */
function htmlFiles(folder: string): string[] {
  const root = path.join(dist, folder);
  return readdirSync(root).flatMap((name) => {
    const file = path.join(root, name);
    if (statSync(file).isDirectory()) return htmlFiles(path.join(folder, name));
    return name.endsWith('.html') ? [path.join(folder, name)] : [];
  });
}

const page = (file: string) => new JSDOM(readFileSync(path.join(dist, file), 'utf8')).window.document;

/**
 * What a page shows in its own language: its text and attributes (labels, the islands' props), without its scripts
 * and without what a lang="fr" container holds (Strapi's French content, shown as such on a Dutch page).
 */
function ownWords(file: string): string {
  const document = page(file);
  for (const element of document.querySelectorAll('script, style, template, [lang="fr"]')) element.remove();
  const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.value),
  );
  return [document.title, document.body.textContent ?? '', ...attributes].join('\n').replace(/\s+/g, ' ');
}

/** A catalogue's texts long enough to be a sentence of its own (and not written the same in the other language). */
function texts(catalogue: object, other: object): string[] {
  const flat = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Object.values(value as object).flatMap((entry) => flat(entry));
  const others = new Set(flat(other));
  // A text with values is searched for by its longest fixed part.
  return flat(catalogue)
    .filter((text) => !others.has(text))
    .map((text) =>
      text
        .split(/\{\w+\}/)
        .sort((a, b) => b.length - a.length)[0]!
        .trim(),
    )
    .filter((text) => text.length > 12);
}

describe('the Dutch pages', () => {
  it('are all there, in Dutch, under /nl/', () => {
    const files = htmlFiles('nl');
    expect(files.length).toBeGreaterThanOrEqual(14);
    for (const file of files) expect(page(file).documentElement.lang, file).toBe('nl-BE');
  });

  it('show no French text of the catalogue, except Strapi’s content in its lang="fr" container', () => {
    const french = texts(fr, nl);
    expect(french.length).toBeGreaterThan(150);
    for (const file of htmlFiles('nl')) {
      const words = ownWords(file);
      for (const text of french) expect(words.includes(text), `${file}: « ${text} »`).toBe(false);
    }
  });

  it('say above French content that it exists only in French', () => {
    const post = page('nl/nieuws/brocante/printemps/index.html');
    expect(post.querySelector('.only-in-french')?.textContent).toBe('Dit artikel bestaat enkel in het Frans.');
    expect(post.querySelector('.only-in-french + [lang="fr"]')?.textContent).toContain('Le comité publie');
    expect(post.querySelector('h1')?.getAttribute('lang')).toBe('fr');
    const rules = page('nl/rommelmarkt/reglement/index.html');
    expect(rules.querySelector('h1')?.textContent).toBe('Reglement van de rommelmarkt');
    expect(rules.querySelector('.only-in-french')?.textContent).toBe('Deze tekst bestaat enkel in het Frans.');
  });

  it('show what editors translated in Dutch, at the same address, with no line and no French', () => {
    const post = page('nl/nieuws/fete-des-voisins/index.html');
    expect(post.querySelector('h1')?.textContent).toBe('Burenfeest');
    expect(post.querySelector('h1')?.hasAttribute('lang')).toBe(false);
    expect(post.querySelector('.only-in-french')).toBeNull();
    expect(post.querySelector('article')?.textContent).toContain('Het comité publiceert');
    const news = page('nl/nieuws/index.html');
    const cards = [...news.querySelectorAll('.posts h2')].map((title) => [title.textContent, title.getAttribute('lang')]);
    expect(cards).toEqual([
      ['Burenfeest', null],
      ['La brocante de printemps', 'fr'],
    ]);
    expect(readFileSync(path.join(dist, 'nl/rss.xml'), 'utf8')).toContain('<title>Burenfeest</title>');
    const privacy = page('nl/privacy/index.html');
    expect(privacy.querySelector('h1')?.textContent).toBe('Privacy');
    expect(privacy.querySelector('.only-in-french')).toBeNull();
    expect(privacy.querySelector('article')?.textContent).toContain('Het comité houdt enkel bij');
    expect(page('blog/fete-des-voisins/index.html').querySelector('h1')?.textContent).toBe('Fête des voisins');
  });

  it('show the footer links in Dutch where the committee wrote them, the others said to be French', () => {
    const footer = (file: string) =>
      [...page(file).querySelectorAll('footer a[href^="https://"]')].map((link) => [
        link.textContent?.trim(),
        link.getAttribute('lang'),
      ]);
    expect(footer('nl/index.html')).toEqual([
      ['De gemeente', null],
      ['Page Facebook du comité', 'fr'],
    ]);
    expect(footer('index.html')).toEqual([
      ['La commune', null],
      ['Page Facebook du comité', null],
    ]);
  });
});

describe('the French pages', () => {
  it('stay at their addresses, in French, with no Dutch text of the catalogue but the switcher', () => {
    const files = htmlFiles('').filter((file) => !file.startsWith('nl'));
    expect(files).toContain('brocante/inscription-riverain/index.html');
    const dutch = texts(nl, fr);
    for (const file of files) {
      expect(page(file).documentElement.lang, file).toBe('fr-BE');
      const words = ownWords(file);
      for (const text of dutch) expect(words.includes(text), `${file}: « ${text} »`).toBe(false);
    }
  });
});

describe('both languages', () => {
  it('link each page to itself in the other language: hreflang alternates and the switcher', () => {
    const french = page('brocante/inscription-riverain/index.html');
    const alternates = Object.fromEntries(
      [...french.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    );
    expect(alternates).toEqual({
      'fr-BE': `${SITE_URL}/brocante/inscription-riverain/`,
      'nl-BE': `${SITE_URL}/nl/rommelmarkt/inschrijving-buurtbewoner/`,
      'x-default': `${SITE_URL}/brocante/inscription-riverain/`,
    });
    const toDutch = french.querySelector('a[data-language-switch]')!;
    expect(toDutch.textContent).toBe('Nederlands');
    expect(toDutch.getAttribute('href')).toBe('/nl/rommelmarkt/inschrijving-buurtbewoner/');
    expect(toDutch.getAttribute('lang')).toBe('nl-BE');
    expect(toDutch.getAttribute('hreflang')).toBe('nl-BE');

    const dutch = page('nl/nieuws/brocante/printemps/index.html');
    const toFrench = dutch.querySelector('a[data-language-switch]')!;
    expect(toFrench.textContent).toBe('Français');
    expect(toFrench.getAttribute('href')).toBe('/blog/brocante/printemps/');
    expect(dutch.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('nl_BE');
    expect(dutch.querySelector('link[type="application/rss+xml"]')?.getAttribute('href')).toBe('/nl/rss.xml');
    expect([...dutch.querySelectorAll('nav a')].map((link) => link.textContent)).toEqual([
      'Home',
      'Nieuws',
      'Rommelmarkt',
      'Contact',
      'Français',
    ]);
  });

  it('have a news feed each, and one sitemap with both, without the pages for one person', () => {
    const feed = readFileSync(path.join(dist, 'nl/rss.xml'), 'utf8');
    expect(feed).toContain('<language>nl-BE</language>');
    expect(feed).toContain(`${SITE_URL}/nl/nieuws/fete-des-voisins/`);
    expect(readFileSync(path.join(dist, 'rss.xml'), 'utf8')).toContain(`${SITE_URL}/blog/fete-des-voisins/`);
    const sitemap = readFileSync(path.join(dist, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE_URL}/nl/rommelmarkt/inschrijving-buurtbewoner/</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_URL}/brocante/inscription-riverain/</loc>`);
    expect(sitemap).toContain(`hreflang="nl-BE" href="${SITE_URL}/nl/nieuws/fete-des-voisins/"`);
    for (const onePerson of [
      'mijn-reservatie',
      'uitnodigingen',
      'ma-reservation',
      'invitations',
      '/error',
      '/nl/error',
      '/404',
      'apercu',
    ])
      expect(sitemap).not.toContain(onePerson);
  });

  it('load only their own language’s texts in their JavaScript', () => {
    const islandTexts = (catalogue: typeof fr, other: typeof fr) =>
      texts({ a: catalogue.contactForm, b: catalogue.registrationForm, c: catalogue.payment, d: catalogue.registrant }, other);
    for (const [french, dutch] of [
      ['brocante/inscription', 'nl/rommelmarkt/inschrijving'],
      ['contact', 'nl/contact'],
      ['brocante/ma-reservation', 'nl/rommelmarkt/mijn-reservatie'],
    ]) {
      // The same scripts for both languages: the texts come with the page.
      expect(pageScripts(dist, dutch)).toEqual(pageScripts(dist, french));
      const code = (pageScripts(dist, french) as string[]).map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
      // The shared package's own words are not the page's: its controls' French defaults (TEXTS: « Veuillez
      // sélectionner »), its formatters' words in both languages (« standplaatsen »); sentences are.
      const transfer = { amount: 1, beneficiary: '', iban: 'BE21001234567803', bic: '', structuredCommunication: '123456789002' };
      const shared = new Set<string>([
        ...Object.values(TEXTS),
        ...LANGUAGES.flatMap((language) => transferLines(transfer, language).map((line) => line.label)),
      ]);
      for (const text of [...islandTexts(fr, nl), ...islandTexts(nl, fr)])
        if (!shared.has(text) && text.length > 20) expect(code.includes(text), text).toBe(false);
    }
  });
});

describe('the plan page', () => {
  it('is built with what is sold on each taken pitch and its filter, a name only where asked for, in both languages', () => {
    for (const [file, catalogue, toys, clothes] of [
      ['brocante/plan/index.html', fr, 'jouets, livres', 'vêtements — tenu par Zoé L.'],
      ['nl/rommelmarkt/plan/index.html', nl, 'speelgoed, boeken', 'kleding — van Zoé L.'],
    ] as const) {
      const built = page(file);
      const list = built.querySelector('section.sale-list')!;
      expect(list.querySelector('h2')!.textContent).toBe(catalogue.salePlan.listTitle);
      expect(list.querySelector('legend')!.textContent).toBe(catalogue.salePlan.filterLegend);
      expect([...list.querySelectorAll('input[type=checkbox]')].map((box) => box.getAttribute('value'))).toEqual([
        'clothes',
        'toys',
        'books',
      ]);
      expect([...list.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
        ['A1', 'Avenue des Trois Tilleuls', toys],
        ['R2', 'Rue du Ramier', clothes],
      ]);
    }
  });
});

describe('the stamp beside the pages', () => {
  it("says what content the site was built from, as Strapi's fingerprint of it, for the server's health", () => {
    expect(readFileSync(path.join(dist, 'site-stamp.txt'), 'utf8')).toBe('empreinte-du-contenu\n');
  });
});

describe("the committee's identity", () => {
  it('titles each page with the committee, shows its logo and wears its accent colour, which the page’s policy allows', () => {
    for (const file of ['index.html', 'nl/index.html', 'contact/index.html']) {
      const built = page(file);
      expect(built.title, file).toMatch(/Comité de quartier des Trois Tilleuls — Watermael-Boitsfort$/);
      const logo = built.querySelector('header a.identity img.logo')!;
      expect(logo.getAttribute('alt')).toBe('');
      expect(logo.getAttribute('src')).toMatch(/^\/_astro\/logo_comite_\w+\.webp$/);
      expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['112', '56']);
      const accent = [...built.querySelectorAll('head style')]
        .map((style) => style.textContent ?? '')
        .find((css) => css.includes('--leaf'));
      expect(accent).toBe(':root{--leaf:#1a5e3a;--leaf-dark:#1a5e3a}');
      const policy = built.querySelector('meta[http-equiv="content-security-policy"]')!.getAttribute('content')!;
      expect(policy).toContain(`'sha256-${createHash('sha256').update(accent!).digest('base64')}'`);
    }
  });
});
