#!/usr/bin/env node
/**
 * A steady load on the committee's site from outside while it upgrades (e2e/server/03-lifecycle.spec.ts): page views,
 * and registrations sent as the site's forms send them (site/src/lib/api.ts: a 503 with Retry-After is waited and the
 * same registration sent again). Runs until SIGTERM, lets what is under way finish, then prints what it counted as
 * JSON: the pages served and failed, the registrations accepted (their addresses), the waits, and every failure.
 *
 *   node scripts/upgrade-load.mjs ADDRESS DOMAIN AUTHORITY_FILE RUN REGISTRATION_JSON
 * (REGISTRATION_JSON: the server suite's visitor registration, e2e/support/server-install.ts, each sent with its own
 * name, address and house number)
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { UPGRADE_WAITS_AT_MOST, upgradeWait } from '@brocante/shared';

const [address, domain, authorityFile, run, registrationJson] = process.argv.slice(2);
const registration = JSON.parse(registrationJson);
const authority = readFileSync(authorityFile, 'utf8');
const counted = { pages: { served: 0, failed: [] }, registrations: { accepted: [], waits: 0, failed: [] } };
let stopping = false;
process.on('SIGTERM', () => (stopping = true));

function call(method, path, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const sent = request(
      {
        host: address,
        port: 443,
        servername: domain,
        method,
        path,
        ca: authority,
        agent: false,
        headers: {
          host: domain,
          accept: 'application/json',
          'accept-language': 'fr',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'] }));
      },
    );
    sent.on('error', (error) => resolve({ status: 0, error: error.message }));
    sent.end(payload);
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function pageViews() {
  for (let index = 0; !stopping; index++) {
    const path = index % 2 ? '/brocante/inscription/' : '/';
    const { status } = await call('GET', path);
    if (status === 200) counted.pages.served++;
    else counted.pages.failed.push(`${path} ${status}`);
    await pause(100);
  }
}

async function registrations() {
  for (let index = 0; !stopping; index++) {
    const email = `charge-${run}-${index}@quartier-exemple.be`;
    const body = { data: { ...registration.data, lastName: `Mise à jour ${index}`, email, houseNumber: `${run}-${index}` } };
    // As the site's forms do (site/src/lib/api.ts): the same registration again after the wait an upgrade asks.
    for (let waits = 0; ; waits++) {
      const answer = await call('POST', '/api/registrations', body);
      if (answer.status === 201) {
        counted.registrations.accepted.push(email);
        break;
      }
      const wait = waits < UPGRADE_WAITS_AT_MOST ? upgradeWait(answer.status, answer.retryAfter) : 0;
      if (wait) {
        counted.registrations.waits++;
        await pause(wait * 1000);
        continue;
      }
      counted.registrations.failed.push(`${email} ${answer.status}${answer.error ? ` ${answer.error}` : ''}`);
      break;
    }
    await pause(300);
  }
}

await Promise.all([pageViews(), registrations()]);
process.stdout.write(`${JSON.stringify(counted)}\n`);
