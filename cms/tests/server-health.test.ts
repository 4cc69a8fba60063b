import { describe, expect, it } from 'vitest';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';
import { until } from './support/until';

/** The server's health (lib/server-health.ts): what a monitoring service reads, and the volunteers' figures. */
useStrapi({ signIn: true });

const UID = 'api::email-message.email-message';

describe("the server's health", () => {
  it('answers a monitoring service 200 with its states only while all is well, never cached; the figures are staff-only', async () => {
    const health = await api.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.body).toEqual({ data: { status: 'ok', checks: { database: 'ok', emails: 'ok', disk: 'ok' } } });
    expect((await api.get('/api/server-health')).status).toBe(403);
    const details = await api.get('/api/server-health', staff);
    expect(details.body.data).toMatchObject({
      status: 'ok',
      emails: { waiting: 0, oldestWaitingSince: null, undeliverable: 0 },
      disk: { limitPercent: 85 },
    });
    expect(details.body.data.disk.usedPercent).toBeGreaterThan(0);
  });

  it('says the e-mails are late once one has waited an hour for a mail server that is down, and well again once it left', async () => {
    await server.mail.stop();
    expect((await api.post('/api/registrations', { data: visitorRegistration({ email: 'sans.smtp@example.be' }) })).status).toBe(
      201,
    );
    const queued = await until(
      () => server.strapi.db.query(UID).findOne({ where: { to: 'sans.smtp@example.be' } }),
      (message) => Boolean(message?.attempts),
    );
    // Within the hour, a message waiting is no alarm: the outbox tries again.
    expect((await api.get('/api/health')).status).toBe(200);

    await server.strapi.db
      .query(UID)
      .update({ where: { id: queued.id }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } });
    const late = await api.get('/api/health');
    expect(late.status).toBe(503);
    expect(late.body.data).toEqual({ status: 'degraded', checks: { database: 'ok', emails: 'late', disk: 'ok' } });
    const details = (await api.get('/api/server-health', staff)).body.data;
    expect(details.emails).toMatchObject({ waiting: 1, undeliverable: 0 });
    expect(details.emails.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.now() - new Date(details.emails.oldestWaitingSince).getTime()).toBeGreaterThan(60 * 60_000);

    await server.mail.restart();
    await server.strapi.db.query(UID).update({ where: { id: queued.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await server.strapi.service(UID).sendDue();
    await server.mail.received('sans.smtp@example.be');
    expect((await api.get('/api/health')).body.data.checks.emails).toBe('ok');
  });

  it('says the disk is full past its limit', async () => {
    const limit = process.env.HEALTH_DISK_PERCENT;
    try {
      // Any disk in use is past 1 %: the server reads its limit at each check.
      process.env.HEALTH_DISK_PERCENT = '1';
      const full = await api.get('/api/health');
      expect(full.status).toBe(503);
      expect(full.body.data.checks).toEqual({ database: 'ok', emails: 'ok', disk: 'full' });
      expect((await api.get('/api/server-health', staff)).body.data.disk.limitPercent).toBe(1);
    } finally {
      if (limit === undefined) delete process.env.HEALTH_DISK_PERCENT;
      else process.env.HEALTH_DISK_PERCENT = limit;
    }
    expect((await api.get('/api/health')).status).toBe(200);
  });
});
