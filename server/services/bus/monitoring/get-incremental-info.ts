import { type IncrementalInfo, MAX_INCREMENTAL_MS, MonitorMsg, OFFLINE_MS } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { monitorState, scrollItems } from './monitor-state';

/**
 * /v2/monitoring/getIncrementalInfo: what changed after `since` (a cursor from getOperationInfo or a previous call,
 * the server's epoch ms): the cars with a fix received since, a trip event of their routes stored since, or gone
 * 离线 since; and the ticker's lines since. The answer's cursor is the next `since`. Lines are judged by when the
 * server learnt of them, so a tap recorded offline and pushed later is still news.
 */
export async function getIncrementalInfo(ctx: AuthedContext, q: { schoolId: number; since: number }): Promise<IncrementalInfo> {
  const s = await monitorState(ctx, q.schoolId);
  const now = s.now.getTime();
  if (q.since > now) throw AppError.badRequest(MonitorMsg.since);
  if (now - q.since > MAX_INCREMENTAL_MS) throw AppError.badRequest(MonitorMsg.tooOld);
  const newEvents = s.events.filter((e) => e.storedAt > q.since);
  const touchedRoutes = new Set(newEvents.map((e) => e.row.routeId));
  const cars = s.cars.filter((c) => {
    if (c.routes.some((r) => touchedRoutes.has(r.routeId))) return true;
    if (!c.position) return false;
    const received = Date.parse(c.position.receivedAt);
    return received > q.since || (received + OFFLINE_MS > q.since && received + OFFLINE_MS <= now);
  });
  const fresh = new Set(newEvents.map((e) => e.row.id));
  const events = scrollItems(s).filter((i) =>
    i.kind === 'offline' ? Date.parse(i.time) > q.since && Date.parse(i.time) <= now : fresh.has(i.id),
  );
  const removed = newEvents.flatMap((e) => (e.row.kind === 'undo' && e.row.targetId ? [e.row.targetId] : []));
  return { serverTime: s.now.toISOString(), cursor: now, day: s.day, cars, events, removed };
}
