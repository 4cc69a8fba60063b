/**
 * `astro dev` as editors and newcomers expect it.
 * - What editors publish shows: Strapi calls SITE_REBUILD_URL on every publish, update or
 *   unpublish (the events that rebuild production), and POST /__site/rebuild reloads the news and
 *   the committee's pages from Strapi into the content layer (the loaders of src/content.config.ts).
 *   The next page load shows them; nothing is rebuilt, and no open page is reloaded under a person's
 *   hands (a registration's receipt, a form being filled in).
 * - The sitemap robots.txt points to is served (@astrojs/sitemap writes it only at build): the
 *   pages without parameters and every published post (in French and in Dutch), with the build's filter.
 */
/** The loaders of src/content.config.ts: the news and the committee's pages in each language, the committee. */
const CONTENT_LOADERS = ['strapi-posts-fr', 'strapi-posts-nl', 'strapi-pages-fr', 'strapi-pages-nl', 'strapi-committee'];

export default function devSite({ includePage = () => true } = {}) {
  let pages = [];
  const xml = (body) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    name: 'brocante-dev-site',
    hooks: {
      'astro:routes:resolved': ({ routes }) => {
        pages = routes
          .filter(
            (route) =>
              route.origin === 'project' &&
              route.type === 'page' &&
              route.params.length === 0 &&
              !['/404', '/500'].includes(route.pattern),
          )
          .map((route) => route.pattern);
      },
      'astro:server:setup': ({ server, refreshContent, logger }) => {
        const quietly = keepOpenPages(server);
        // One reload at a time; a publish during a reload makes one more after it, so none is missed.
        let reloading = null;
        let again = false;
        const reload = () => {
          if (reloading) {
            again = true;
            return;
          }
          reloading = quietly(() => refreshContent({ loaders: CONTENT_LOADERS }))
            .then(
              () => {
                forgetLoadedContent(server);
                logger.info('Actualités et pages rechargées depuis Strapi.');
              },
              (error) => logger.warn(`Actualités et pages non rechargées : ${error?.stack ?? error}`),
            )
            .finally(() => {
              reloading = null;
              if (again) {
                again = false;
                reload();
              }
            });
        };
        server.middlewares.use('/__site/rebuild', (request, response, next) => {
          if (request.method !== 'POST' || !refreshContent) return next();
          request.resume();
          response.statusCode = 202;
          response.end();
          reload();
        });

        server.middlewares.use(async (request, response, next) => {
          const site = `http://${request.headers.host}`;
          if (request.url === '/sitemap-index.xml') {
            response.setHeader('content-type', 'application/xml; charset=utf-8');
            return response.end(
              xml(
                `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${site}/sitemap-0.xml</loc></sitemap></sitemapindex>`,
              ),
            );
          }
          if (request.url !== '/sitemap-0.xml') return next();
          try {
            const { fetchAllPosts } = await server.ssrLoadModule('/src/lib/strapi.ts');
            const { postPath } = await server.ssrLoadModule('/src/i18n/routes.ts');
            const posts = (await fetchAllPosts()).flatMap((post) => [postPath(post.slug, 'fr'), postPath(post.slug, 'nl')]);
            const urls = [...pages.map((page) => (page.endsWith('/') ? page : `${page}/`)), ...posts]
              .map((path) => `${site}${path}`)
              .filter(includePage);
            response.setHeader('content-type', 'application/xml; charset=utf-8');
            response.end(
              xml(
                `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((url) => `<url><loc>${escape(url)}</loc></url>`).join('')}</urlset>`,
              ),
            );
          } catch (error) {
            next(error);
          }
        });
      },
    },
  };
}

/** The content layer's data as the dev server's modules import it (Astro's virtual module). */
const LOADED_CONTENT = '\0astro:data-layer-content';

/**
 * Once a reload is written, pages read the content again. Astro drops the loaded data each time the
 * store is written, but a page rendered while a reload was being written has been seen keeping the
 * earlier data until the next reload (about one run in nine of e2e/tests/dev-site.spec.ts, which asks
 * every half second); dropped once more when the whole reload is written, it is read afresh.
 */
function forgetLoadedContent(server) {
  for (const environment of Object.values(server.environments)) {
    const module = environment.moduleGraph.getModuleById(LOADED_CONTENT);
    if (module) environment.moduleGraph.invalidateModule(module, new Set(), Date.now(), true);
    const evaluated = environment.runner?.evaluatedModules.getModuleById(LOADED_CONTENT);
    if (evaluated) environment.runner.evaluatedModules.invalidateModule(evaluated);
  }
}

/** How long after a reload from Strapi is written the file watcher may still report its files (Astro's own echo: 1 s). */
const WATCHER_ECHO_MS = 5_000;

/**
 * Open pages stay as they are. A reload from Strapi writes the content layer's files, and Astro tells every open page
 * to reload: a `full-reload` when it writes its data, another when the watcher sees `.astro/content-assets.mjs`
 * rewritten (a server-only module), which took a registration's receipt, its payment instructions and its QR code,
 * from under the person reading it. While a reload is written, and for the watcher's echo of it, no `full-reload`
 * goes to the browsers, on either of Vite's channels to them: the server's modules are invalidated all the same
 * (by Astro, then forgetLoadedContent), so the next page load shows the new content.
 */
function keepOpenPages(server) {
  let writing = false;
  let quietUntil = 0;
  for (const channel of new Set([server.ws, server.environments.client.hot])) {
    const send = channel.send.bind(channel);
    channel.send = (payload, ...rest) => {
      if (payload?.type === 'full-reload' && (writing || Date.now() < quietUntil)) return;
      send(payload, ...rest);
    };
  }
  return async (refresh) => {
    writing = true;
    try {
      return await refresh();
    } finally {
      writing = false;
      quietUntil = Date.now() + WATCHER_ECHO_MS;
    }
  };
}
