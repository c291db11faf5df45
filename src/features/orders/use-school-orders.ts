import type { Order, Paged } from '@contract/orders/school-orders';
import { useEffect, useState } from 'react';
import { getInvoiceOrders } from '@/lib/api/calls/invoices';
import { getSchoolOrders } from '@/lib/api/calls/order-payments';

/** The last pages seen, kept under the session's storage prefix (cleared at sign-out): the list reads offline. */
const keyOf = (schoolId: number, pageNum: number, pageSize: number, invoicing?: Invoicing) =>
  `yw.orders.${schoolId}.${invoicing ? `invoicing${invoicing}.` : ''}${pageNum}.${pageSize}`;

/** The invoice tabs' filter (SPEC §7 invoicingSatusIn): '1' issued, '0,2' pending. */
export type Invoicing = '1' | '0,2';

function readKept(key: string): Paged<Order> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Paged<Order>) : null;
  } catch {
    return null;
  }
}

/** One page of the school's orders: from the server when online (and kept), else the page kept last time. */
export function useSchoolOrders(schoolId: number | undefined, pageNum: number, pageSize: number, online: boolean, invoicing?: Invoicing) {
  const [page, setPage] = useState<Paged<Order> | null>(null);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!schoolId || attempt < 0) return;
    const key = keyOf(schoolId, pageNum, pageSize, invoicing);
    setPage(readKept(key));
    if (!online) return;
    const controller = new AbortController();
    setLoading(true);
    const options = { signal: controller.signal, quiet: 'unreachable' as const };
    (invoicing ? getInvoiceOrders(schoolId, invoicing, pageNum, options) : getSchoolOrders(schoolId, pageNum, pageSize, options))
      .then((fresh) => {
        setPage(fresh);
        localStorage.setItem(key, JSON.stringify(fresh));
      })
      .catch(() => {})
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [schoolId, pageNum, pageSize, online, attempt, invoicing]);

  return { page, loading, reload: () => setAttempt((n) => n + 1) };
}
