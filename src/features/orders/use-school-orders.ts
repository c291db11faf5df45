import type { Order, Paged } from '@contract/orders';
import { useEffect, useState } from 'react';
import { getSchoolOrders } from '@/lib/api/calls/order-payments';

/** The last pages seen, kept under the session's storage prefix (cleared at sign-out): the list reads offline. */
const keyOf = (schoolId: number, pageNum: number, pageSize: number) => `yw.orders.${schoolId}.${pageNum}.${pageSize}`;

function readKept(key: string): Paged<Order> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Paged<Order>) : null;
  } catch {
    return null;
  }
}

/** One page of the school's orders: from the server when online (and kept), else the page kept last time. */
export function useSchoolOrders(schoolId: number | undefined, pageNum: number, pageSize: number, online: boolean) {
  const [page, setPage] = useState<Paged<Order> | null>(null);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!schoolId || attempt < 0) return;
    const key = keyOf(schoolId, pageNum, pageSize);
    setPage(readKept(key));
    if (!online) return;
    const controller = new AbortController();
    setLoading(true);
    getSchoolOrders(schoolId, pageNum, pageSize, { signal: controller.signal, quiet: 'unreachable' })
      .then((fresh) => {
        setPage(fresh);
        localStorage.setItem(key, JSON.stringify(fresh));
      })
      .catch(() => {})
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [schoolId, pageNum, pageSize, online, attempt]);

  return { page, loading, reload: () => setAttempt((n) => n + 1) };
}
