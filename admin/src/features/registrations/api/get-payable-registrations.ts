import { useQuery } from '@tanstack/react-query';
import { UNPAID_STATUSES } from '@brocante/shared';
import { queryKeys } from '../../../lib/query-keys';
import type { Registration } from '../types';
import { getAllRegistrations } from './export-registrations';

/**
 * Registrations that may still be paid (awaiting payment or waiting for a pitch), for a bank line to
 * assign by hand: of every edition, as a transfer may arrive late for one already closed.
 */
export async function getPayableRegistrations(): Promise<Registration[]> {
  const lists = [];
  for (const status of UNPAID_STATUSES) lists.push(await getAllRegistrations({ q: '', status, edition: '' }));
  return lists.flat();
}

export const usePayableRegistrations = () =>
  useQuery({ queryKey: queryKeys.registrations.payable, queryFn: getPayableRegistrations });
