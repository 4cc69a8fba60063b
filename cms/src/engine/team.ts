import type { Core } from '@strapi/strapi';
import type { StaffRole } from '@brocante/shared';

/** The addresses of the team's active volunteers holding one of `roles`: who hears of a change or of the server. */
export async function teamAddresses(strapi: Core.Strapi, roles: readonly StaffRole[]): Promise<string[]> {
  const volunteers: { email: string }[] = await strapi.db.query('plugin::users-permissions.user').findMany({
    where: { role: { type: { $in: [...roles] } }, blocked: false },
    select: ['email'],
    orderBy: { id: 'asc' },
  });
  return volunteers.map(({ email }) => email);
}
