/**
 * `pnpm bench:server`, waiting for the stack's services: a port that listens, an attempt repeated until it
 * succeeds, and Strapi's first answer through nginx.
 */
import { request } from 'node:https';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { PORTS } from './bench-server-ports.mjs';

export async function waitForPort(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.on('connect', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`Rien n'écoute sur le port ${port}`);
}

export async function retry(work, attempts = 50) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(200);
    }
  }
}

/** Polls nginx every 100 ms until Strapi answers `pathname` (nginx answers 502 while Strapi is not listening). */
export async function throughNginx(pathname, ca, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await new Promise((resolve) => {
      const asked = request(
        {
          host: '127.0.0.1',
          port: PORTS.https,
          path: pathname,
          servername: 'localhost',
          ca,
          headers: { host: `localhost:${PORTS.https}` },
        },
        (response) => (response.resume(), resolve(response.statusCode)),
      );
      asked.on('error', () => resolve(0));
      asked.end();
    });
    if (status && ![502, 503, 504].includes(status)) return;
    await sleep(100);
  }
  throw new Error(`${pathname} ne répond pas par nginx`);
}
