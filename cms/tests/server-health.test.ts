import { spawnSync } from 'node:child_process';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { until } from './support/until';

/** The server's health (lib/server-health.ts): what a monitoring service reads, and the volunteers' figures. */
useStrapi({ signIn: true });

const UID = 'api::email-message.email-message';
const { serverAlerts } = createRequire(import.meta.url)(
  '../dist/src/engine/server-alerts',
) as typeof import('../src/engine/server-alerts');

/** A certificate as certbot leaves one, valid `days` days from now. */
function certificate(folder: string, days: number): string {
  const file = path.join(folder, `cert-${days}.pem`);
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=brocante.example.be', '-days', String(days)],
    ...['-keyout', path.join(folder, `key-${days}.pem`), '-out', file],
  ]);
  expect(made.status).toBe(0);
  return file;
}

/** Sets variables for the length of `run`, as the server's environment file would. */
async function withEnvironment(variables: Record<string, string>, run: () => Promise<void>) {
  const before = { ...process.env };
  Object.assign(process.env, variables);
  try {
    await run();
  } finally {
    process.env = before;
  }
}

describe("the server's health", () => {
  it('answers a monitoring service 200 with its states only while all is well, never cached; the figures are staff-only', async () => {
    const health = await api.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    // This server says nowhere where its backups and certificate are (BACKUP_DIR, TLS_CERTIFICATE): not checked.
    expect(health.body).toEqual({
      data: {
        status: 'ok',
        checks: {
          database: 'ok',
          emails: 'ok',
          disk: 'ok',
          backup: 'not-configured',
          copy: 'not-configured',
          certificate: 'not-configured',
          upgrade: 'ok',
          site: 'not-configured',
        },
      },
    });
    expect((await api.get('/api/server-health')).status).toBe(403);
    const details = await api.get('/api/server-health', staff);
    expect(details.body.data).toMatchObject({
      status: 'ok',
      emails: { waiting: 0, oldestWaitingSince: null, undeliverable: 0 },
      // The test Strapi's own limit (support/strapi-server.ts): this machine's disk is not a committee's.
      disk: { limitPercent: 100 },
    });
    expect(details.body.data.disk.usedPercent).toBeGreaterThan(0);
  });

  it('says the site is stale when it was built from other content than is published, unless its rebuild was just asked', async () => {
    const stamp = (await api.get('/api/site-stamp')).body.data.stamp as string;
    expect(stamp).toMatch(/^[0-9a-f]{20}$/);
    const webRoot = mkdtempSync(path.join(tmpdir(), 'site-servi-'));
    const built = (from: string) => writeFileSync(path.join(webRoot, 'site-stamp.txt'), `${from}\n`);
    const site = async () => (await api.get('/api/health')).body.data.checks.site;
    const asked = (minutesAgo: number) =>
      server.strapi
        .store({ type: 'core', name: 'site-rebuild' })
        .set({ key: 'asked-at', value: new Date(Date.now() - minutesAgo * 60_000).toISOString() });
    await withEnvironment({ SITE_WEB_ROOT: webRoot }, async () => {
      await asked(60);
      built(stamp);
      expect(await site()).toBe('ok');
      // A post published since the site was built (as a restored database, or a rebuild that failed, leaves it).
      await server.strapi.documents('api::post.post').create({
        data: { title: 'Après la construction', slug: 'apres-la-construction', excerpt: 'x', body: 'x' } as never,
        status: 'published',
      });
      const stale = await api.get('/api/health');
      expect([stale.status, stale.body.data.checks.site]).toEqual([503, 'stale']);
      // Its rebuild asked a minute ago is under way: not stale yet; a quarter of an hour later, it failed.
      await asked(1);
      expect(await site()).toBe('ok');
      await asked(16);
      expect(await site()).toBe('stale');
      // Rebuilt from what is published now.
      const published = (await api.get('/api/site-stamp')).body.data.stamp as string;
      expect(published).not.toBe(stamp);
      built(published);
      expect(await site()).toBe('ok');
    });
  });

  it('says the disk is full past its limit', async () => {
    const limit = process.env.HEALTH_DISK_PERCENT;
    try {
      // Any disk in use is past 1 %: the server reads its limit at each check.
      process.env.HEALTH_DISK_PERCENT = '1';
      const full = await api.get('/api/health');
      expect(full.status).toBe(503);
      expect(full.body.data.checks).toMatchObject({ database: 'ok', emails: 'ok', disk: 'full' });
      expect((await api.get('/api/server-health', staff)).body.data.disk.limitPercent).toBe(1);
      // Unset, the limit is 85 %.
      delete process.env.HEALTH_DISK_PERCENT;
      expect((await api.get('/api/server-health', staff)).body.data.disk.limitPercent).toBe(85);
    } finally {
      if (limit === undefined) delete process.env.HEALTH_DISK_PERCENT;
      else process.env.HEALTH_DISK_PERCENT = limit;
    }
    expect((await api.get('/api/health')).status).toBe(200);
  });

  it('says a nightly backup was missed, its copy not gone off the server and a certificate about to expire, and tells each volunteer once a day while it lasts', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'brocante-sante-'));
    const backups = path.join(folder, 'sauvegardes');
    spawnSync('mkdir', ['-p', backups]);
    const expiring = certificate(folder, 5);
    await withEnvironment({ BACKUP_DIR: backups, TLS_CERTIFICATE: expiring }, async () => {
      // No backup yet, a certificate that renewal forgot.
      const none = await api.get('/api/health');
      expect(none.status).toBe(503);
      expect(none.body.data.checks).toMatchObject({ backup: 'missed', copy: 'failed', certificate: 'expiring' });
      // Last night's backup was not made: the last one is 30 hours old.
      const old = path.join(backups, 'brocante-20270301-020000.tar.age');
      writeFileSync(old, 'chiffré');
      const thirtyHoursAgo = new Date(Date.now() - 30 * 3_600_000);
      utimesSync(old, thirtyHoursAgo, thirtyHoursAgo);
      const details = (await api.get('/api/server-health', staff)).body.data;
      expect(details.checks).toMatchObject({ backup: 'missed', certificate: 'expiring' });
      expect(details.backup.lastAt).toBe(thirtyHoursAgo.toISOString());

      await server.mail.clear();
      expect(await serverAlerts(server.strapi).check()).toEqual(['backup', 'copy', 'certificate']);
      const [alert, ...more] = await server.mail.received('benevole@example.be');
      expect(more).toEqual([]);
      expect(alert!.subject).toBe('Brocante : le serveur a besoin de vous');
      expect(alert!.text).toContain('Sauvegarde : La dernière date du');
      expect(alert!.text).toContain("celle de la nuit n'a pas été faite. Lancez deploy/brocante backup sur le serveur");
      expect(alert!.text).toContain('Certificat HTTPS : Il expire le');
      // Told once a day: the next quarter of an hour says nothing, the next day says it again.
      expect(await serverAlerts(server.strapi).check()).toEqual([]);
      expect(await serverAlerts(server.strapi).check(new Date(Date.now() + 86_400_000))).toEqual([
        'backup',
        'copy',
        'certificate',
      ]);

      // Tonight's backup made and the certificate renewed, but its copy refused by the mail server (deploy/brocante
      // backup's report): the copy is said, with the mail server's words and the last copy that left.
      writeFileSync(path.join(backups, 'brocante-20270302-020000.tar.age'), 'chiffré');
      process.env.TLS_CERTIFICATE = certificate(folder, 90);
      const report = (lines: string[]) => writeFileSync(path.join(backups, 'copie.txt'), `${lines.join('\n')}\n`);
      report([
        'by=e-mail',
        `at=${thirtyHoursAgo.toISOString()}`,
        `files_at=${thirtyHoursAgo.toISOString()}`,
        'bytes=2400000',
        'limit=10000000',
        `failed_at=${new Date().toISOString()}`,
        'failure=552 5.3.4 Message size exceeds fixed maximum message size',
      ]);
      const refused = await api.get('/api/health');
      expect(refused.status).toBe(503);
      expect(refused.body.data.checks).toMatchObject({ backup: 'ok', copy: 'failed' });
      expect((await api.get('/api/server-health', staff)).body.data.backup.copy).toMatchObject({
        by: 'e-mail',
        lastAt: thirtyHoursAgo.toISOString(),
        failure: { reason: '552 5.3.4 Message size exceeds fixed maximum message size' },
      });
      await server.mail.clear();
      expect(await serverAlerts(server.strapi).check()).toEqual(['copy']);
      // (The next day's alert above may still be on its way: the one about the copy is the one that names it.)
      const received = await until(
        () => server.mail.received('benevole@example.be'),
        (messages) => messages.some((message) => message.text.includes('552 5.3.4')),
      );
      const told = received.find((message) => message.text.includes('552 5.3.4'));
      expect(told!.text).toContain(
        "Copie hors du serveur : La copie par e-mail à l'adresse du comité n'a pas quitté le serveur le",
      );
      expect(told!.text).toContain('« 552 5.3.4 Message size exceeds fixed maximum message size »');

      // The next try leaves: all is well, nothing to tell.
      const now = new Date().toISOString();
      report(['by=e-mail', `at=${now}`, `files_at=${now}`, 'bytes=2400000', 'limit=10000000']);
      expect((await api.get('/api/health')).body.data).toEqual({
        status: 'ok',
        checks: {
          database: 'ok',
          emails: 'ok',
          disk: 'ok',
          backup: 'ok',
          copy: 'ok',
          certificate: 'ok',
          upgrade: 'ok',
          site: 'not-configured',
        },
      });
      expect(await serverAlerts(server.strapi).check()).toEqual([]);
    });
  });

  it('says an upgrade was undone, from the report deploy/brocante upgrade leaves, and tells the volunteers', async () => {
    const report = path.join(mkdtempSync(path.join(tmpdir(), 'brocante-maj-')), 'mise-a-jour-annulee');
    await withEnvironment({ UPGRADE_REPORT: report }, async () => {
      // No report: no upgrade undone.
      expect((await api.get('/api/health')).body.data.checks.upgrade).toBe('ok');
      writeFileSync(report, 'version=v2027.3\nat=2027-03-01T20:15:00Z\n');
      const undone = await api.get('/api/health');
      expect(undone.status).toBe(503);
      expect(undone.body.data.checks.upgrade).toBe('rolled-back');
      expect((await api.get('/api/server-health', staff)).body.data.upgrade).toEqual({
        rolledBack: { version: 'v2027.3', at: '2027-03-01T20:15:00.000Z' },
      });
      expect(await serverAlerts(server.strapi).check(new Date(Date.now() + 3 * 86_400_000))).toEqual(['upgrade']);
      const told = await until(
        () => server.strapi.db.query(UID).findMany({ where: { topic: { $contains: 'upgrade' } } }),
        (messages) => messages.length > 0,
      );
      expect(told[0].text).toContain("La version v2027.3 n'a pas démarré");
    });
  });
});
