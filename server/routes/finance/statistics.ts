import { financeStatsCalls, financeStatsListCalls } from '@contract/finance/statistics-calls';
import type { FastifyInstance } from 'fastify';
import type { FinanceStatsList, StatsQuery } from '@contract';
import type { AuthedContext } from '../../services/context';
import { classStats } from '../../services/finance/statistics/class-stats';
import { classStudentStats } from '../../services/finance/statistics/class-student-stats';
import { detailStats } from '../../services/finance/statistics/detail-stats';
import { expendStats, incomeStats } from '../../services/finance/statistics/expend-stats';
import { exportDetail, exportStatsList } from '../../services/finance/statistics/export-stats';
import { itemStats } from '../../services/finance/statistics/item-stats';
import { itemStudentStats } from '../../services/finance/statistics/item-student-stats';
import { schoolStats } from '../../services/finance/statistics/school-stats';
import type { RouteDeps } from '../deps';
import { xlsxFile } from '../file-reply';
import { fileRoute, serviceRoutes } from '../service-route';

const RUNS = {
  class: classStats,
  classStu: classStudentStats,
  item: itemStats,
  itemStu: itemStudentStats,
  expend: expendStats,
  income: incomeStats,
} as const;

/**
 * 收支统计 (SPEC §7 /park/static/school, /park/detail, /park/financeStatistics class, classStu, item, itemStu,
 * expend, and our income, and their exports): reads of the ledger (docs/finance.md, "Statistics"). Every call needs the page
 * /YWGL/CWGL/SZTJ and the finance pages unlocked (the services' financeGate: 403 请先验证财务密码 otherwise).
 */
export function financeStatsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(financeStatsCalls.schoolStats, { run: schoolStats });
  route(financeStatsCalls.detailStats, { run: detailStats });
  for (const list of Object.keys(RUNS) as FinanceStatsList[]) {
    const calls = financeStatsListCalls[list];
    const run = RUNS[list] as (ctx: AuthedContext, q: StatsQuery) => Promise<unknown>;
    route(calls.rows as typeof financeStatsListCalls.class.rows, { run });
    // The blob exports: signed GETs like any other (the auth gate checks token, datasign and the page's right).
    fileRoute(app, deps, calls.export as typeof financeStatsListCalls.class.export, async (ctx, q) => {
      const { title, bytes } = await exportStatsList(ctx, list, q);
      return xlsxFile(bytes, title);
    });
  }
  fileRoute(app, deps, financeStatsCalls.exportDetailStats, async (ctx, q) => {
    const { title, bytes } = await exportDetail(ctx, q);
    return xlsxFile(bytes, title);
  });
}
