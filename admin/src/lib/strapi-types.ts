/** Strapi's list answer: the items and meta.pagination. */
export interface Page<T> {
  data: T[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface One<T> {
  data: T;
}
