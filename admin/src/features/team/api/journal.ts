import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JournalPage, JournalQuery } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/journal: who did what, newest first, by person and by day (coordination only). */
export const useJournal = (query: Pick<JournalQuery, 'person' | 'day' | 'page'>) =>
  useQuery({
    queryKey: queryKeys.team.journal(query),
    queryFn: async () => {
      const search = new URLSearchParams();
      if (query.person) search.set('person', query.person);
      if (query.day) search.set('day', query.day);
      if (query.page > 1) search.set('page', String(query.page));
      const suffix = search.size ? `?${search}` : '';
      return (await api.get<{ data: JournalPage }>(`/journal${suffix}`)).data;
    },
    placeholderData: keepPreviousData,
  });
