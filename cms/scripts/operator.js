/**
 * What the operator's account commands share (create-staff.js, create-panel-admin.js): an e-mail address
 * and a password read from the environment, not the command line (shell history, process list), and a
 * compiled Strapi (`pnpm --filter cms build`) loaded with the same environment as `strapi start`.
 */
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const MIN_PASSWORD_LENGTH = 12;

/** The address and password the variables `<prefix>_EMAIL` and `<prefix>_PASSWORD` give, checked. */
function credentials(prefix) {
  const email = (process.env[`${prefix}_EMAIL`] ?? '').trim().toLowerCase();
  const password = process.env[`${prefix}_PASSWORD`] ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`${prefix}_EMAIL : une adresse e-mail est attendue.`);
  if (password.length < MIN_PASSWORD_LENGTH || password.length > 128) {
    throw new Error(`${prefix}_PASSWORD : de ${MIN_PASSWORD_LENGTH} à 128 caractères.`);
  }
  return { email, password };
}

/** Runs `work` with a loaded Strapi (no scheduled task), then stops it; the process ends with a French message. */
function withStrapi(work) {
  process.env.CRON_ENABLED = 'false';
  const appDir = path.resolve(__dirname, '..');
  const run = async () => {
    const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false }).load();
    try {
      console.log(await work(strapi));
    } finally {
      await strapi.destroy();
    }
  };
  run().then(
    () => process.exit(0),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

module.exports = { credentials, withStrapi };
