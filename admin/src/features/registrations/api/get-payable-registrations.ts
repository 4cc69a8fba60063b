import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { Registration } from '../types';
import { getAllRegistrations } from './export-registrations';

/**
 * Registrations that may still be paid (awaiting payment or waiting for a pitch), for a bank line to
 * assign by hand: of every edition, as a transfer may arrive late for one already closed.
 */
export async function getPayableRegistrations(): Promise<Registration[]> {
  return [
    ...(await getAllRegistrations({ q: '', status: 'pending', edition: '' })),
    ...(await getAllRegistrations({ q: '', status: 'waitlist', edition: '' })),
  ];
}

export const usePayableRegistrations = () =>
  useQuery({ queryKey: queryKeys.registrations.payable, queryFn: getPayableRegistrations });
