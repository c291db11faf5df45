import type { CallInput } from '@contract/call';
import { financeStatsCalls } from '@contract/finance-stats-calls';
import { call } from '../call';
import {
  type DetailStats,
  type ExpendStats,
  expendStatsSchema,
  FINANCE_STATS_LISTS,
  type FeeStats,
  type FinanceStatsList,
  feeStatsSchema,
  type SchoolStats,
} from '@contract/finance-stats';
import type { QueryValue } from '@contract/query-payload';
import { request, requestBlob, type RequestOptions } from '../client';

type Params = Record<string, QueryValue>;
type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** GET /park/static/school: 收入, 支出, 净收入, 笔数 of today, this month and this year. */
export const getSchoolStats = (params: Params, options: Quiet = {}): Promise<SchoolStats> =>
  call(financeStatsCalls.schoolStats, params as CallInput<typeof financeStatsCalls.schoolStats>, options);

/** GET /park/detail: a month by day or a year by month, for the chart. */
export const getDetailStats = (params: Params, options: Quiet = {}): Promise<DetailStats> =>
  call(financeStatsCalls.detailStats, params as CallInput<typeof financeStatsCalls.detailStats>, options);

/** GET /park/financeStatistics/<list>: the rows and the 合计 row of a 收支统计 tab. */
export function getStatsList(list: 'expend' | 'income', params: Params, options?: Quiet): Promise<ExpendStats>;
export function getStatsList(list: Exclude<FinanceStatsList, 'expend' | 'income'>, params: Params, options?: Quiet): Promise<FeeStats>;
export function getStatsList(list: FinanceStatsList, params: Params, options: Quiet = {}): Promise<FeeStats | ExpendStats> {
  const path = FINANCE_STATS_LISTS[list].path;
  return list === 'expend' || list === 'income'
    ? request(path, { ...options, params, schema: expendStatsSchema })
    : request(path, { ...options, params, schema: feeStatsSchema });
}

/** GET …/export (blob): the same list as .xlsx, 合计 row last. */
export const exportStatsList = (list: FinanceStatsList, params: Params) =>
  requestBlob(`${FINANCE_STATS_LISTS[list].path}/export`, { params });
/** GET /park/detail/export (blob): the chart's series as .xlsx. */
export const exportDetailStats = (params: Params) => requestBlob('/park/detail/export', { params });
