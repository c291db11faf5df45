import { eq } from 'drizzle-orm';
import { ROUTE_PERIODS } from '@contract';
import { busRiders } from '../../../db/schema';
import { xlsxTable } from '../../../lib/xlsx-table';
import type { AuthedContext } from '../../context';
import { busNames } from './load-trips';
import { assertSchoolInScope } from '../../school-scope';

/**
 * getExportRouteData (blob): every route with its stops in order, their times and the children assigned to each
 * (a stop without children is one row, so the route's shape reads back whole).
 */
export async function exportRouteData(ctx: AuthedContext, q: { schoolId: number }): Promise<{ title: string; bytes: Buffer }> {
  assertSchoolInScope(ctx, q.schoolId);
  const names = await busNames(ctx, q.schoolId);
  const riders = await ctx.db.select().from(busRiders).where(eq(busRiders.schoolId, q.schoolId));
  const rows: (string | number)[][] = [];
  const routes = [...names.routes.values()].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  for (const route of routes) {
    for (const stop of route.stops) {
      const kids = riders
        .filter((r) => r.routeId === route.id && r.stopId === stop.stopId)
        .flatMap((r) => {
          const child = names.child.get(r.studentId);
          return child ? [child] : [];
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
      const base = [route.name, ROUTE_PERIODS[route.period], names.stop.get(stop.stopId) ?? '', stop.time];
      if (kids.length === 0) rows.push([...base, '', '']);
      for (const kid of kids) rows.push([...base, kid.name, names.className.get(kid.classId) ?? '']);
    }
  }
  const title = '校车路线及乘车幼儿';
  return {
    title,
    bytes: await xlsxTable({
      title,
      headers: ['序号', '路线名称', '班次', '站点', '到站时间', '幼儿姓名', '班级'],
      widths: [8, 18, 14, 18, 10, 12, 12],
      rows: rows.map((r, i) => [i + 1, ...r]),
    }),
  };
}
