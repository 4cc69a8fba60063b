import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { ROOT } from './stack';

/**
 * A committee's restic repository off its server, as restic's REST server keeps one (restic's REST backend, API
 * v1 and v2): on this machine, every address, for the servers of the server suite to reach on their gateway. Debian
 * ships restic, not its REST server: this one stores what the real restic sends, in a folder per repository.
 */
export const RESTIC_PORT = 8057;
const STORE = path.join(ROOT, 'e2e', '.servers', 'restic');
const TYPES = new Set(['data', 'keys', 'locks', 'snapshots', 'index']);
const V2 = 'application/vnd.x.restic.rest.v2';

export function startResticServer(): () => Promise<void> {
  rmSync(STORE, { recursive: true, force: true });
  mkdirSync(STORE, { recursive: true });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://restic');
    // /REPOSITORY/ (created), /REPOSITORY/config, /REPOSITORY/TYPE/, /REPOSITORY/TYPE/NAME
    const [repository, type, name] = url.pathname.split('/').filter(Boolean);
    const answer = (status: number) => response.writeHead(status).end();
    if (!repository || !/^[a-z0-9-]+$/.test(repository) || (type && type !== 'config' && !TYPES.has(type))) return answer(400);
    if (name && !/^[0-9a-f]{64}$/.test(name)) return answer(400);
    const folder = path.join(STORE, repository);
    if (!type) {
      if (request.method !== 'POST' || url.searchParams.get('create') !== 'true') return answer(405);
      for (const each of TYPES) mkdirSync(path.join(folder, each), { recursive: true });
      return answer(200);
    }
    const file = type === 'config' ? path.join(folder, 'config') : name ? path.join(folder, type, name) : null;
    if (!file) {
      if (request.method !== 'GET') return answer(405);
      const names = existsSync(path.join(folder, type)) ? readdirSync(path.join(folder, type)) : [];
      const v2 = request.headers.accept === V2;
      response.writeHead(200, { 'content-type': v2 ? V2 : 'application/json' });
      return response.end(
        JSON.stringify(v2 ? names.map((each) => ({ name: each, size: statSync(path.join(folder, type, each)).size })) : names),
      );
    }
    switch (request.method) {
      case 'HEAD':
        if (!existsSync(file)) return answer(404);
        return response.writeHead(200, { 'content-length': statSync(file).size }).end();
      case 'GET': {
        if (!existsSync(file)) return answer(404);
        const size = statSync(file).size;
        const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
        if (!range) {
          response.writeHead(200, { 'content-length': size, 'content-type': 'application/octet-stream' });
          return createReadStream(file).pipe(response);
        }
        const start = Number(range[1]);
        const end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
        response.writeHead(206, {
          'content-length': end - start + 1,
          'content-range': `bytes ${start}-${end}/${size}`,
          'content-type': 'application/octet-stream',
        });
        return createReadStream(file, { start, end }).pipe(response);
      }
      case 'POST': {
        if (!existsSync(folder)) return answer(404);
        mkdirSync(path.dirname(file), { recursive: true });
        const written = createWriteStream(`${file}.part`);
        request.pipe(written);
        written.on('finish', () => {
          renameSync(`${file}.part`, file);
          answer(200);
        });
        written.on('error', () => answer(500));
        return;
      }
      case 'DELETE':
        rmSync(file, { force: true });
        return answer(200);
      default:
        return answer(405);
    }
  });
  server.listen(RESTIC_PORT, '0.0.0.0');
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
