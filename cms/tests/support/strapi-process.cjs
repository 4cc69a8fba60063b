/**
 * Strapi in a process of its own (the compiled dist/, on the database the environment names),
 * listening on a free port: for tests that kill it. Tells its parent the port once it listens.
 * With `--seed`, it only migrates and seeds its database, then stops: the suite's template database.
 */
const path = require('node:path');

async function main() {
  const appDir = path.resolve(__dirname, '..', '..');
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false }).load();
  if (process.argv.includes('--seed')) {
    await strapi.destroy();
    process.exit(0);
  }
  strapi.server.mount();
  strapi.server.httpServer.listen(0, '127.0.0.1', () => process.send({ port: strapi.server.httpServer.address().port }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
