/**
 * Strapi for `pnpm bench`: the compiled cms on a throw-away database, plus one bench-only route,
 * POST /api/bench/core-registrations, which is Strapi's bare core create of the same content type
 * (no validation of ours, no deadline, no lock, no pitch): the yardstick for our create.
 */
const path = require('node:path');

async function main() {
  const appDir = path.resolve(__dirname, '..', 'cms');
  const { createStrapi, factories } = require(require.resolve('@strapi/strapi', { paths: [appDir] }));
  process.env.STRAPI_LOG_LEVEL ??= 'error';
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false }).load();
  const bareController = factories.createCoreController('api::registration.registration')({ strapi });
  strapi.server.routes({
    type: 'content-api',
    routes: [
      {
        method: 'POST',
        path: '/bench/core-registrations',
        handler: (ctx) => bareController.create(ctx),
        config: { auth: false },
      },
    ],
  });
  strapi.server.mount();
  const port = Number(process.env.PORT);
  strapi.server.httpServer.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
