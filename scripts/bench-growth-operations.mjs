/**
 * `pnpm bench:growth`, the operations measured at each size through the HTTP API, as the public site and the
 * admin call them: the plan, a registration, the waiting list's promotion (the statement's import has
 * bench-growth-import.mjs).
 */
import { benchRegistration } from './bench-registration.mjs';
import { median, percentile } from './bench-statistics.mjs';

/** Registrations measured one after another, after a few that warm the route up. */
const REGISTRATIONS = 40;
const WARMUP = 5;
/** Cancellations sent at once: a few volunteers at work; the allocation lock takes them in turn anyway. */
const CANCELLERS = 4;
/** Cancellations before those measured, which warm the step up. */
const CANCEL_WARMUP = 8;
export const CANCEL_BUDGET_MS = Number(process.env.BENCH_GROWTH_BUDGET ?? 60) * 1000;

/** Milliseconds of one request, its body read; a refusal stops the bench. */
async function timed(url, init = {}) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} : ${response.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

/** The plan, public and staff's: the median of five loads, each of every pitch. */
export async function planTimes(base, jwt, edition, pitches) {
  const load = async (url, init) => {
    const times = [];
    for (let sample = 0; sample < 5; sample += 1) {
      const { ms, body } = await timed(url, init);
      if (JSON.parse(body).data.length !== pitches) throw new Error(`${url} : le plan n'a pas ${pitches} emplacements`);
      times.push(ms);
    }
    return median(times);
  };
  return {
    publicPlan: await load(`${base}/api/pitch-map`),
    staffPlan: await load(`${base}/api/pitch-map/staff?edition=${edition}`, { headers: { authorization: `Bearer ${jwt}` } }),
  };
}

/** Registrations one after another from the form's body: the edition is full, each joins the waiting list. */
export async function registerTimes(base, scale) {
  const times = [];
  for (let index = 0; index < WARMUP + REGISTRATIONS; index += 1) {
    const { ms } = await timed(`${base}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: benchRegistration(3_000_000 + scale * 1_000 + index) }),
    });
    if (index >= WARMUP) times.push(ms);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * `freed` pitches given back at once: volunteers cancel as many registrations awaiting payment (the
 * step the hourly expiry of unpaid registrations also takes, lifecycle.ts), each cancellation
 * promoting the next in line before it answers, after a few (CANCEL_WARMUP) that warm the step up. Timed until the last
 * answer; past the budget, no more are sent and the time of the rest is extrapolated from the pace so far.
 */
export async function promotionTime(base, jwt, db, freed) {
  const holders = (
    await db.query(`SELECT document_id AS "documentId" FROM registrations WHERE status = 'pending' ORDER BY id LIMIT ?`, [
      CANCEL_WARMUP + freed,
    ])
  ).map((row) => row.documentId);
  /** `holders` cancelled by CANCELLERS volunteers at once, until the budget ends; how many were. */
  const cancel = async (holders, started) => {
    let next = 0;
    const canceller = async () => {
      while (next < holders.length && performance.now() - started < CANCEL_BUDGET_MS) {
        const documentId = holders[next++];
        await timed(`${base}/api/registrations/${documentId}/steps`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
          body: JSON.stringify({ data: { event: 'cancel' } }),
        });
      }
    };
    await Promise.all(Array.from({ length: CANCELLERS }, canceller));
    return next;
  };
  // Warmed up first, as the registrations and the import are: the first steps of a process compile their code.
  await cancel(holders.slice(0, CANCEL_WARMUP), performance.now());
  const started = performance.now();
  const measured = await cancel(holders.slice(CANCEL_WARMUP), started);
  const ms = performance.now() - started;
  const [{ promoted }] = await db.query(`SELECT count(*) AS promoted FROM registration_events WHERE type = 'promoted'`);
  if (Number(promoted) !== CANCEL_WARMUP + measured)
    throw new Error(`${CANCEL_WARMUP + measured} emplacements libérés, ${promoted} promotions`);
  return { ms: (ms * freed) / measured, measured, freed };
}
