import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { Registration } from '../types';
import { getAllRegistrations } from './export-registrations';

/** Every registration holding a pitch, in street order then pitch order (A2 before A10). */
export async function getExhibitors(): Promise<Registration[]> {
  return (await getAllRegistrations({ q: '', status: '' }))
    .filter((registration) => registration.location)
    .sort(
      (a, b) =>
        a.location!.street.localeCompare(b.location!.street, 'fr') ||
        a.location!.name.localeCompare(b.location!.name, 'fr', { numeric: true }),
    );
}

export const useExhibitors = () => useQuery({ queryKey: queryKeys.registrations.exhibitors, queryFn: getExhibitors });
