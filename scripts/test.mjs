#!/usr/bin/env node
/**
 * `pnpm test`: every check and every suite, then one closing line `N passed, N failed` summing them all.
 *  1. builds what the suites need, as a release has it: the shared package, the admin, Strapi with its editors' panel
 *     (the production suite and the server suite's release archive take them from turbo's cache);
 *  2. beside everything else from there, the committee's server: deploy/brocante install on a fresh Debian root, with
 *     its certificate by ACME, then its backups, upgrades, restore and restarts (always in CI; locally as root with
 *     debootstrap and systemd-nspawn);
 *  3. unit and component suites through turbo, the cms's tests that need no Strapi, the API suite against a real
 *     Strapi on SQLite, then end-to-end tests in Chromium against Strapi and the built site and admin; while
 *  4. beside them, one after the other: `pnpm lint` and `pnpm typecheck`; the production stack in Chromium, nginx
 *     (deploy/nginx) over HTTPS and `strapi start` in production on PostgreSQL (always in CI; locally when nginx is
 *     installed and PostgreSQL answers), before the Chromium suite builds its site in the same folder; the API suite
 *     on PostgreSQL (always in CI; locally when a server answers on 5432); the README's first command,
 *     `pnpm install && pnpm dev`, on a clean copy of the checkout, read in Chromium (its own ports).
 * The output of a suite beside follows the others'. Each suite writes a JSON report; the counts come from those
 * reports, and a check that failed (lint, types) counts as one failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = {
  'shared (unit)': 'packages/shared/test-results/vitest.json',
  'ui (composants)': 'packages/ui/test-results/vitest.json',
  'site (composants)': 'site/test-results/vitest.json',
  'admin (composants)': 'admin/test-results/vitest.json',
  'cms (unitaires)': 'cms/test-results/vitest-unit.json',
  'cms (API, SQLite)': 'cms/test-results/vitest.json',
  'cms (API, PostgreSQL)': 'cms/test-results/vitest-postgres.json',
  'e2e (Chromium)': 'e2e/test-results/playwright.json',
  'pnpm dev (copie propre)': 'e2e/test-results/playwright-dev.json',
  'production (nginx, HTTPS, PostgreSQL)': 'e2e/test-results/playwright-production.json',
  'serveur (Debian neuf, deploy/brocante)': 'e2e/test-results/playwright-server.json',
};

/** How long each step took, printed with the summary (docs/checks.md names the slowest). */
const durations = [];
const timed = (label, started) => durations.push([label, Math.round((Date.now() - started) / 1000)]);

/**
 * A command in the foreground, its output as it comes; resolves with its exit code. Not spawnSync: this process keeps
 * reading the suites beside it meanwhile, and notes their end when it comes.
 */
function run(command, args, label = args.join(' ')) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      timed(label, started);
      resolve(code ?? 1);
    }),
  );
}

/** A command run beside the others: its output kept, printed when it ends; resolves with its exit code. */
function runBeside(command, args, label) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      console.log(`\n$ ${command} ${args.join(' ')} (à côté)\n${output}`);
      timed(label, started);
      resolve(code ?? 1);
    }),
  );
}

function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A suite this machine cannot run: said, and counted as passed over rather than missing its report. */
function skip(suite, why) {
  skipped.add(suite);
  console.log(`\n${why} (CI la lance toujours).`);
  return null;
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Titles of a Playwright suite's failed tests, walking its nested suites. */
function failedSpecs(suite, trail = []) {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
  return [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file}: ${[...here, spec.title].join(' › ')}`),
    ...(suite.suites ?? []).flatMap((child) => failedSpecs(child, here)),
  ];
}

/** { passed, failed, failures } from a Vitest or Playwright JSON report; failures name what failed. */
function resultsOf(file) {
  const report = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  if ('numPassedTests' in report) {
    const failures = report.testResults.flatMap((testFile) => [
      ...testFile.assertionResults
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${path.relative(root, testFile.name)}: ${test.fullName}\n      ${(test.failureMessages[0] ?? '').split('\n')[0]}`,
        ),
      ...(testFile.status === 'failed' && testFile.message
        ? [`${path.relative(root, testFile.name)}: ${testFile.message.split('\n')[0]}`]
        : []),
    ]);
    const crashed = report.success === false && report.numFailedTests === 0 ? 1 : 0;
    return { passed: report.numPassedTests, failed: report.numFailedTests + crashed, failures };
  }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const failures = [
    ...report.suites.flatMap((suite) => failedSpecs(suite)),
    ...(report.errors ?? []).map((error) => error.message?.split('\n')[0] ?? 'erreur'),
  ];
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), failures };
}

for (const file of Object.values(reports)) rmSync(path.join(root, file), { force: true });

