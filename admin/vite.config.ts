import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const strapiUrl = process.env.STRAPI_URL ?? 'http://localhost:1337';

// Served under /admin; in development the site's dev server (4321) proxies /admin here.
export default defineConfig(({ mode }) => {
  // The API's origin as src/config/env.ts reads it: the admin's own unless VITE_API_URL says otherwise.
  const apiUrl = (loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL ?? '').replace(/\/$/, '');
  return {
    base: '/admin/',
    plugins: [
      react(),
      // The app opens with no network once opened with it (docs/check-in.md): Workbox precaches the built
      // app (its code only, nothing staff-only: the exhibitors stay in the phone's IndexedDB) and serves
      // index.html for every /admin page. A new version waits until every admin tab is closed.
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifest: {
          id: '/admin/',
          name: 'Brocante — administration',
          short_name: 'Brocante',
          description: 'Accueil des exposants et gestion des inscriptions de la brocante du quartier.',
          lang: 'fr-BE',
          start_url: '/admin/check-in',
          scope: '/admin/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#1d6b4f',
          icons: [
            { src: '/admin/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/admin/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/admin/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png}'],
          navigateFallback: '/admin/index.html',
          navigateFallbackAllowlist: [/^\/admin\//],
          cleanupOutdatedCaches: true,
        },
      }),
      {
        // Every screen waits for the configuration (app/loaders.ts): asked for with the page, not once
        // the entry and the loaders' chunk have arrived. The loader's request (same URL, with the
        // session cookie) takes this answer.
        name: 'preload-configuration',
        transformIndexHtml: () => [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `${apiUrl}/api/configuration`, as: 'fetch', crossorigin: 'use-credentials' },
            injectTo: 'head',
          },
        ],
      },
      {
        // The page paints without its scripts (a loading line, or the prerendered sign-in screen): they come
        // after the stylesheet, which the first paint waits for.
        name: 'scripts-after-first-paint',
        transformIndexHtml: {
          order: 'post',
          handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
        },
      },
    ],
    server: { port: 5173, strictPort: true, host: '127.0.0.1', proxy: { '/api': strapiUrl } },
    preview: { port: 5173, strictPort: true, host: '127.0.0.1', proxy: { '/api': strapiUrl } },
    build: {
      outDir: 'dist',
      sourcemap: false,
      // Every browser the admin supports preloads modules itself: no polyfill watching the whole page.
      modulePreload: { polyfill: false },
      // Read by scripts/prerender.mjs (which chunks the sign-in screen needs), then removed.
      manifest: true,
    },
  };
});
