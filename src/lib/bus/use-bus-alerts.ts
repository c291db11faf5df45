import { type BusAlert, mergeBusAlerts } from '@contract/bus/alerts';
import type { Paged } from '@contract/orders/school-orders';
import { useCallback, useEffect, useState } from 'react';
import { ackBusAlert, type BusAlertParams, getBusAlerts } from '@/lib/api/calls/bus-alerts';

export interface BusAlertsView {
  /** The page read (undefined while the first read runs). */
  page: Paged<BusAlert> | undefined;
  loading: boolean;
  reload(): void;
  /** 确认处理: the row is replaced with the server's answer (who and when). Rejects when the server refuses. */
  ack(id: string): Promise<BusAlert>;
  /** Applies the alerts of a bus socket `alert` message (a page that has the socket open passes them on). */
  push(alerts: readonly BusAlert[]): void;
}

/**
 * A school's bus alerts for a screen (行驶记录 → 报警记录, the monitoring page): `GET /api/bus/alerts` with `params`
 * (null: nothing read, e.g. offline), read again when they change; `push` merges alerts the bus socket sends
 * (contract mergeBusAlerts), `ack` acknowledges one.
 */
export function useBusAlerts(params: BusAlertParams | null): BusAlertsView {
  const [page, setPage] = useState<Paged<BusAlert>>();
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);
  const key = JSON.stringify(params);

  useEffect(() => {
    const p = JSON.parse(key) as BusAlertParams | null;
    if (!p || round < 0) return;
    const controller = new AbortController();
    setLoading(true);
    getBusAlerts(p, { signal: controller.signal, quiet: 'unreachable' })
      .then(setPage)
      .catch(() => {})
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [key, round]);

  const push = useCallback(
    (alerts: readonly BusAlert[]) => {
      const p = JSON.parse(key) as BusAlertParams | null;
      setPage((current) => {
        if (!current) return current;
        const list = mergeBusAlerts(current.list, alerts, p ?? {});
        const added = list.length - current.list.length;
        return { ...current, list: list.slice(0, current.pageSize), total: current.total + added };
      });
    },
    [key],
  );
  const ack = useCallback(
    async (id: string) => {
      const p = JSON.parse(key) as BusAlertParams | null;
      if (!p) throw new Error('no school');
      const row = await ackBusAlert(p.schoolId, id);
      push([row]);
      return row;
    },
    [key, push],
  );
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { page, loading, reload, ack, push };
}
