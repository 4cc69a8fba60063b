import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';

const strapiUrl = process.env.STRAPI_URL ?? 'http://localhost:1337';
const adminDevUrl = process.env.ADMIN_DEV_URL ?? 'http://localhost:5173';

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
  integrations: [react(), sitemap({ filter: (page) => !page.includes('/error') })],
  image: { domains: [new URL(strapiUrl).hostname] },
  server: { port: 4321, host: '127.0.0.1' },
  vite: { server: { proxy }, preview: { proxy } },
});
