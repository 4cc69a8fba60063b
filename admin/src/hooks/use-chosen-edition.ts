import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { comingEdition, editionWork, type EditionRecord } from '@brocante/shared';
import { useEditions } from './use-editions';

/** The URL's search parameter that names the edition every screen shows: ?edition=2027-04-18; absent, the coming one. */
export const EDITION_PARAM = 'edition';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a volunteer may still do with the chosen edition's registrations. */
export type EditionWork = ReturnType<typeof editionWork>;

export interface ChosenEdition {
  /**
   * The day of the edition the screens show: the one the URL names, else the coming one; undefined
   * while the editions are still loading; '' when the committee has no edition yet (or the editions
   * could not be read: the server then answers for the coming one).
   */
  day: string | undefined;
  /** The day as the URL names it; '' for the coming one. */
  named: string;
  /** The chosen edition's record, once the editions are known and if it exists. */
  edition: EditionRecord | null;
  editions: EditionRecord[];
  /** Everything, its accounts only (closed) or nothing (archived). */
  work: EditionWork;
  loading: boolean;
  error: unknown;
}

/** The day the URL names, if it is one. */
export function namedEdition(searchParams: URLSearchParams): string {
  const day = searchParams.get(EDITION_PARAM) ?? '';
  return DAY.test(day) ? day : '';
}

/** The edition chosen in the chooser (the URL's ?edition=), or the coming one by default. */
export function useChosenEdition(): ChosenEdition {
  const [searchParams] = useSearchParams();
  const editions = useEditions();
  const named = namedEdition(searchParams);
  const list = editions.data;
  const edition = list ? (named ? (list.find((one) => one.date === named) ?? null) : comingEdition(list, new Date())) : null;
  const day = named || (list ? (edition?.date ?? '') : editions.isError ? '' : undefined);
  return {
    day,
    named,
    edition,
    editions: list ?? [],
    work: edition ? editionWork(edition.state) : 'all',
    loading: editions.isLoading,
    error: editions.error,
  };
}

/** The edition of a registration or a list (by its day), once the editions are known; undefined until then or if none. */
export function useEditionOf(day: string): EditionRecord | undefined {
  return useEditions().data?.find((edition) => edition.date === day);
}

/** `href` with the chosen edition carried along (nothing added for the coming one). */
export function withEdition(href: string, day: string): string {
  if (!day) return href;
  const [path = '', search = ''] = href.split('?');
  const params = new URLSearchParams(search);
  params.set(EDITION_PARAM, day);
  return `${path}?${params}`;
}

/** Links inside the admin that keep the edition the volunteer chose. */
export function useEditionHref(): (href: string) => string {
  const [searchParams] = useSearchParams();
  const named = namedEdition(searchParams);
  return useCallback((href: string) => withEdition(href, named), [named]);
}
