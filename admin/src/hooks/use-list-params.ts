import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, listQuerySchema, type ListQuery } from '@brocante/shared';

const DEFAULTS: ListQuery = { q: '', status: '', edition: '', page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE };

/**
 * The URL is the single source of a list's state (?q=…&status=…&edition=…&page=…): parsed with the
 * shared schema, defaults dropped from the URL, a new search, filter or edition back to page 1. The row a page starts
 * after or ends before (Suivant, Précédent) holds only for the change that names it.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => {
    const parsed = listQuerySchema.safeParse(Object.fromEntries(searchParams));
    return parsed.success ? parsed.data : DEFAULTS;
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<ListQuery>) => {
      setSearchParams((current) => {
        const parsed = listQuerySchema.safeParse(Object.fromEntries(current));
        const next: ListQuery = { ...(parsed.success ? parsed.data : DEFAULTS), after: undefined, before: undefined, ...changes };
        if ('q' in changes || 'status' in changes || 'edition' in changes) next.page = changes.page ?? DEFAULT_PAGE;
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(next) as [keyof ListQuery, ListQuery[keyof ListQuery]][]) {
          if (value !== '' && value !== DEFAULTS[key]) params.set(key, String(value));
        }
        return params;
      });
    },
    [setSearchParams],
  );

  return { query, update };
}

/** The API's query string for a list. */
export function listSearch(query: ListQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize), ...extra });
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.edition) params.set('edition', query.edition);
  if (query.after) params.set('after', query.after);
  if (query.before) params.set('before', query.before);
  return `?${params}`;
}
