import type { Core } from '@strapi/strapi';
import { JOURNAL, type JournalRequest } from '../bootstrap/route-journal';
import { actionOfRoute, type StaffRoute } from '../bootstrap/route-roles';
import { journal } from '../engine/journal';
import { staffRoleOf, volunteerName } from '../lib/staff-role';

/**
 * Who did what: once a staff route has answered with success, its line in the journal (bootstrap/route-journal.ts
 * says which routes have one and in which words), with the volunteer's name and role then. The change is made and
 * answered even when its line cannot be written: that failure is logged, never the volunteer's loss.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async function journalLine(ctx: any, next: () => Promise<void>) {
    await next();
    const route = ctx.state?.route;
    const user = ctx.state?.user;
    if (!route || !user || ctx.status < 200 || ctx.status >= 300) return;
    const action = actionOfRoute(route);
    const line = JOURNAL[action as StaffRoute];
    if (!line) return;
    const body = ctx.request.body?.data;
    const request: JournalRequest = {
      params: ctx.params ?? {},
      body: body && typeof body === 'object' && !Array.isArray(body) ? body : {},
    };
    if (line.changesNothing?.(request)) return;
    try {
      await journal(strapi).record({
        accountId: Number(user.id),
        who: volunteerName(ctx) ?? `#${user.id}`,
        role: staffRoleOf(ctx),
        action,
        registration: line.registration?.(request),
        details: line.details?.(request) ?? null,
      });
    } catch (error) {
      strapi.log.error(`Journal : la ligne de ${action} n'a pas pu être écrite (${(error as Error).message}).`);
    }
  };
