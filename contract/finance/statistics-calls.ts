import { FINANCE_STATS_PAGE } from './statistics';
import { defineCall } from '../call';
import {
  classStuQuerySchema,
  detailQuerySchema,
  detailStatsSchema,
  expendStatsSchema,
  FINANCE_STATS_LISTS,
  type FinanceStatsList,
  feeStatsSchema,
  itemStuQuerySchema,
  schoolStatsQuerySchema,
  schoolStatsSchema,
  statsQuerySchema,
} from './statistics';
import type { z } from '../zod-locale';

/** The HTTP calls of server/routes/finance/statistics.ts, as the client makes them (contract/call.ts). */
export const financeStatsCalls = {
  schoolStats: defineCall({
    method: 'GET',
    path: '/park/static/school',
    permission: FINANCE_STATS_PAGE,
    input: schoolStatsQuerySchema,
    output: schoolStatsSchema,
  }),
  detailStats: defineCall({
    method: 'GET',
    path: '/park/detail',
    permission: FINANCE_STATS_PAGE,
    input: detailQuerySchema,
    output: detailStatsSchema,
  }),
  /** The chart's series as .xlsx. */
  exportDetailStats: defineCall({
    method: 'GET',
    path: '/park/detail/export',
    permission: FINANCE_STATS_PAGE,
    input: detailQuerySchema,
    download: true,
  }),
};

/** A 收支统计 tab (FINANCE_STATS_LISTS): its rows and 合计 row, and the same as .xlsx at `<path>/export`. */
function statsList<I extends z.ZodType, O extends z.ZodType>(list: FinanceStatsList, input: I, output: O) {
  const path = FINANCE_STATS_LISTS[list].path;
  const permission = FINANCE_STATS_PAGE;
  return {
    rows: defineCall({ method: 'GET', path, permission, input, output }),
    export: defineCall({ method: 'GET', path: `${path}/export`, permission, input, download: true }),
  };
}
export const financeStatsListCalls = {
  class: statsList('class', statsQuerySchema, feeStatsSchema),
  classStu: statsList('classStu', classStuQuerySchema, feeStatsSchema),
  item: statsList('item', statsQuerySchema, feeStatsSchema),
  itemStu: statsList('itemStu', itemStuQuerySchema, feeStatsSchema),
  expend: statsList('expend', statsQuerySchema, expendStatsSchema),
  income: statsList('income', statsQuerySchema, expendStatsSchema),
} as const satisfies Record<FinanceStatsList, unknown>;
