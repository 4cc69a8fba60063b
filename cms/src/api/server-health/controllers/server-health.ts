import { publicHealth } from '@brocante/shared';
import { outbox } from '../../../engine/outbox';
import { serverHealth } from '../../../lib/server-health';
import { siteContentStamp } from '../../../lib/site-changes';

/** The server's health (lib/server-health.ts): its e-mails' backlog read from the committee's outbox. */
export default ({ strapi }: { strapi: any }) => {
  const health = async () => serverHealth(strapi, await outbox(strapi).backlog());
  return {
    /** Public: nothing private, never cached; 503 when a check is not well, for a monitoring service. */
    async states(ctx: any) {
      const states = publicHealth(await health());
      ctx.set('Cache-Control', 'no-store');
      ctx.status = states.status === 'ok' ? 200 : 503;
      ctx.body = { data: states };
    },
    async details() {
      return { data: await health() };
    },
    /** Public: a fingerprint of what the site shows (lib/site-changes.ts), nothing of its content. */
    async siteStamp(ctx: any) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: { stamp: await siteContentStamp(strapi) } };
    },
  };
};
