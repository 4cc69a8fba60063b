/**
 * `pnpm bench:server`, the opening rush: the quarter's registrations all at once through nginx over HTTPS,
 * each person from an address of their own, while visitors load the home and the registration page, and
 * one address that keeps registering meets the throttle as a real person would.
 *
 * The throttle counts per client address, the one nginx writes in X-Forwarded-For ($remote_addr) and
 * Strapi reads (server.proxy, PROXY_HOPS). The load comes from this machine, so each registrant's
 * connection leaves from its own loopback address (127.0.x.y: the whole 127/8 is local on Linux) and
 * nginx sees 1,000 different clients; no limit is raised and no header is forged.
 */
import { benchRegistration } from './bench-registration.mjs';
import { request as httpsRequest, Agent } from 'node:https';
import { gunzipSync } from 'node:zlib';
import { PORTS, PUBLIC_URL } from './bench-server-ports.mjs';

export const REGISTRATIONS = 1000;
export const CLIENTS = 50;
export const PAGE_LOADS = 200;
/** Visitors loading pages at once, beside the registrants. */
const VISITORS = 10;
/** One person who keeps registering from the same address: the 11th in the hour must be refused. */
export const THROTTLE_PROBES = 11;
const PAGES = ['/', '/brocante/inscription/'];

/** Registrant `index`'s own address: 127.0.1.1 … 127.0.4.250 for the first thousand, 127.0.5.1 … for the next. */
const registrantAddress = (index) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
const visitorAddress = (index) => `127.0.10.${1 + (index % 250)}`;
const PROBE_ADDRESS = '127.0.9.9';

export const registrantEmail = (index) => `ouverture${index}@example.be`;
export const probeEmail = (index) => `sonde${index}@example.be`;

const registration = (email, index) => ({
  ...benchRegistration(index, { email, firstName: 'Ouverture', lastName: `Personne${index}` }),
  pitchCount: 1,
  // The form's invisible field, sent empty as a browser sends it.
  homepage: '',
});

/** One HTTPS request to nginx; resolves with its status, body and duration (ms). */
export function send({ agent, method = 'GET', pathname, body, ca, headers = {} }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const asked = httpsRequest(
      {
        host: '127.0.0.1',
        port: PORTS.https,
        servername: 'localhost',
        ca,
        agent,
        method,
        path: pathname,
        headers: { host: `localhost:${PORTS.https}`, 'accept-language': 'fr-BE,fr;q=0.9', ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(chunks),
            gzipped: response.headers['content-encoding'] === 'gzip',
            ms: performance.now() - started,
          }),
        );
        response.on('error', () => resolve({ status: 0, body: Buffer.alloc(0), ms: performance.now() - started }));
      },
    );
    asked.on('error', (error) =>
      resolve({ status: 0, error: error.message, body: Buffer.alloc(0), ms: performance.now() - started }),
    );
    asked.end(body);
  });
}

/** A person's registration: a connection of their own (their browser), from their own address. */
async function register({ email, index, address, ca }) {
  const agent = new Agent({ keepAlive: false, localAddress: address });
  const result = await send({
    agent,
    method: 'POST',
    pathname: '/api/registrations',
    body: JSON.stringify({ data: registration(email, index) }),
    ca,
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
  });
  agent.destroy();
  return result;
}

/** What a browser fetches for a page: the HTML, then its stylesheets, scripts, icons and images (six connections at most). */
async function loadPage({ pathname, address, ca }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 6, localAddress: address });
  const started = performance.now();
  const page = await send({ agent, pathname, ca, headers: { 'accept-encoding': 'gzip' } });
  const html = (page.gzipped ? gunzipSync(page.body) : page.body).toString('utf8');
  const assets = [
    ...new Set([...html.matchAll(/<(?:link|script|img)\b[^>]*?\s(?:href|src)="(\/(?!\/)[^"#?]*)"/g)].map((match) => match[1])),
  ].filter((asset) => !asset.endsWith('/'));
  const loaded = await Promise.all(
    assets.map((asset) => send({ agent, pathname: asset, ca, headers: { 'accept-encoding': 'gzip' } })),
  );
  agent.destroy();
  const failed = [page, ...loaded].filter((answer) => answer.status !== 200).length;
  return { ms: performance.now() - started, requests: 1 + loaded.length, failed };
}

/**
 * `count` tasks run by `workers` clients at once, each taking the next as soon as it is done; with
 * `spreadOverMs`, task i is not started before i × spreadOverMs / count (people arriving over that time).
 * `task` receives the index and the time it was due: a person who waits for a free client is waiting too.
 */
async function pool(count, workers, task, spreadOverMs = 0) {
  const started = performance.now();
  let next = 0;
  const results = new Array(count);
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) {
        const index = next++;
        const due = started + (index * spreadOverMs) / count;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        results[index] = await task(index, spreadOverMs ? Math.min(due, performance.now()) : performance.now());
      }
    }),
  );
  return results;
}

/**
 * The rush: REGISTRATIONS registrations by CLIENTS clients at most at once, PAGE_LOADS page loads by VISITORS
 * visitors, and the throttle's probe, all started together. With `spreadOverMs`, the people arrive evenly over
 * that time (the opening's minute) and a registration's time runs from its person's arrival; without, each
 * client registers the next person as soon as its previous one is answered (the stack's capacity). `first` is
 * the first registrant's number (each run of the rush has people and addresses of its own). `sample` runs
 * every half second meanwhile (the memory's peaks).
 */
export async function openingRush({ ca, sample, first = 0, spreadOverMs = 0, probe = true }) {
  const startedAt = Date.now();
  const started = performance.now();
  let registrationsSeconds = 0;
  const sampling = setInterval(sample, 500);
  try {
    const [registrations, pageLoads, probes] = await Promise.all([
      pool(
        REGISTRATIONS,
        CLIENTS,
        async (offset, due) => {
          const index = first + offset;
          const answer = await register({ email: registrantEmail(index), index, address: registrantAddress(index), ca });
          return {
            email: registrantEmail(index),
            status: answer.status,
            ms: performance.now() - due,
            arrivedAfterMs: due - started,
            error: answer.error,
          };
        },
        spreadOverMs,
      ).then((results) => {
        registrationsSeconds = (performance.now() - started) / 1000;
        return results;
      }),
      pool(
        PAGE_LOADS,
        VISITORS,
        (index) => loadPage({ pathname: PAGES[index % PAGES.length], address: visitorAddress(index), ca }),
        spreadOverMs,
      ),
      // The probe registers every half second from one address, during the rush, until refused once.
      (async () => {
        const answers = [];
        for (let index = 0; probe && index < THROTTLE_PROBES; index += 1) {
          const answer = await register({ email: probeEmail(index), index: 5000 + index, address: PROBE_ADDRESS, ca });
          answers.push({ email: probeEmail(index), status: answer.status });
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        return answers;
      })(),
    ]);
    return { registrations, pageLoads, probes, registrationsSeconds, startedAt };
  } finally {
    clearInterval(sampling);
  }
}
