import { statfs } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { HEALTH_LIMITS, healthOf, type ServerHealthDetails } from '@brocante/shared';

/** The disk's use from which it is said full: HEALTH_DISK_PERCENT, 85 by default. */
const diskLimitPercent = () => Number(process.env.HEALTH_DISK_PERCENT ?? '') || HEALTH_LIMITS.diskPercent;

/** How full the disk holding `path` is, as df counts it: used over used and available to this server. */
async function diskUsedPercent(path: string): Promise<number> {
  const disk = await statfs(path);
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
 * The server's health now (packages/shared/src/server-health.ts): its database, its e-mails (the outbox's backlog, read by the
 * caller), the disk that holds the uploads (and, on one server, the database).
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
    },
    now,
  );
}
