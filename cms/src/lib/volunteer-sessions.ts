import type { Core } from '@strapi/strapi';

/** The sessions of the volunteers' accounts (users-permissions), among Strapi's sessions (the panel's are 'admin'). */
export const VOLUNTEER_SESSIONS = 'users-permissions';

/**
 * Ends every session of a volunteer's account at once: its next request is refused (middlewares/staff-session.ts)
 * and its cookie renews nothing. A role changed, an account deactivated, a new password, a second factor reset, a
 * helper's phone past its day.
 */
export async function endVolunteerSessions(strapi: Core.Strapi, userId: number): Promise<void> {
  await strapi.db.query('admin::session').deleteMany({ where: { origin: VOLUNTEER_SESSIONS, userId: String(userId) } });
}
