import type { OperationLog } from '@contract/operation-log';
import type { Paged } from '@contract/orders/school-orders';
import { useEffect, useState } from 'react';
import { getOperationLogs, type OperationLogFilter } from '@/lib/api/calls/get-operation-logs';

/** One page of the operation log; refetched when the filter changes, the previous page kept while loading. */
export function useOperationLogs(filter: OperationLogFilter | null, online: boolean) {
  const [page, setPage] = useState<Paged<OperationLog> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(filter);

  // The filter is compared by value: `key` is its text, read back here; `attempt` reruns it on 刷新.
  useEffect(() => {
    const current = JSON.parse(key) as OperationLogFilter | null;
    if (!current || !online || attempt < 0) return;
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    getOperationLogs(current, { signal: controller.signal, quiet: 'unreachable' })
      .then(setPage)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [key, online, attempt]);

  return { page, loading, failed, retry: () => setAttempt((n) => n + 1) };
}
