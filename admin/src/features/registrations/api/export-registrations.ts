import type { ListQuery } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { getAllPages } from '../../../lib/get-all-pages';
import { saveFile } from '../../../lib/save-file';
import type { Registration } from '../types';

/** Every registration of a search ('' edition: of every edition). */
export function getAllRegistrations(query: Omit<ListQuery, 'page' | 'pageSize'>): Promise<Registration[]> {
  return getAllPages<Registration>(
    '/registrations',
    Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')),
  );
}

/** The registrations of a search in an edition as the server's CSV (streamed as it reads them), saved by the browser. */
export async function downloadRegistrationsCsv(query: Pick<ListQuery, 'q' | 'status' | 'edition'>) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  const csv = await api.get<Blob>('/registrations/export', { params, responseType: 'blob' });
  saveFile(csv, `inscriptions-brocante-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8');
}
