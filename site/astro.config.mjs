import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import devSite from './integrations/dev-site.mjs';
import serverErrors from './integrations/server-errors.mjs';
import { alternatesOf } from './src/i18n/routes.ts';

const strapiUrl = process.env.STRAPI_URL ?? 'http://localhost:1337';
const adminDevUrl = process.env.ADMIN_DEV_URL ?? 'http://localhost:5173';
// The API is on the site's own origin unless PUBLIC_API_URL names another one at build.
const apiOrigin = process.env.PUBLIC_API_URL ? new URL(process.env.PUBLIC_API_URL).origin : null;
/**
 * The sitemap's pages, at build and in development: every page but the error pages (nginx's own, /erreur-serveur/,
 * among them) and the pages for one person, in French and in Dutch.
 */
const includePage = (page) =>
  ![
    '/error',
    '/erreur-serveur',
    '/nl/error',
    '/nl/404',
    '/apercu',
    '/brocante/ma-reservation',
    '/brocante/invitations',
    '/nl/rommelmarkt/mijn-reservatie',
    '/nl/rommelmarkt/uitnodigingen',
  ].some((path) => new URL(page).pathname.startsWith(path));
/** Each page of the sitemap with its alternates, the same page in each language (src/i18n/routes.ts). */
const withAlternates = (item) => {
  const alternates = alternatesOf(new URL(item.url).pathname);
  if (!alternates) return item;
  const at = (path) => new URL(path, item.url).href;
  return {
    ...item,
    links: [
      { lang: 'fr-BE', url: at(alternates.fr) },
      { lang: 'nl-BE', url: at(alternates.nl) },
      { lang: 'x-default', url: at(alternates.fr) },
    ],
  };
};
// `astro dev` and `astro build` keep their pre-bundled dependencies apart: a build beside a running
// dev server (pnpm build, the local rebuilder) no longer invalidates the dev server's islands.
const viteCacheDir = process.argv.includes('dev') ? 'node_modules/.vite-dev' : 'node_modules/.vite-build';

// One origin in development: the site's dev server proxies the API, its uploads and the admin SPA.
const proxy = {
  '/api': strapiUrl,
  '/uploads': strapiUrl,
  '/admin': { target: adminDevUrl, ws: true },
};

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  // The local rebuilder builds beside the served site, then swaps it in.
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  integrations: [react(), sitemap({ filter: includePage, serialize: withAlternates }), devSite({ includePage }), serverErrors()],
  image: { domains: [new URL(strapiUrl).hostname] },
  // Each built page carries a Content-Security-Policy <meta> with the hashes of its own scripts and
  // styles (islands included): nothing else runs. The proxy adds frame-ancestors (deploy/nginx).
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  // Shiki colours code with style attributes, which the policy refuses; posts show code plainly.
  markdown: { syntaxHighlight: false },
  server: { port: 4321, host: '127.0.0.1' },
  vite: {
    cacheDir: viteCacheDir,
    // An island's code fetched later (the form's rules on its first focus, the receipt once sent) brings its own
    // imports when it arrives, instead of each page carrying the list of them and Vite's preloading code: about
    // 340 bytes less on the registration page. Astro sets the client's modulePreload itself: this plugin has the
    // last word. (The receipt's code is fetched as the form is sent, while the registration is under way.)
    plugins: [
      {
        name: 'no-module-preload',
        configEnvironment(name) {
          if (name === 'client') return { build: { modulePreload: false } };
        },
      },
    ],
    // The dev server does not watch the builds written beside it (the local rebuilder's dist-next).
    server: { proxy, watch: { ignored: ['**/dist/**', '**/dist-*/**'] } },
    preview: { proxy },
    // Every island's page loads React, React DOM and Astro's renderer for them, all together: one file
    // rather than three (gzip compresses them as one: each island page weighs about 0.7 KB less). The
    // shared constants every island reads (locale, time zone, the robot trap's field, the languages' locales) go
    // with them rather than in files of their own.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|packages[\\/]shared[\\/]dist[\\/](constants|language)\.js$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
