#!/usr/bin/env node
/**
 * Serves the built site (site/dist) at /, the built admin SPA (admin/dist) at /admin, and proxies
 * /api and /uploads to Strapi: the production layout on one origin, for end-to-end tests and
 * benchmarks (a real deployment does the same with nginx or a static host plus a proxy).
 *   node scripts/serve-built.mjs --port 4322 --strapi http://127.0.0.1:1338
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4322' }, strapi: { type: 'string', default: 'http://127.0.0.1:1337' } },
});
const strapi = new URL(values.strapi);
const siteDir = path.join(root, 'site', 'dist');
const adminDir = path.join(root, 'admin', 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function sendFile(response, file, status = 200) {
  if (!existsSync(file)) {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
    response.end('Le site est en cours de publication, réessayez dans un instant.');
    return;
  }
  const immutable = file.includes(`${path.sep}_astro${path.sep}`) || file.includes(`${path.sep}assets${path.sep}`);
  response.writeHead(status, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
}

function fileIn(dir, urlPath) {
  const candidate = path.join(dir, decodeURIComponent(urlPath));
  if (!candidate.startsWith(dir)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, 'index.html');
  return existsSync(index) ? index : null;
}

function proxy(clientRequest, clientResponse) {
  const upstream = request(
    { host: strapi.hostname, port: strapi.port, path: clientRequest.url, method: clientRequest.method, headers: { ...clientRequest.headers, host: strapi.host } },
    (upstreamResponse) => {
      clientResponse.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
      upstreamResponse.pipe(clientResponse);
    },
  );
  upstream.on('error', () => {
    clientResponse.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    clientResponse.end(JSON.stringify({ data: null, error: { status: 502, name: 'BadGatewayError', message: "L'API ne répond pas." } }));
  });
  clientRequest.pipe(upstream);
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) return proxy(req, res);
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    const file = fileIn(adminDir, pathname.slice('/admin'.length) || '/');
    // The SPA's own router handles every other /admin path.
    return sendFile(res, file && !file.endsWith(`${path.sep}index.html`) ? file : path.join(adminDir, 'index.html'));
  }
  const file = fileIn(siteDir, pathname);
  if (file) return sendFile(res, file);
  return sendFile(res, path.join(siteDir, '404.html'), 404);
}).listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Site et admin construits sur http://127.0.0.1:${values.port} (API: ${strapi.origin})`);
});
