/**
 * `pnpm bench:server`, what is read from the machine around the rush: each part's processes, the server's
 * cgroup and core, the confirmation e-mails the mail catcher received, the registrations PostgreSQL stored.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { readCgroup, SERVER_CORE } from './bench-server-cgroups.mjs';
import { MAIL_WEB_URL } from './bench-server-ports.mjs';
import { DATABASE, databaseUrl } from './bench-server-postgres.mjs';

export const EMAIL_DEADLINE_MS = 2 * 60_000;

/** The server's processes, then the mail catcher: the committee's mail provider, measured but not the server's. */
export const SERVER_PARTS = [
  ['nginx', 'nginx'],
  ['strapi', 'Strapi'],
  ['postgres', 'PostgreSQL'],
];
export const PARTS = [...SERVER_PARTS, ['mail', 'capteur d’e-mails (hors du serveur)']];

export const eachPart = (stack, measure) =>
  Object.fromEntries(PARTS.map(([name]) => [name, measure(stack.running.get(name).pid)]));

export function cgroupMemory() {
  const stat = Object.fromEntries(
    readCgroup('memory.stat')
      .trim()
      .split('\n')
      .map((line) => line.split(' '))
      .map(([key, value]) => [key, Number(value)]),
  );
  return {
    usage: Number(readCgroup('memory.usage_in_bytes')),
    max: Number(readCgroup('memory.max_usage_in_bytes')),
    rss: stat.total_rss,
    cache: stat.total_cache,
    failcnt: Number(readCgroup('memory.failcnt')),
    oomKills: Number(/oom_kill (\d+)/.exec(readCgroup('memory.oom_control'))?.[1] ?? 0),
  };
}

/**
 * CPU seconds the server's core has spent, from /proc/stat: running processes, whoever they are, and serving
 * interrupts (the kernel's network work lands there too, counted to no process).
 */
export function serverCoreSeconds() {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`cpu${SERVER_CORE} `));
  const [, user, nice, system, , , irq, softirq] = line.trim().split(/\s+/).map(Number);
  return { processes: (user + nice + system) / 100, interrupts: (irq + softirq) / 100 };
}

/** The confirmation e-mails the mail catcher received, polled until each registrant has theirs or the deadline passed. */
export async function waitForEmails(expected, startedAt) {
  const deadline = startedAt + EMAIL_DEADLINE_MS + 60_000;
  let received = new Map();
  while (Date.now() < deadline) {
    const emails = await (await fetch(`${MAIL_WEB_URL}/email`)).json();
    received = new Map();
    for (const email of emails)
      for (const { address } of email.to ?? []) {
        if (!expected.has(address)) continue;
        const times = received.get(address) ?? [];
        times.push(new Date(email.time).getTime());
        received.set(address, times);
      }
    if ([...expected].every((address) => received.has(address))) break;
    await sleep(3000);
  }
  const all = [...received.values()].flat();
  return {
    received: received.size,
    twice: [...received.values()].filter((times) => times.length > 1).length,
    lastAfterMs: all.length ? Math.max(...all) - startedAt : NaN,
  };
}

export async function registrationsInDatabase() {
  const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
  await client.connect();
  const { rows } = await client.query('SELECT lower(email) AS email, count(*)::int AS rows FROM registrations GROUP BY 1');
  await client.end();
  return new Map(rows.map(({ email, rows: count }) => [email, count]));
}
