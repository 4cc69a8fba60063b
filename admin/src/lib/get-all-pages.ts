import { MAX_PAGE_SIZE } from '@brocante/shared';
import { api } from './api-client';
import type { Page } from './strapi-types';

/** Every item of a list, page after page of the largest size (a quarter has a few hundred at most). */
export async function getAllPages<T>(path: string, params: Record<string, string> = {}): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const search = new URLSearchParams({ ...params, page: String(page), pageSize: String(MAX_PAGE_SIZE) });
    const { data, meta } = await api.get<Page<T>>(`${path}?${search}`);
    all.push(...data);
    if (page >= meta.pagination.pageCount) return all;
  }
}
