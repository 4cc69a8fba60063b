/* global process, console */
/**
 * The JavaScript a built page loads at once, gzipped: its islands' components and renderer, its module
 * scripts, and what they import statically (not what they fetch later with import()). Run alone:
 * `node tests/support/page-scripts.mjs dist brocante/inscription nl/rommelmarkt/inschrijving`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;

/** The files (relative to `dist`) the page at `page` (e.g. "brocante/inscription") loads before any interaction. */
export function pageScripts(dist, page) {
  const file = [path.join(dist, page, 'index.html'), path.join(dist, `${page}.html`)].find(existsSync);
  if (!file) throw new Error(`No built page ${page} in ${dist}`);
  const html = readFileSync(file, 'utf8');
  const entries = [
    ...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g),
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ].map((match) => match[1]);
  for (const inline of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of inline[1].matchAll(STATIC_IMPORT)) entries.push(match[1]);
  }
  const seen = new Set();
  const visit = (url) => {
    const relative = url.replace(/^\//, '');
    if (seen.has(relative)) return;
    seen.add(relative);
    const code = readFileSync(path.join(dist, relative), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(path.posix.join(path.posix.dirname(`/${relative}`), match[1]));
  };
  entries.forEach(visit);
  return [...seen];
}

/** The gzipped bytes of those files. */
export function pageScriptBytes(dist, page) {
  return pageScripts(dist, page).reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dist, ...pages] = process.argv.slice(2);
  for (const page of pages) {
    const files = pageScripts(dist, page);
    console.log(`${page}: ${pageScriptBytes(dist, page)} o gz (${files.join(', ')})`);
  }
}
