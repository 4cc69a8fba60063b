import { X509Certificate } from 'node:crypto';
import { readdir, readFile, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { HEALTH_LIMITS, healthOf, type BackupCopy, type ServerHealthDetails } from '@brocante/shared';
import { lastRebuildAsked, siteContentStamp } from './site-changes';

/** The disk's use from which it is said full: HEALTH_DISK_PERCENT, 85 by default. */
const diskLimitPercent = () => Number(process.env.HEALTH_DISK_PERCENT ?? '') || HEALTH_LIMITS.diskPercent;

/**
 * How full the disk holding the uploads is, as df counts it: used over used and available to this server. On the
 * committee's server the uploads folder is a link to the instance's own (/var/lib/INSTANCE/uploads), on the disk
 * that fills; where there is no uploads folder yet, the public folder's.
 */
async function diskUsedPercent(publicFolder: string): Promise<number> {
  const disk = await statfs(path.join(publicFolder, 'uploads')).catch(() => statfs(publicFolder));
  const used = disk.blocks - disk.bfree;
  return Math.round((used / (used + disk.bavail)) * 100);
}

async function databaseAnswers(strapi: Core.Strapi): Promise<boolean> {
  try {
    await strapi.db.connection.raw('select 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The last backup deploy/brocante made in BACKUP_DIR (its files' names: brocante-….tar.age) and how its copy left the
 * server (copie.txt, which each backup rewrites: `by=`, `at=`, `files_at=`, `bytes=`, `limit=`, `failed_at=`,
 * `failure=` lines); none configured in development.
 */
async function lastBackup(): Promise<ServerHealthDetails['backup']> {
  const folder = process.env.BACKUP_DIR?.trim();
  if (!folder) return { configured: false, lastAt: null, copy: null };
  const names = await readdir(folder).catch(() => [] as string[]);
  const times = await Promise.all(
    names
      .filter((name) => /^brocante-.*\.tar\.age$/.test(name))
      .map(async (name) => (await stat(path.join(folder, name))).mtimeMs),
  );
  return {
    configured: true,
    lastAt: times.length ? new Date(Math.max(...times)).toISOString() : null,
    copy: await backupCopy(folder),
  };
}

async function backupCopy(folder: string): Promise<BackupCopy> {
  const report = await readFile(path.join(folder, 'copie.txt'), 'utf8').catch(() => '');
  const value = (key: string) => report.match(new RegExp(`^${key}=(.+)$`, 'm'))?.[1]?.trim() || null;
  const instant = (key: string) => {
    const at = value(key);
    return at && !Number.isNaN(Date.parse(at)) ? new Date(at).toISOString() : null;
  };
  const count = (key: string) => (/^\d+$/.test(value(key) ?? '') ? Number(value(key)) : null);
  const by = value('by');
  const failedAt = instant('failed_at');
  return {
    by: by === 'e-mail' || by === 'restic' ? by : null,
    lastAt: instant('at'),
    filesAt: instant('files_at'),
    bytes: count('bytes'),
    limitBytes: count('limit'),
    failure: failedAt ? { at: failedAt, reason: value('failure') ?? 'sans message' } : null,
  };
}

/** When the site's certificate (TLS_CERTIFICATE, the file nginx serves) expires; none configured in development. */
async function certificateExpiry(): Promise<ServerHealthDetails['certificate']> {
  const file = process.env.TLS_CERTIFICATE?.trim();
  if (!file) return { validUntil: null };
  try {
    return { validUntil: new Date(new X509Certificate(await readFile(file)).validTo).toISOString() };
  } catch {
    // Unreadable or gone: as good as expired.
    return { validUntil: new Date(0).toISOString() };
  }
}

/**
 * The upgrade deploy/brocante undid, from the report it leaves (UPGRADE_REPORT, `version=` and `at=` lines) until an
 * upgrade succeeds; none configured in development.
 */
async function upgradeRolledBack(): Promise<ServerHealthDetails['upgrade']> {
  const file = process.env.UPGRADE_REPORT?.trim();
  const report = file ? await readFile(file, 'utf8').catch(() => '') : '';
  const value = (key: string) => report.match(new RegExp(`^${key}=(.+)$`, 'm'))?.[1]?.trim();
  const version = value('version');
  const at = value('at');
  return { rolledBack: version && at && !Number.isNaN(Date.parse(at)) ? { version, at: new Date(at).toISOString() } : null };
}

/**
 * What the served site was built from (SITE_WEB_ROOT, the web root nginx serves: its site-stamp.txt, which each build
 * writes) beside what the database publishes now; none configured in development, nor from a build older than the
 * stamp.
 */
async function siteFreshness(strapi: Core.Strapi): Promise<ServerHealthDetails['site']> {
  const root = process.env.SITE_WEB_ROOT?.trim();
  const built = root ? await readFile(path.join(root, 'site-stamp.txt'), 'utf8').catch(() => null) : null;
  return {
    builtFrom: built?.trim() || null,
    published: await siteContentStamp(strapi).catch(() => null),
    rebuildAskedAt: await lastRebuildAsked(strapi).catch(() => null),
  };
}

/**
 * The server's health now (packages/shared/src/server-health.ts): its database, its e-mails (the outbox's backlog,
 * read by the caller), the disk that holds the uploads (and, on one server, the database), its last backup, its
 * certificate, its last upgrade and the public site's freshness.
 */
export async function serverHealth(
  strapi: Core.Strapi,
  emails: ServerHealthDetails['emails'],
  now = new Date(),
): Promise<ServerHealthDetails> {
  return healthOf(
    {
      databaseAnswers: await databaseAnswers(strapi),
      emails,
      disk: { usedPercent: await diskUsedPercent(strapi.dirs.static.public), limitPercent: diskLimitPercent() },
      backup: await lastBackup(),
      certificate: await certificateExpiry(),
      upgrade: await upgradeRolledBack(),
      site: await siteFreshness(strapi),
    },
    now,
  );
}
