/**
 * After `vite build`: the sign-in screen prerendered into dist/sign-in/index.html (served for /admin/sign-in
 * by nginx and scripts/serve-built.mjs; every other path gets dist/index.html and its loading line).
 * The form stays inert until the app replaces it with the same screen, alive: nothing typed into a copy
 * about to be replaced.
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

const markup = signInScreen();
const inert = markup.replace('<form ', '<form inert="" ');
const page = readFileSync(path.join(admin, 'dist', 'index.html'), 'utf8');
const root = /<div id="root">[\s\S]*?<\/div>\n/;
if (inert === markup || !root.test(page)) throw new Error('Écran de connexion non préparé : formulaire ou #root introuvable.');
mkdirSync(path.join(admin, 'dist', 'sign-in'), { recursive: true });
writeFileSync(path.join(admin, 'dist', 'sign-in', 'index.html'), page.replace(root, `<div id="root">${inert}</div>\n`));
