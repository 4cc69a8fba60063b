import { paginationSummary, TEXTS } from '@brocante/shared';
import { Icon } from '@brocante/ui';

export interface PaginatorProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/**
 * 'Page X/Y - N résultats'; Précédent only above page 1, Suivant only while total/pageSize exceeds
 * the current page (the admin's lists: docs/admin.md).
 */
export function Paginator({ page, pageSize, total, onPageChange }: PaginatorProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav className="paginator" aria-label="Pagination">
      {page > 1 && (
        <button type="button" className="button secondary" onClick={() => onPageChange(page - 1)}>
          <Icon name="arrow" className="flip" />
          {TEXTS.previous}
        </button>
      )}
      <p aria-live="polite">{paginationSummary(page, pages, total)}</p>
      {total / pageSize > page && (
        <button type="button" className="button secondary" onClick={() => onPageChange(page + 1)}>
          {TEXTS.next}
          <Icon name="arrow" />
        </button>
      )}
    </nav>
  );
}

/** The number of a row across pages: (page-1)*pageSize + index + 1. */
export function rowNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}
