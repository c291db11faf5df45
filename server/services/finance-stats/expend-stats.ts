import { sql } from 'drizzle-orm';
import { EXPENSE_LEDGER_KIND, type ExpendRow, type ExpendStats, type StatsQuery } from '@contract';
import type { AuthedContext } from '../context';
import { financeGate } from '../finance/finance-rows';
import { byName, exact, periodWhere, rowsOf } from './ledger-sums';

interface Row {
  whole: number;
  name: string | null;
  count: unknown;
  amount: unknown;
}

/**
 * financeStatistics/expend: the period's expenses by category (the ledger's lines of kind 'expense', whose itemName
 * is the category; part two's 记账 writes them), amounts shown positive. Empty until then.
 */
export async function expendStats(ctx: AuthedContext, q: StatsQuery): Promise<ExpendStats> {
  await financeGate(ctx, q.schoolId);
  const rows = await rowsOf<Row>(
    ctx.db,
    sql`SELECT
      GROUPING(l.item_name) AS whole,
      l.item_name AS name,
      count(DISTINCT l.source_id) AS count,
      coalesce(-sum(l.amount_fen), 0) AS amount
    FROM finance_ledger l
    WHERE ${periodWhere({ schoolId: q.schoolId, from: q.startDate, to: q.endDate, payType: q.payType })}
      AND l.kind = ${EXPENSE_LEDGER_KIND}
    GROUP BY GROUPING SETS ((l.item_name), ())`,
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
