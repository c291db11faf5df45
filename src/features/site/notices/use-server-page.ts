import type { Paged } from '@contract/orders/school-orders';
import { useCallback, useEffect, useState } from 'react';
import { useSearchText } from '@/ui/fields/SearchInput';
import { usePageState } from '@/ui/use-paging';

type Fetch<T> = (p: { schoolId: number; pageNum: number; pageSize: number; title?: string; status?: number }) => Promise<Paged<T>>;

/**
 * One page of a server list (these lists are online only): search text (debounced), page and size, 共 N 条, and a
 * reload after a change. A failed load keeps the rows shown; the call's own toast says why.
 */
export function useServerPage<T>(schoolId: number | undefined, fetch: Fetch<T>, status?: number) {
  const search = useSearchText();
  const [page, setPage] = useState<Paged<T> | null>(null);
  const paging = usePageState(page?.total);
  const [attempt, setAttempt] = useState(0);
  const { page: pageNum, pageSize } = paging;
  const title = search.query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fetch` is a module function; `attempt` asks again
  useEffect(() => {
    if (!schoolId) return;
    let live = true;
    fetch({ schoolId, pageNum, pageSize, ...(title ? { title } : {}), ...(status !== undefined ? { status } : {}) })
      .then((p) => live && setPage(p))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [schoolId, pageNum, pageSize, title, status, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { search, page, paging, rows: page?.list, reload };
}
