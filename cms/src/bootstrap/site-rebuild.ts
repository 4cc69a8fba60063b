import type { Core, UID } from '@strapi/strapi';
import { editions } from '../engine/editions';
import { rebuildAsked, SITE_CHANGED, SITE_CONTENT } from '../lib/site-changes';

/**
 * The public site is static: what it shows from Strapi changes only when it is rebuilt.
 * Publishing, updating or unpublishing a post or a committee page, or editing the configuration, calls SITE_REBUILD_URL
 * (GitHub's repository_dispatch in production, `pnpm site:rebuilder` locally); so does a registration
 * deadline passing, since the home page says which routes are open, and whatever the engine says changed the site
 * (lib/site-changes.ts: what an exhibitor holding a pitch sells, shown on the public plan).
 */
const EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete', 'entry.update', 'entry.create'];
const DEBOUNCE_MS = 1500;

export function siteRebuilder(strapi: Core.Strapi) {
  const isContentType = (uid: string): uid is UID.ContentType => uid in strapi.contentTypes;
  const hasDrafts = (uid: string) => isContentType(uid) && strapi.contentType(uid).options?.draftAndPublish === true;
  // One address, or several separated by commas (the dev server and the local rebuilder, say).
  const urls = (process.env.SITE_REBUILD_URL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  let timer: NodeJS.Timeout | undefined;
  let reasons: string[] = [];

  async function send() {
    const body = { event_type: 'strapi-publish', client_payload: { reasons } };
    reasons = [];
    await rebuildAsked(strapi);
    await Promise.all(urls.map((url) => sendTo(url, body)));
  }

  async function sendTo(url: string, body: { client_payload: { reasons: string[] } }) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/vnd.github+json',
          ...(process.env.SITE_REBUILD_TOKEN ? { authorization: `Bearer ${process.env.SITE_REBUILD_TOKEN}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) strapi.log.warn(`Reconstruction du site refusée (${response.status}) par ${url}`);
      else strapi.log.info(`Reconstruction du site demandée : ${body.client_payload.reasons.join(', ')}`);
    } catch (error) {
      strapi.log.warn(`Reconstruction du site impossible (${url}) : ${(error as Error).message}`);
    }
  }

  /** Bursts (publishing writes several rows) make one call. */
  function request(reason: string) {
    if (!urls.length) return;
    reasons.push(reason);
    clearTimeout(timer);
    timer = setTimeout(send, DEBOUNCE_MS);
  }

  return {
    listen() {
      if (!urls.length) return;
      strapi.eventHub.on(SITE_CHANGED, async ({ reason }: { reason: string }) => request(reason));
      for (const event of EVENTS) {
        strapi.eventHub.on(
          event,
          async ({ uid, entry }: { uid?: string; entry?: { slug?: string; publishedAt?: string | null } }) => {
            if (!uid || !(SITE_CONTENT as readonly string[]).includes(uid)) return;
            // Saving a draft changes nothing on the site; publishing does.
            if (hasDrafts(uid) && (event === 'entry.update' || event === 'entry.create') && !entry?.publishedAt) return;
            request(`${event} ${uid}${entry?.slug ? ` ${entry.slug}` : ''}`);
          },
        );
      }
    },

    /** Called by the cron task: a deadline passed since the last run. */
    async deadlinesPassed(now = new Date()) {
      const store = strapi.store({ type: 'core', name: 'site-rebuild' });
      const lastRun = new Date(((await store.get({ key: 'deadline-check' })) as string | null) ?? now.toISOString());
      await store.set({ key: 'deadline-check', value: now.toISOString() });
      const shown = await editions(strapi).publicEdition(now);
      if (!shown) return;
      for (const field of ['neighborRegistrationEnd', 'visitorRegistrationEnd'] as const) {
        const deadline = new Date(shown[field]);
        if (deadline > lastRun && deadline <= now) request(`clôture ${field}`);
      }
    },
  };
}
