import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { HeldPitch, Registration } from '../types';
import { getAllRegistrations } from './export-registrations';

/** One held pitch and who holds it. */
export interface Exhibitor {
  pitch: HeldPitch;
  registration: Registration;
}

/**
 * Every pitch held in an edition with its exhibitor (one line per pitch), in street order then pitch
 * order (A2 before A10).
 */
export async function getExhibitors(edition: string): Promise<Exhibitor[]> {
  return (await getAllRegistrations({ q: '', status: '', edition }))
    .flatMap((registration) => registration.locations.map((pitch) => ({ pitch, registration })))
    .sort(
      (a, b) =>
        a.pitch.street.localeCompare(b.pitch.street, 'fr') || a.pitch.name.localeCompare(b.pitch.name, 'fr', { numeric: true }),
    );
}

export const useExhibitors = (edition: string) =>
  useQuery({ queryKey: queryKeys.registrations.exhibitors(edition), queryFn: () => getExhibitors(edition) });
