import { errors } from '@strapi/utils';
import { API_MESSAGES, isStaffRole, roleMay, type StaffAction, type StaffRole } from '@brocante/shared';

/** The signed-in volunteer's role (users-permissions populates it on every request), or null for anyone else. */
export function staffRoleOf(ctx: { state?: { user?: { role?: { type?: unknown } } } }): StaffRole | null {
  const type = ctx.state?.user?.role?.type;
  return isStaffRole(type) ? type : null;
}

/** Whether the volunteer behind a request may an action of the team's table (packages/shared, team.ts). */
export const requestMay = (ctx: Parameters<typeof staffRoleOf>[0], action: StaffAction): boolean => {
  const role = staffRoleOf(ctx);
  return role !== null && roleMay(role, action);
};

/** Refuses, in the volunteer's words, what their role may not: a route that serves several actions checks each here. */
export function requireAction(ctx: Parameters<typeof staffRoleOf>[0], action: StaffAction): void {
  if (!requestMay(ctx, action)) throw new errors.ForbiddenError(API_MESSAGES.roleForbids);
}
