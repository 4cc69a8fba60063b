import type { CheckInAction, CheckInExhibitor, CheckInList, RefusedTap } from '@brocante/shared';
import { api } from '../../../lib/api-client';

/** The exhibitors of the edition of `edition` (its day; '': the coming edition). */
export async function getCheckInList(edition = ''): Promise<CheckInList> {
  return (await api.get<{ data: CheckInList }>('/check-in', { params: edition ? { edition } : {} })).data;
}

/** The phone's queued taps in one call: the exhibitors they touched as the server now has them, and what it refused. */
export async function sendTaps(actions: CheckInAction[]) {
  return (await api.post<{ data: { exhibitors: CheckInExhibitor[]; refused: RefusedTap[] } }>('/check-in', { data: { actions } }))
    .data;
}
