import { financeStatsCalls } from '@contract/finance-stats-calls';
import type { FastifyInstance } from 'fastify';
import {
  classStuQuerySchema,
  detailQuerySchema,
  FINANCE_STATS_LISTS,
  FINANCE_STATS_PAGE,
  type FinanceStatsList,
  itemStuQuerySchema,
  statsQuerySchema,
} from '@contract';
import type { z } from 'zod';
import { parseQuery } from '../lib/parse';
import { XLSX_TYPE } from '../lib/xlsx-table';
import type { AuthedContext } from '../services/context';
import { classStats } from '../services/finance-stats/class-stats';
import { classStudentStats } from '../services/finance-stats/class-student-stats';
import { detailStats } from '../services/finance-stats/detail-stats';
import { expendStats, incomeStats } from '../services/finance-stats/expend-stats';
import { exportDetail, exportStatsList } from '../services/finance-stats/export-stats';
import { itemStats } from '../services/finance-stats/item-stats';
import { itemStudentStats } from '../services/finance-stats/item-student-stats';
import { schoolStats } from '../services/finance-stats/school-stats';
import type { RouteDeps } from './deps';
import { query, serviceRoutes } from './service-route';

const LISTS = {
  class: { schema: statsQuerySchema, run: classStats },
  classStu: { schema: classStuQuerySchema, run: classStudentStats },
  item: { schema: statsQuerySchema, run: itemStats },
  itemStu: { schema: itemStuQuerySchema, run: itemStudentStats },
  expend: { schema: statsQuerySchema, run: expendStats },
  income: { schema: statsQuerySchema, run: incomeStats },
} as const satisfies Record<FinanceStatsList, { schema: z.ZodType; run: (ctx: AuthedContext, q: never) => Promise<unknown> }>;

/**
 * 收支统计 (SPEC §7 /park/static/school, /park/detail, /park/financeStatistics class, classStu, item, itemStu,
 * expend, and our income, and their exports): reads of the ledger (docs/finance.md, "Statistics"). Every call needs the page
 * /YWGL/CWGL/SZTJ and the finance pages unlocked (the services' financeGate: 403 请先验证财务密码 otherwise).
 */
export function financeStatsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const permission = FINANCE_STATS_PAGE;
  route(financeStatsCalls.schoolStats, { run: schoolStats });
  route(financeStatsCalls.detailStats, { run: detailStats });
  for (const [list, { schema, run }] of Object.entries(LISTS) as [FinanceStatsList, (typeof LISTS)[FinanceStatsList]][]) {
    route('GET', FINANCE_STATS_LISTS[list].path, {
      permission,
      input: query(schema as typeof statsQuerySchema),
      run: run as (ctx: AuthedContext, q: z.infer<typeof statsQuerySchema>) => Promise<unknown>,
    });
  }

  // The blob exports: signed GETs like any other (the auth gate checks token, datasign and the page's right).
  const blob = <Q>(
    path: string,
    parse: (raw: unknown) => Q,
    build: (ctx: AuthedContext, q: Q) => Promise<{ title: string; bytes: Buffer }>,
  ) =>
    app.get(path, { config: { permission } }, async (req, reply) => {
      const { title, bytes } = await build(deps.authed(req), parse(req.query));
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`)
        .send(bytes);
    });
  for (const [list, { schema }] of Object.entries(LISTS) as [FinanceStatsList, (typeof LISTS)[FinanceStatsList]][]) {
    blob(
      `${FINANCE_STATS_LISTS[list].path}/export`,
      (q) => parseQuery(schema as typeof statsQuerySchema, q),
      (ctx, q) => exportStatsList(ctx, list, q),
    );
  }
  blob('/park/detail/export', (q) => parseQuery(detailQuerySchema, q), exportDetail);
}
