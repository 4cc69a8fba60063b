#!/usr/bin/env node
/**
 * Creates (or updates) a volunteer's account with the Staff role, the way an operator does it on a
 * deployed Strapi (compiled with `pnpm --filter cms build`), with the same environment as `strapi start`:
 *   STAFF_EMAIL=marie@example.be STAFF_PASSWORD='…' pnpm --filter cms staff:create
 * The password comes from the environment, not the command line (shell history, process list).
 */
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const MIN_PASSWORD_LENGTH = 12;

async function main() {
  const email = (process.env.STAFF_EMAIL ?? '').trim().toLowerCase();
  const password = process.env.STAFF_PASSWORD ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('STAFF_EMAIL : une adresse e-mail est attendue.');
  if (password.length < MIN_PASSWORD_LENGTH || password.length > 128) {
    throw new Error(`STAFF_PASSWORD : de ${MIN_PASSWORD_LENGTH} à 128 caractères.`);
  }
  process.env.CRON_ENABLED = 'false';
  const appDir = path.resolve(__dirname, '..');
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false }).load();
  try {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'staff' } });
    const users = strapi.plugin('users-permissions').service('user');
    const existing = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
    const account = { email, username: email, password, provider: 'local', confirmed: true, blocked: false, role: role.id };
    if (existing) await users.edit(existing.id, account);
    else await users.add(account);
    console.log(`Compte Staff ${existing ? 'mis à jour' : 'créé'} : ${email}`);
  } finally {
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
