import type { CallInput } from '@contract/call';
import { financeStatsCalls, financeStatsListCalls } from '@contract/finance/statistics-calls';
import { call, download } from '../call';
import type { DetailStats, ExpendStats, FeeStats, FinanceStatsList, SchoolStats } from '@contract/finance/statistics';
import type { QueryValue } from '@contract/query-payload';
import type { RequestOptions } from '../client';

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
  const input = params as CallInput<typeof financeStatsListCalls.class.rows>;
  return list === 'expend' || list === 'income'
    ? call(financeStatsListCalls[list].rows, input, options)
    : call(financeStatsListCalls[list].rows, input, options);
}

/** GET …/export (blob): the same list as .xlsx, 合计 row last. */
export const exportStatsList = (list: FinanceStatsList, params: Params) =>
  download(financeStatsListCalls[list].export, params as CallInput<typeof financeStatsListCalls.class.export>);
/** GET /park/detail/export (blob): the chart's series as .xlsx. */
export const exportDetailStats = (params: Params) =>
  download(financeStatsCalls.exportDetailStats, params as CallInput<typeof financeStatsCalls.exportDetailStats>);
