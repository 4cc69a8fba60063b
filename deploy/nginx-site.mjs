#!/usr/bin/env node
/**
 * deploy/nginx with its «site» lines set for one installation: the committee's server (deploy/brocante install
 * calls this file) and the test machines (scripts/production-machine.mjs). Every «site» line must be known, or
 * nothing is written: a line added to deploy/nginx without its rule here stops the install instead of serving
 * the example's domain.
 *
 *   node deploy/nginx-site.mjs SETTINGS OUT_DIR   (SETTINGS a JSON file; the panel’s pass in $BROCANTE_PANEL_PASS)
 *
 * Settings: { instance, upstreams: [port], listen: { http, https, panel } (each "443" or "127.0.0.1:8443"),
 * siteName, panelName, panelOrigin, tls: { cert, key }, www, acme, htpasswd, upgradeFlag } (upgradeFlag: the file whose
 * presence makes nginx answer the API for a stopped Strapi, deploy/lib/upgrade.sh). An instance other than
 * « brocante » (several committees on one server) gets its own names: its folder /etc/nginx/INSTANCE/ and its
 * nginx variables and upstream, so that two committees' blocks never share one.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The rendered files of deploy/nginx, by name. */
export function renderSiteFiles(settings, panelPass) {
  if (!/^[0-9a-f]{64}$/.test(panelPass)) throw new Error('le laissez-passer du panneau doit faire 64 caractères hexadécimaux');
  const { listen, tls } = settings;
  const replacements = [
    [/server 127\.0\.0\.1:1337;/, settings.upstreams.map((port) => `server 127.0.0.1:${port};`).join(' ')],
    [/listen 80;/, `listen ${listen.http};`],
    [/listen 443 ssl http2;/, `listen ${listen.https} ssl http2;`],
    [/listen 443 ssl;/, `listen ${listen.panel} ssl;`],
    [/server_name brocante\.example\.be cms\.brocante\.example\.be;/, `server_name ${settings.siteName} ${settings.panelName};`],
    [/server_name cms\.brocante\.example\.be;/, `server_name ${settings.panelName};`],
    [/server_name brocante\.example\.be;/, `server_name ${settings.siteName};`],
    [/ssl_certificate \S+;/, `ssl_certificate ${tls.cert};`],
    [/ssl_certificate_key \S+;/, `ssl_certificate_key ${tls.key};`],
    [/root \/srv\/brocante\/www;/, `root ${settings.www};`],
    [/root \/var\/lib\/brocante\/acme;/, `root ${settings.acme};`],
    [/frame-ancestors https:\/\/cms\.brocante\.example\.be;/, `frame-ancestors ${settings.panelOrigin};`],
    [/auth_basic_user_file \S+;/, `auth_basic_user_file ${settings.htpasswd};`],
    [/set \$brocante_panel_pass "[^"]*";/, `set $brocante_panel_pass "${panelPass}";`],
    [/if \(-f \S+\)/, `if (-f ${settings.upgradeFlag})`],
    [/if \(\$http_x_laissez_passer = "[^"]*"\)/, `if ($http_x_laissez_passer = "${panelPass}")`],
  ];
  const instance = settings.instance ?? 'brocante';
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(instance)) throw new Error(`nom d’installation refusé : ${instance}`);
  const own = (text) =>
    instance === 'brocante'
      ? text
      : text.replaceAll('include brocante/', `include ${instance}/`).replaceAll('brocante_', `${instance.replaceAll('-', '_')}_`);
  const files = new Map();
  const source = path.join(here, 'nginx');
  for (const file of readdirSync(source)) {
    const lines = readFileSync(path.join(source, file), 'utf8').split('\n');
    const rendered = lines.map((line) => {
      if (!line.includes('# «site»')) return line;
      const replacement = replacements.find(([pattern]) => pattern.test(line));
      if (!replacement) throw new Error(`deploy/nginx/${file} : ligne «site» inconnue : ${line.trim()}`);
      return line.replace(replacement[0], replacement[1]);
    });
    files.set(file, own(rendered.join('\n')));
  }
  return files;
}

/** Writes the rendered files into `out`. */
export function writeSiteFiles(settings, panelPass, out) {
  mkdirSync(out, { recursive: true });
  for (const [file, text] of renderSiteFiles(settings, panelPass)) writeFileSync(path.join(out, file), text);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [settingsFile, out] = process.argv.slice(2);
  if (!settingsFile || !out) {
    console.error('Usage : node deploy/nginx-site.mjs RÉGLAGES.json DOSSIER (laissez-passer dans BROCANTE_PANEL_PASS)');
    process.exit(2);
  }
  writeSiteFiles(JSON.parse(readFileSync(settingsFile, 'utf8')), process.env.BROCANTE_PANEL_PASS ?? '', out);
}
