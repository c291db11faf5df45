import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { BusAlert, BusAlertQuery, Paged } from '@contract';
import { busAlerts, busCars } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { visibleRouteIds } from '../trips/visible-routes';
import { alertColumns, toBusAlert } from './alert-rows';

const CHINA_OFFSET_MS = 8 * 3600_000;
/** The start of a China day, as an instant. */
const chinaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);

/**
 * GET /api/bus/alerts (行驶记录's 报警记录, the monitoring page): a school's alerts, newest first, by China day range
 * (the episode's start), kind, car and state (open: not ended; unacked: not acknowledged). Bus staff (ownTripsOnly)
 * see the alerts of the routes they escort only.
 */
export async function listBusAlerts(ctx: AuthedContext, q: BusAlertQuery): Promise<Paged<BusAlert>> {
  assertSchoolInScope(ctx, q.schoolId);
  const visible = await visibleRouteIds(ctx, q.schoolId);
  if (visible && visible.size === 0) return { list: [], pageNum: q.pageNum, pageSize: q.pageSize, total: 0 };
  const where: (SQL | undefined)[] = [eq(busAlerts.schoolId, q.schoolId)];
  if (visible) where.push(inArray(busAlerts.routeId, [...visible]));
  if (q.startDate) where.push(gte(busAlerts.startedAt, chinaDayStart(q.startDate)));
  if (q.endDate) where.push(lt(busAlerts.startedAt, new Date(chinaDayStart(q.endDate).getTime() + 86_400_000)));
  if (q.kind) where.push(eq(busAlerts.kind, q.kind));
  if (q.carId) where.push(eq(busAlerts.carId, q.carId));
  if (q.state === 'open') where.push(isNull(busAlerts.endedAt));
  if (q.state === 'unacked') where.push(isNull(busAlerts.ackAt));
  const all = and(...where);
  const [total] = await ctx.db.select({ n: count() }).from(busAlerts).where(all);
  const rows = await ctx.db
    .select(alertColumns)
    .from(busAlerts)
    .innerJoin(busCars, eq(busCars.id, busAlerts.carId))
    .where(all)
    .orderBy(desc(busAlerts.startedAt), desc(busAlerts.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: rows.map(toBusAlert), pageNum: q.pageNum, pageSize: q.pageSize, total: total?.n ?? 0 };
}
