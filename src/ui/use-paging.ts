import { PAGE_SIZE_DEFAULT } from '@contract';
import { useState } from 'react';

export interface Paging<T> {
  page: number;
  pageSize: number;
  /** The rows of the current page (undefined while loading). */
  visible: T[] | undefined;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  /** Back to page 1 at the same size: a filter changed. */
  toFirstPage: () => void;
}

/** Page and size of a client-side list; a list mounts afresh when shown, so it starts at page 1, 10 a page. */
export function usePaging<T>(rows: T[] | undefined): Paging<T> {
  const [{ page, pageSize }, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const pages = Math.max(1, Math.ceil((rows?.length ?? 0) / pageSize));
  // After deleting the last row of the last page, show the page before it.
  const current = Math.min(page, pages);
  return {
    page: current,
    pageSize,
    visible: rows?.slice((current - 1) * pageSize, current * pageSize),
    total: rows?.length ?? 0,
    onChange: (p: number, size: number) => setPaging({ page: p, pageSize: size }),
    toFirstPage: () => setPaging((p) => ({ ...p, page: 1 })),
  };
}
