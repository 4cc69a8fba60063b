/**
 * After `vite build`: the sign-in screen prerendered into dist/sign-in/index.html (served for /admin/sign-in
 * by nginx and scripts/serve-built.mjs; every other path gets dist/index.html and its loading line).
 * The form stays inert until the app replaces it with the same screen, alive: nothing typed into a copy
 * about to be replaced. The page also asks, with its entry, for the code of the screen and of the loaders
 * it waits for: fetched alongside the entry rather than after it, and not injected one link at a time
 * by the router's first lazy imports.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const admin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(admin, 'node_modules', '.prerender');
await build({
  root: admin,
  logLevel: 'warn',
  build: { ssr: 'src/app/prerender.tsx', outDir: out, emptyOutDir: true, copyPublicDir: false },
});
const { signInScreen } = await import(pathToFileURL(path.join(out, 'prerender.js')).href);
rmSync(out, { recursive: true, force: true });

/** The chunks a module needs, its own and those it imports, as files of dist (Vite's manifest). */
function chunksOf(manifest, key, found = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`Écran de connexion non préparé : ${key} absent du manifeste.`);
  if (found.has(entry.file)) return found;
  found.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, found);
  return found;
}
const manifestFile = path.join(admin, 'dist', '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
rmSync(path.dirname(manifestFile), { recursive: true, force: true });

const markup = signInScreen();
const inert = markup.replace('<form ', '<form inert="" ');
const page = readFileSync(path.join(admin, 'dist', 'index.html'), 'utf8');
const root = /<div id="root">[\s\S]*?<\/div>\n/;
if (inert === markup || !root.test(page)) throw new Error('Écran de connexion non préparé : formulaire ou #root introuvable.');
const screenChunks = chunksOf(manifest, 'src/app/loaders.ts', chunksOf(manifest, 'src/app/routes/sign-in.tsx'));
const preloads = [...screenChunks]
  .filter((file) => !page.includes(`/admin/${file}"`))
  .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/admin/${file}">`)
  .join('');
mkdirSync(path.join(admin, 'dist', 'sign-in'), { recursive: true });
writeFileSync(
  path.join(admin, 'dist', 'sign-in', 'index.html'),
  page.replace('</head>', `${preloads}</head>`).replace(root, `<div id="root">${inert}</div>\n`),
);
