import { sql } from 'drizzle-orm';
import { type ExpendRow, type ExpendStats, KIND_STATS_LISTS, type KindStatsList, type StatsQuery } from '@contract';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { byName, exact, periodWhere, rowsOf } from './ledger-sums';

interface Row {
  whole: number;
  name: string | null;
  count: unknown;
  amount: unknown;
}

/**
 * The period's lines of one ledger kind by itemName: 支出 (`expense`: 记账's categories, shown positive) and 收入
 * (`income`: other income's projects and 记账's income categories). A movement and its reversal share a sourceId
 * (an income voided writes −fen under the same one), so each movement is netted first: 笔数 counts the movements
 * whose net in the period goes the kind's way — an income recorded and voided in the period counts 0 and adds 0 —,
 * and the amount is the sum of the nets. One statement: a hashed pass by (name, source), then by name with the 合计
 * as a second grouping set.
 */
export async function kindStats(ctx: AuthedContext, q: StatsQuery, list: KindStatsList): Promise<ExpendStats> {
  await financeGate(ctx, q.schoolId);
  const kind = KIND_STATS_LISTS[list];
  const sign = list === 'expend' ? -1 : 1;
  const rows = await rowsOf<Row>(
    ctx.db,
    sql`SELECT
      GROUPING(m.name) AS whole,
      m.name,
      count(*) FILTER (WHERE m.net * ${sign}::int > 0) AS count,
      coalesce(sum(m.net) * ${sign}::int, 0) AS amount
    FROM (
      SELECT l.item_name AS name, l.source_id, sum(l.amount_fen) AS net
      FROM finance_ledger l
      WHERE ${periodWhere({ schoolId: q.schoolId, from: q.startDate, to: q.endDate, payType: q.payType })}
        AND l.kind = ${kind}
      GROUP BY l.item_name, l.source_id
    ) m
    GROUP BY GROUPING SETS ((m.name), ())`,
  );
  const toRow = (r: Row | undefined, name: string): ExpendRow => ({ name, count: exact(r?.count), amountFen: exact(r?.amount) });
  return {
    rows: rows
      .filter((r) => Number(r.whole) === 0)
      .map((r) => toRow(r, r.name || '其他'))
      .sort(byName),
    total: toRow(
      rows.find((r) => Number(r.whole) === 1),
      '合计',
    ),
  };
}

/** financeStatistics/expend: the period's expenses by category (the ledger's `expense` lines), amounts positive. */
export const expendStats = (ctx: AuthedContext, q: StatsQuery): Promise<ExpendStats> => kindStats(ctx, q, 'expend');

/** financeStatistics/income: the period's other income by project (the ledger's `income` lines), net of voids. */
export const incomeStats = (ctx: AuthedContext, q: StatsQuery): Promise<ExpendStats> => kindStats(ctx, q, 'income');
