import { PAGE_SIZE_DEFAULT } from '@contract';
import { useState } from 'react';

/** Page and size of a tab's table; a tab mounts afresh when chosen, so it starts at page 1, 10 a page. */
export function usePaging<T>(rows: T[] | undefined) {
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
  };
}
