import {
  applyPositions,
  type MonitorCar,
  type MonitorRoute,
  MonitorMsg,
  mergeCars,
  restatus,
  type ScrollItem,
} from '@contract/bus/monitoring';
import { useEffect, useRef, useState } from 'react';
import { getIncrementalInfo, getOperationInfo, getScrollInfo } from '@/lib/api/calls/bus-monitoring';
import type { BusAlert } from '@contract/bus/alerts';
import { connectBusSocket } from '@/lib/bus-socket';

export interface MonitorData {
  cars: MonitorCar[];
  routes: MonitorRoute[];
  events: ScrollItem[];
  day: string;
  /** The server's clock minus this device's (ms): 离线 and "N 秒前" are judged on the server's time. */
  skew: number;
}

const TICKER_LINES = 50;
/** How often statuses are judged again without any push (a car falling silent turns 离线). */
const RESTATUS_MS = 5000;

/**
 * The monitoring state: loaded by HTTP (getOperationInfo and getScrollInfo) once the bus socket is ready, then kept
 * by its pushes — `positions` applied as they come, `tripEvents` answered with getIncrementalInfo since the cursor
 * (the children on board and the ticker) — and after a reconnect the changes missed, by getIncrementalInfo again.
 * The socket's `alert` messages go to `onAlerts` (the alerts panel's useBusAlerts).
 */
export function useMonitor(schoolId: number | null, token: string | null, onAlerts?: (alerts: readonly BusAlert[]) => void) {
  const [data, setData] = useState<MonitorData | null>(null);
  // The latest handler, without reconnecting the socket when it changes.
  const alertsTo = useRef(onAlerts);
  alertsTo.current = onAlerts;
  const [failed, setFailed] = useState(false);
  const cursor = useRef<number | null>(null);
  const day = useRef<string | null>(null);
  const busy = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (!schoolId || !token) return;
    let alive = true;
    cursor.current = null;
    const serial = (task: () => Promise<void>) => {
      busy.current = busy.current.then(task).catch(() => {
        if (alive) setFailed(true);
      });
    };
    const loadAll = async () => {
      const [info, events] = await Promise.all([
        getOperationInfo(schoolId, { quiet: 'unreachable' }),
        getScrollInfo(schoolId, TICKER_LINES, { quiet: 'unreachable' }),
      ]);
      if (!alive) return;
      cursor.current = info.cursor;
      day.current = info.day;
      setFailed(false);
      setData({ cars: info.cars, routes: info.routes, events, day: info.day, skew: Date.parse(info.serverTime) - Date.now() });
    };
    const catchUp = async () => {
      if (cursor.current === null) return loadAll();
      try {
        const inc = await getIncrementalInfo(schoolId, cursor.current, { quiet: true });
        if (!alive) return;
        // A new China day: today's trips start from nothing, so load the whole state again.
        if (inc.day !== day.current) return loadAll();
        cursor.current = inc.cursor;
        setData((d) => {
          if (!d) return d;
          const seen = new Set(d.events.map((e) => e.id));
          const removed = new Set(inc.removed);
          const events = [...inc.events.filter((e) => !seen.has(e.id)), ...d.events.filter((e) => !removed.has(e.id))]
            .sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
            .slice(0, TICKER_LINES);
          return { ...d, cars: mergeCars(d.cars, inc.cars), events, skew: Date.parse(inc.serverTime) - Date.now() };
        });
      } catch (e) {
        if (e instanceof Error && e.message === MonitorMsg.tooOld) return loadAll();
        throw e;
      }
    };
    const stop = connectBusSocket({
      token,
      onReady: () => serial(catchUp),
      onMessage: (m) => {
        if (m.type === 'positions') {
          setData((d) => (d ? { ...d, cars: applyPositions(d.cars, m.positions, Date.now() + d.skew) } : d));
        } else if (m.type === 'alert') alertsTo.current?.(m.alerts);
        else serial(catchUp);
      },
    });
    const timer = setInterval(() => setData((d) => (d ? { ...d, cars: restatus(d.cars, Date.now() + d.skew) } : d)), RESTATUS_MS);
    return () => {
      alive = false;
      stop();
      clearInterval(timer);
    };
  }, [schoolId, token]);

  return { data, failed };
}
