/**
 * In `astro dev`, the site shows what editors do: Strapi calls SITE_REBUILD_URL on every publish,
 * update or unpublish (the events that rebuild production), and this dev server's
 * POST /__site/rebuild reloads the news from Strapi into the content layer. The next page load
 * shows them; nothing is rebuilt.
 */
export default function devContentRefresh() {
  return {
    name: 'brocante-dev-content-refresh',
    hooks: {
      'astro:server:setup': ({ server, refreshContent, logger }) => {
        server.middlewares.use('/__site/rebuild', (request, response, next) => {
          if (request.method !== 'POST' || !refreshContent) return next();
          request.resume();
          response.statusCode = 202;
          response.end();
          refreshContent({ loaders: ['strapi-posts'] }).then(
            () => logger.info('Actualités rechargées depuis Strapi.'),
            (error) => logger.warn(`Actualités non rechargées : ${error.message}`),
          );
        });
      },
    },
  };
}
