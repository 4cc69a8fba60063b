#!/usr/bin/env node
/**
 * Serves the built site (site/dist) at /, the built admin SPA (admin/dist) at /admin, and proxies
 * /api and /uploads to Strapi: the production layout on one origin, for end-to-end tests and
 * benchmarks. A real deployment does the same with nginx (deploy/nginx), whose header files this
 * server reads, so both send the same security headers.
 *   node scripts/serve-built.mjs --port 4322 --strapi http://127.0.0.1:1338
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';

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
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The add_header and proxy_hide_header lines of one of deploy/nginx's header files, following its includes. */
function nginxHeaders(file) {
  const headers = { add: {}, hide: [] };
  for (const line of readFileSync(path.join(root, 'deploy', 'nginx', file), 'utf8').split('\n')) {
    const include = line.match(/^\s*include\s+brocante\/([\w.-]+);/);
    if (include) {
      const included = nginxHeaders(include[1]);
      Object.assign(headers.add, included.add);
      headers.hide.push(...included.hide);
    }
    const added = line.match(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"/);
    if (added) headers.add[added[1].toLowerCase()] = added[2];
    const hidden = line.match(/^\s*proxy_hide_header\s+([\w-]+);/);
    if (hidden) headers.hide.push(hidden[1].toLowerCase());
  }
  return headers;
}
const API = nginxHeaders('api-headers.conf');
/** What each part of the origin sends; for the API, what it hides of Strapi's own answers (api-headers.conf). */
const HEADERS = { site: nginxHeaders('site-headers.conf').add, admin: nginxHeaders('admin-headers.conf').add, api: API.add };

/** What nginx compresses (brocante.conf's gzip_types, and HTML). */
const COMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.xml']);

function sendFile(response, file, status = 200, headers = HEADERS.site, acceptsGzip = false) {
  if (!existsSync(file)) {
    response.writeHead(503, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
    response.end('Le site est en cours de publication, réessayez dans un instant.');
    return;
  }
  const immutable = file.includes(`${path.sep}_astro${path.sep}`) || file.includes(`${path.sep}assets${path.sep}`);
  const gzip = acceptsGzip && COMPRESSED.has(path.extname(file));
  response.writeHead(status, {
    ...headers,
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(COMPRESSED.has(path.extname(file)) ? { vary: 'Accept-Encoding' } : {}),
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  const stream = createReadStream(file).on('error', () => response.destroy());
  (gzip ? stream.pipe(createGzip({ level: 6 })) : stream).pipe(response);
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
    {
      host: strapi.hostname,
      port: strapi.port,
      path: clientRequest.url,
      method: clientRequest.method,
      headers: { ...clientRequest.headers, host: strapi.host },
    },
    (upstreamResponse) => {
      const headers = { ...upstreamResponse.headers };
      for (const name of API.hide) delete headers[name];
      clientResponse.writeHead(upstreamResponse.statusCode ?? 502, { ...headers, ...HEADERS.api });
      upstreamResponse.pipe(clientResponse);
    },
  );
  upstream.on('error', () => {
    clientResponse.writeHead(502, { ...HEADERS.api, 'content-type': 'application/json; charset=utf-8' });
    clientResponse.end(
      JSON.stringify({ data: null, error: { status: 502, name: 'BadGatewayError', message: "L'API ne répond pas." } }),
    );
  });
  clientRequest.pipe(upstream);
}

/** The path of a request, or null when it cannot be read (bad percent-encoding, NUL): nginx answers 400 too. */
function requestPath(url) {
  try {
    const { pathname } = new URL(url ?? '/', 'http://localhost');
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

createServer((req, res) => {
  const pathname = requestPath(req.url);
  if (pathname === null) {
    res.writeHead(400, { ...HEADERS.site, 'content-type': 'text/plain; charset=utf-8' });
    return res.end('Adresse illisible.');
  }
  if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) return proxy(req, res);
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    // A file, or a prerendered screen (dist/sign-in/index.html); the SPA's own router handles every other /admin path.
    const file = fileIn(adminDir, pathname.slice('/admin'.length) || '/');
    return sendFile(res, file ?? path.join(adminDir, 'index.html'), 200, HEADERS.admin, gzip);
  }
  const file = fileIn(siteDir, pathname);
  if (file) return sendFile(res, file, 200, HEADERS.site, gzip);
  // The Dutch pages have their own « niet gevonden » page, as nginx serves it (deploy/nginx/brocante.conf).
  const notFound = pathname.startsWith('/nl/') ? path.join(siteDir, 'nl', '404', 'index.html') : path.join(siteDir, '404.html');
  return sendFile(res, notFound, 404, HEADERS.site, gzip);
}).listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Site et admin construits sur http://127.0.0.1:${values.port} (API: ${strapi.origin})`);
});
