import { queryOptions, useQuery } from '@tanstack/react-query';
import { isStaffRole, roleMay, type SignedInVolunteer, type StaffAction, type StaffRole } from '@brocante/shared';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { session } from '../lib/session';
import type { One } from '../lib/strapi-types';

/** GET /api/team/me; the role is kept on the phone for the check-in screen opened with no network. */
export async function getMe(): Promise<SignedInVolunteer> {
  const me = (await api.get<One<SignedInVolunteer>>('/team/me')).data;
  session.lastRole = me.role;
  return me;
}

export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 60_000 });

/**
 * What the signed-in volunteer's role may (packages/shared, team.ts), to offer only that: the server refuses the
 * rest whatever the screen shows. Unknown (not yet read, no network and never read here): nothing.
 */
export function useMay(): {
  role: StaffRole | null;
  may: (action: StaffAction) => boolean;
  /** The committee asks this volunteer a second factor not yet enrolled: « Mon compte » only, until they do. */
  secondFactorOwed: boolean;
} {
  const me = useQuery(meQueryOptions());
  const last = session.lastRole;
  const role = me.data?.role ?? (isStaffRole(last) ? last : null);
  const secondFactorOwed = me.data?.secondFactorOwed ?? false;
  return { role, may: (action) => role !== null && !secondFactorOwed && roleMay(role, action), secondFactorOwed };
}
