import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const strapiUrl = process.env.STRAPI_URL ?? 'http://localhost:1337';

// Served under /admin; in development the site's dev server (4321) proxies /admin here.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { port: 5173, strictPort: true, host: '127.0.0.1', proxy: { '/api': strapiUrl } },
  preview: { port: 5173, strictPort: true, host: '127.0.0.1', proxy: { '/api': strapiUrl } },
  build: { outDir: 'dist', sourcemap: false },
});
