/**
 * What the server checks of itself (cms/src/lib/server-health.ts): that its database answers, that its e-mails
 * leave, that its disk has room. A monitoring service reads the states (GET /api/health, nothing private: 200 when
 * all is well, 503 otherwise); the volunteers read them with their figures on the dashboard (« Santé du serveur »).
 */
export const HEALTH_LIMITS = {
  /** An e-mail still waiting after this long: the mail server does not take the committee's messages. */
  emailsLateMinutes: 60,
  /** The disk's use (the uploads' and, on one server, the database's) from which it is said full. */
  diskPercent: 85,
} as const;

export interface ServerHealth {
  status: 'ok' | 'degraded';
  checks: { database: 'ok' | 'failing'; emails: 'ok' | 'late'; disk: 'ok' | 'full' };
}

/** What the volunteers read: the states, and the figures behind them. */
export interface ServerHealthDetails extends ServerHealth {
  emails: {
    /** messages not sent yet */
    waiting: number;
    /** when the oldest of them was written (ISO), null when none waits */
    oldestWaitingSince: string | null;
    /** the last error the mail server gave for a waiting message */
    lastError: string | null;
    /** messages a mail server refused for good, waiting for a corrected address */
    undeliverable: number;
  };
  disk: { usedPercent: number; limitPercent: number };
}

/** The states from the figures, at `now`. */
export function healthOf(
  figures: { databaseAnswers: boolean; emails: ServerHealthDetails['emails']; disk: ServerHealthDetails['disk'] },
  now: Date,
): ServerHealthDetails {
  const lateSince = now.getTime() - HEALTH_LIMITS.emailsLateMinutes * 60_000;
  const checks: ServerHealth['checks'] = {
    database: figures.databaseAnswers ? 'ok' : 'failing',
    emails:
      figures.emails.oldestWaitingSince && new Date(figures.emails.oldestWaitingSince).getTime() <= lateSince ? 'late' : 'ok',
    disk: figures.disk.usedPercent >= figures.disk.limitPercent ? 'full' : 'ok',
  };
  const status = Object.values(checks).every((state) => state === 'ok') ? 'ok' : 'degraded';
  return { status, checks, emails: figures.emails, disk: figures.disk };
}

/** What a monitoring service may read: the states only. */
export const publicHealth = ({ status, checks }: ServerHealth): ServerHealth => ({ status, checks });