const exitCodes = [];
const skipped = new Set();
/** The checks that write no report (lint, types): their name and exit code. */
const checks = [];
const check = async (label, promise) => {
  const code = await promise;
  checks.push([label, code]);
  return code;
};
// What the suites need, built as a release has it (Strapi with its editors' panel): the production suite and the server
// suite's release archive take it from turbo's cache.
const buildStatus = await run(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@brocante/shared', '--filter=admin', '--filter=cms', '--output-logs=errors-only'],
  'construction',
);
exitCodes.push(buildStatus);
if (buildStatus === 0) {
  const withPostgres = process.env.CI === 'true' || (await postgresAnswers());
  // The server suite from the start, beside every other: its Debian servers wait on the network and on systemd most of
  // the time. What runs on them runs in sessions of their own (their systemd's, and each command's, as an SSH login's:
  // scripts/debian-server.mjs), among which Linux shares the processor first; the suite's own processes on this machine
  // (the test runner, the load, the mail and ACME servers) at the lowest priority (nice 19), as they were when the
  // suite's load had pushed a component test past 5 s and an API suite's Strapi past 120 s (docs/checks.md).
  const withServer =
    process.env.CI === 'true' || (process.getuid?.() === 0 && commandExists('systemd-nspawn') && commandExists('debootstrap'));
  const serverSuite = withServer
    ? runBeside('nice', ['-n', '19', 'pnpm', '--filter', 'e2e', 'run', 'test:server'], 'serveur (Debian neuf), à côté')
    : skip('serveur (Debian neuf, deploy/brocante)', 'La suite du serveur demande root, debootstrap et systemd-nspawn : passée');
  // Beside the foreground, one after the other. The production suite builds the site in site/ as the Chromium suite's
  // rebuilder does: it runs first, while the foreground is at its unit and API suites.
  const checksAndProduction = (async () => {
    const codes = [
      await check('lint', runBeside('pnpm', ['lint'], 'lint, à côté')),
      await check('types', runBeside('pnpm', ['typecheck'], 'types, à côté')),
    ];
    if (withPostgres && (process.env.CI === 'true' || commandExists('nginx')))
      codes.push(await runBeside('pnpm', ['--filter', 'e2e', 'run', 'test:production'], 'production, à côté'));
    else skip('production (nginx, HTTPS, PostgreSQL)', 'nginx ou PostgreSQL manque : la suite de production est passée');
    return codes;
  })();
  const besideSuites = (async () => {
    const codes = await checksAndProduction;
    if (withPostgres)
      codes.push(await runBeside('pnpm', ['--filter', 'cms', 'run', 'test:postgres:compiled'], 'cms (API, PostgreSQL), à côté'));
    else skip('cms (API, PostgreSQL)', 'PostgreSQL ne répond pas sur 127.0.0.1:5432 : la suite API sur PostgreSQL est passée');
    codes.push(await runBeside('pnpm', ['--filter', 'e2e', 'run', 'test:dev'], 'pnpm dev (copie propre), à côté'));
    return codes;
  })();
  exitCodes.push(
    await run(
      'pnpm',
      ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--continue', '--filter=!e2e', '--filter=!cms'],
      'unitaires et composants',
    ),
  );
  exitCodes.push(await run('pnpm', ['--filter', 'cms', 'run', 'test:unit'], 'cms (unitaires)'));
  exitCodes.push(await run('pnpm', ['--filter', 'cms', 'run', 'test:compiled'], 'cms (API, SQLite)'));
  // Not before the production suite's site builds are done (in practice they are long done by then).
  await checksAndProduction;
  exitCodes.push(await run('pnpm', ['--filter', 'e2e', 'run', 'test'], 'e2e (Chromium)'));
  exitCodes.push(...(await besideSuites));
  if (serverSuite) exitCodes.push(await serverSuite);
}
let passed = 0;
let failed = 0;
const failures = [];
console.log('\nRésumé');
for (const [label, code] of checks) {
  console.log(`  ${label}: ${code === 0 ? 'réussi' : 'échoué'}`);
  if (code === 0) continue;
  failed += 1;
  failures.push(`${label}: échoué (sa sortie ci-dessus)`);
}
for (const [suite, file] of Object.entries(reports)) {
  if (!existsSync(path.join(root, file))) {
    console.log(`  ${suite}: ${skipped.has(suite) ? 'passée' : 'pas de rapport'}`);
    if (!skipped.has(suite)) {
      failures.push(`${suite}: la suite n'a pas écrit de rapport`);
      failed += 1;
    }
    continue;
  }
  const results = resultsOf(file);
  passed += results.passed;
  failed += results.failed;
  failures.push(...results.failures.map((failure) => `${suite}, ${failure}`));
  console.log(`  ${suite}: ${results.passed} réussis, ${results.failed} échoués`);
}
console.log(`\nDurées (s) : ${durations.map(([label, seconds]) => `${label} ${seconds}`).join(' · ')}`);
if (failures.length > 0) console.log(`\nÉchecs\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
// A suite that crashed before writing its report still fails the run.
if (failed === 0 && exitCodes.some((code) => code !== 0)) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
