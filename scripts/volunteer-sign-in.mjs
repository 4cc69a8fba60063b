import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';

/** The authenticator app's period, as the server's (cms/src/engine/second-factor.ts). */
const PERIOD_SECONDS = 30;

/**
 * The authenticator apps of the volunteers a suite or a bench enrolled, kept in `file` ({ e-mail: { secret, lastStep } })
 * so that the processes of one run share them, as the volunteer's phone keeps its secret between sign-ins.
 */
const authenticators = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

/**
 * The app's next code for `email`: of a time step not typed yet, since the server takes each step once. The server
 * also takes the step after the current one; beyond, the app waits for its clock. Null: no app enrolled for `email`.
 */
export async function nextSecondFactorCode(file, email) {
  for (;;) {
    const app = authenticators(file)[email];
    if (!app) return null;
    const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
    const step = Math.max(now, app.lastStep + 1);
    if (step <= now + 1) {
      writeFileSync(file, JSON.stringify({ ...authenticators(file), [email]: { ...app, lastStep: step } }));
      const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(app.secret) });
      return totp.generate({ timestamp: step * PERIOD_SECONDS * 1000 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * A volunteer's sign-in by the API the admin calls, through `call(method, path, body, jwt)` resolving with the answer's
 * JSON: with the app's code once enrolled; when the committee asks their role a second factor not yet enrolled, they
 * enrol it first, as the admin's « Mon compte » has them do (the app kept in `file`). Resolves with the access token.
 */
export async function signInVolunteer(call, { email, password }, file) {
  const code = await nextSecondFactorCode(file, email);
  const { jwt } = await call('POST', '/api/auth/local', { identifier: email, password, ...(code && { code }) });
  if (!(await call('GET', '/api/team/me', undefined, jwt)).data.secondFactorOwed) return jwt;
  const { secret } = (await call('POST', '/api/second-factor/enrolment', undefined, jwt)).data;
  writeFileSync(file, JSON.stringify({ ...authenticators(file), [email]: { secret, lastStep: -1 } }));
  await call('POST', '/api/second-factor/confirmation', { data: { code: await nextSecondFactorCode(file, email) } }, jwt);
  return jwt;
}
