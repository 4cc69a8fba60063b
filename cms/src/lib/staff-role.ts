import { errors } from '@strapi/utils';
import { API_MESSAGES, isStaffRole, roleMay, STAFF_ROLE_LABELS, type StaffAction, type StaffRole } from '@brocante/shared';

/** A request as users-permissions leaves it: its account, with its role, on every signed-in request. */
interface SignedInRequest {
  state?: { user?: { id?: unknown; email?: unknown; displayName?: unknown; role?: { type?: unknown } } };
}

/** The signed-in volunteer's role (users-permissions populates it on every request), or null for anyone else. */
export function staffRoleOf(ctx: SignedInRequest): StaffRole | null {
  const type = ctx.state?.user?.role?.type;
  return isStaffRole(type) ? type : null;
}

/** Whether the volunteer behind a request may an action of the team's table (packages/shared, team.ts). */
export const requestMay = (ctx: SignedInRequest, action: StaffAction): boolean => {
  const role = staffRoleOf(ctx);
  return role !== null && roleMay(role, action);
};

/** Refuses, in the volunteer's words, what their role may not: a route that serves several actions checks each here. */
export function requireAction(ctx: SignedInRequest, action: StaffAction): void {
  if (!requestMay(ctx, action)) throw new errors.ForbiddenError(API_MESSAGES.roleForbids);
}

/** The volunteer's name, or their address when they gave none (an account made before invitations). */
export function volunteerName(ctx: SignedInRequest): string | null {
  const user = ctx.state?.user;
  if (!user) return null;
  const name = typeof user.displayName === 'string' ? user.displayName.trim() : '';
  return name || (typeof user.email === 'string' ? user.email : null);
}

/**
 * Who did it, as the histories and the journal write it: « Marie Dupont (Trésorerie) », their name and role then, so
 * that a change of role or of name later does not rewrite who did what.
 */
export function volunteerLabel(ctx: SignedInRequest): string | null {
  const name = volunteerName(ctx);
  const role = staffRoleOf(ctx);
  return name && role ? `${name} (${STAFF_ROLE_LABELS[role]})` : name;
}
