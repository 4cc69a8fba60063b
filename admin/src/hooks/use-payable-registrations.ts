import { useQuery } from '@tanstack/react-query';
import { UNPAID_STATUSES, type RegistrationRecord } from '@brocante/shared';
import { getAllPages } from '../lib/get-all-pages';
import { queryKeys } from '../lib/query-keys';

/**
 * Registrations that may still be paid (awaiting payment or waiting for a pitch), for a bank line to
 * assign by hand or an overpayment to share: of every edition, as a transfer may arrive late for one
 * already closed.
 */
export async function getPayableRegistrations(): Promise<RegistrationRecord[]> {
  const lists = [];
  for (const status of UNPAID_STATUSES) lists.push(await getAllPages<RegistrationRecord>('/registrations', { status }));
  return lists.flat();
}

export const usePayableRegistrations = () =>
  useQuery({ queryKey: queryKeys.registrations.payable, queryFn: getPayableRegistrations });
