#!/usr/bin/env node
/**
 * The committee's recovery sheet (docs/deployment.md, « La feuille de secours »): what a volunteer needs to bring the
 * site back on a new server when this one is lost, on one page to print: the site, the instance, where the backups
 * are, the backup key (in letters and as a QR code) and the three commands of a restore. Run by root through
 * `deploy/brocante recovery-sheet`, which passes what it says in SHEET_* variables and the key's file (root's only):
 *   node scripts/recovery-sheet.js KEY_FILE SHEET_FILE
 * It writes the page to print (readable by root only) and prints the same sheet on the terminal.
 */
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { renderSVG, renderUnicodeCompact } = require('uqr');

const [keyFile, sheetFile] = process.argv.slice(2);
if (!keyFile || !sheetFile) {
  console.error('Usage : node scripts/recovery-sheet.js CLÉ FEUILLE.html');
  process.exit(2);
}
const key = readFileSync(keyFile, 'utf8')
  .split('\n')
  .find((line) => line.startsWith('AGE-SECRET-KEY-'));
if (!key) {
  console.error(`La clé des sauvegardes manque dans ${keyFile}.`);
  process.exit(1);
}
const sheet = (name) => process.env[`SHEET_${name}`] ?? '';
const instanceOption = sheet('INSTANCE') === 'brocante' ? '' : ` --instance ${sheet('INSTANCE')}`;
const when = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(
  new Date(),
);

const lines = {
  title: `Feuille de secours de ${sheet('COMMITTEE')}`,
  made: `Faite le ${when}, version ${sheet('VERSION')}. Gardez-la sur papier, hors du serveur : deploy/brocante recovery-sheet la refait.`,
  site: [
    ['Site', sheet('SITE')],
    ['Panneau des éditeurs', sheet('PANEL')],
    ['Installation', `${sheet('INSTANCE')}, adresse du comité ${sheet('EMAIL')}`],
    ['Sauvegardes', `chaque nuit dans ${sheet('BACKUPS')} sur le serveur (fichiers brocante-….tar.age)`],
    ['Copie hors du serveur', sheet('COPY')],
  ],
  keyIntro: "Clé des sauvegardes : sans elle, aucune sauvegarde ne s'ouvre ; avec elle, toutes. Ne la donnez à personne d'autre.",
  restore: [
    `Sur un serveur Debian neuf, en root, le domaine pointant vers lui : ${sheet('GET')}`,
    `deploy/brocante install --domain ${sheet('DOMAIN')} --email ${sheet('EMAIL')}${instanceOption}   (les réponses de la première fois)`,
    `${sheet('RESTORE_FROM').replace('deploy/brocante restore', `deploy/brocante restore${instanceOption}`)}   (la clé tapée ou scannée de cette feuille, puis Entrée)`,
  ],
};

const text = [
  lines.title,
  lines.made,
  '',
  ...lines.site.map(([label, value]) => `${label} : ${value}`),
  '',
  lines.keyIntro,
  key,
  renderUnicodeCompact(key, { border: 1 }),
  'Restaurer le site sur un nouveau serveur :',
  ...lines.restore.map((line, index) => `  ${index + 1}. ${line}`),
].join('\n');

const { escapeHtml: escape } = require(path.join(__dirname, '..', 'dist', 'src', 'emails', 'compose'));
const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${escape(lines.title)}</title>
<style>
  body { font: 11pt/1.45 system-ui, sans-serif; max-width: 48rem; margin: 1.5rem auto; color: #111; }
  h1 { font-size: 1.4rem; margin: 0 0 0.25rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .key { font: 600 12pt/1.4 ui-monospace, monospace; word-break: break-all; border: 1px solid #111; padding: 0.5rem; }
  .qr { width: 14rem; height: 14rem; }
  code { font: 10pt ui-monospace, monospace; }
</style>
</head>
<body>
<h1>${escape(lines.title)}</h1>
<p>${escape(lines.made)}</p>
<dl>${lines.site.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>
<h2>Clé des sauvegardes</h2>
<p>${escape(lines.keyIntro)}</p>
<p class="key">${escape(key)}</p>
<figure><div class="qr" role="img" aria-label="Code QR de la clé des sauvegardes">${renderSVG(key, { border: 2 })}</div></figure>
<h2>Restaurer le site sur un nouveau serveur</h2>
<ol>${lines.restore.map((line) => `<li><code>${escape(line)}</code></li>`).join('')}</ol>
</body>
</html>
`;
writeFileSync(sheetFile, html, { mode: 0o600 });
console.log(text);
