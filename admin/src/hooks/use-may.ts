import { queryOptions, useQuery } from '@tanstack/react-query';
import { isStaffRole, roleMay, type StaffAction, type StaffRole } from '@brocante/shared';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { session } from '../lib/session';
import type { One } from '../lib/strapi-types';

/** The signed-in volunteer: their address and role (null: an account of no volunteer's role). */
export interface Me {
  email: string;
  role: StaffRole | null;
}

/** GET /api/team/me; the role is kept on the phone for the check-in screen opened with no network. */
export async function getMe(): Promise<Me> {
  const me = (await api.get<One<Me>>('/team/me')).data;
  session.lastRole = me.role;
  return me;
}

export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 60_000 });

/**
 * What the signed-in volunteer's role may (packages/shared, team.ts), to offer only that: the server refuses the
 * rest whatever the screen shows. Unknown (not yet read, no network and never read here): nothing.
 */
export function useMay(): { role: StaffRole | null; may: (action: StaffAction) => boolean } {
  const me = useQuery(meQueryOptions());
  const last = session.lastRole;
  const role = me.data?.role ?? (isStaffRole(last) ? last : null);
  return { role, may: (action) => role !== null && roleMay(role, action) };
}
