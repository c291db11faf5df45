import {
  type ClassStuQuery,
  type DetailQuery,
  type ExpendStats,
  FINANCE_STATS_LISTS,
  type FeeStats,
  type FeeStatsRow,
  type FinanceStatsList,
  type ItemStuQuery,
  type StatsQuery,
  YUAN_FORMAT,
  yuanCell,
  yuanFormats,
} from '@contract';
import { type XlsxTable, xlsxTable } from '../../../lib/xlsx-table';
import type { AuthedContext } from '../../context';
import { classStats } from './class-stats';
import { classStudentStats } from './class-student-stats';
import { detailStats } from './detail-stats';
import { kindStats } from './expend-stats';
import { itemStats } from './item-stats';
import { itemStudentStats } from './item-student-stats';

type Table = Omit<XlsxTable, 'title'>;

function feeTable(first: string, stats: FeeStats, withClass: boolean, withChildren: boolean): Table {
  const cells = (r: FeeStatsRow) => [
    ...(withClass ? [r.className] : []),
    ...(withChildren ? [r.children] : []),
    r.count,
    yuanCell(r.incomeFen),
    yuanCell(r.refundFen),
    yuanCell(r.carryFen),
    yuanCell(r.netFen),
  ];
  const headers = [
    '序号',
    first,
    ...(withClass ? ['班级'] : []),
    ...(withChildren ? ['收费人数'] : []),
    '笔数',
    '收入（元）',
    '退费（元）',
    '结转（元）',
    '实收（元）',
  ];
  return {
    headers,
    widths: headers.map((h, i) => (i === 0 ? 8 : h.includes('元') ? 16 : 14)),
    numFmts: yuanFormats(headers),
    rows: [...stats.rows.map((r, i) => [i + 1, r.name, ...cells(r)]), ['合计', '', ...cells(stats.total)]],
  };
}

function kindTable(stats: ExpendStats, first: string): Table {
  return {
    headers: ['序号', first, '笔数', '金额（元）'],
    widths: [8, 20, 10, 16],
    numFmts: [undefined, undefined, undefined, YUAN_FORMAT],
    rows: [
      ...stats.rows.map((r, i) => [i + 1, r.name, r.count, yuanCell(r.amountFen)]),
      ['合计', '', stats.total.count, yuanCell(stats.total.amountFen)],
    ],
  };
}

const range = (q: StatsQuery) => `${q.startDate}至${q.endDate}`;

/**
 * financeStatistics/<list>/export (blob): the list the screen shows for the same query, as .xlsx with 序号 first and
 * the 合计 row last — the same service, so the file's sums are the screen's. Amounts in yuan, two decimals.
 */
export async function exportStatsList(
  ctx: AuthedContext,
  list: FinanceStatsList,
  q: StatsQuery | ClassStuQuery | ItemStuQuery,
): Promise<{ title: string; bytes: Buffer }> {
  const title = `收支统计-${FINANCE_STATS_LISTS[list].title}-${range(q)}`;
  let table: Table;
  if (list === 'class') table = feeTable('班级', await classStats(ctx, q), false, true);
  else if (list === 'item') table = feeTable('收费项目', await itemStats(ctx, q), false, true);
  else if (list === 'classStu') table = feeTable('幼儿姓名', await classStudentStats(ctx, q as ClassStuQuery), true, false);
  else if (list === 'itemStu') table = feeTable('幼儿姓名', await itemStudentStats(ctx, q as ItemStuQuery), true, false);
  else if (list === 'income') table = kindTable(await kindStats(ctx, q, 'income'), '收入项目');
  else table = kindTable(await kindStats(ctx, q, 'expend'), '支出类别');
  return { title, bytes: await xlsxTable({ title: FINANCE_STATS_LISTS[list].title, ...table }) };
}

/** detail/export (blob): the chart's series as a table, with the period's 合计. */
export async function exportDetail(ctx: AuthedContext, q: DetailQuery): Promise<{ title: string; bytes: Buffer }> {
  const stats = await detailStats(ctx, q);
  const period = q.month ?? `${q.year}年`; // month wins, as in detailStats
  const headers = ['序号', stats.unit === 'day' ? '日期' : '月份', '收入（元）', '支出（元）', '净收入（元）', '笔数'];
  const cells = (t: { incomeFen: number; expenseFen: number; netFen: number; count: number }) => [
    yuanCell(t.incomeFen),
    yuanCell(t.expenseFen),
    yuanCell(t.netFen),
    t.count,
  ];
  const bytes = await xlsxTable({
    title: '收支明细',
    headers,
    widths: [8, 14, 16, 16, 16, 10],
    numFmts: yuanFormats(headers),
    rows: [...stats.points.map((p, i) => [i + 1, p.key, ...cells(p)]), ['合计', '', ...cells(stats.total)]],
  });
  return { title: `收支统计-收支明细-${period}`, bytes };
}
