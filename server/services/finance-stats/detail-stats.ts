import { sql } from 'drizzle-orm';
import type { DetailQuery, DetailStats } from '@contract';
import type { AuthedContext } from '../context';
import { financeGate } from '../finance/finance-rows';
import { exact, periodWhere, rowsOf } from './ledger-sums';

interface Row {
  whole: number;
  key: string | null;
  income: unknown;
  expense: unknown;
  net: unknown;
  count: unknown;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/**
 * detail: the chart's series — a month by day or a year by month — of 收入, 支出, 净收入 and 笔数 over every kind of
 * ledger line, each day (month) present, zero where nothing moved, and the period's total, in one statement.
 */
export async function detailStats(ctx: AuthedContext, q: DetailQuery): Promise<DetailStats> {
  await financeGate(ctx, q.schoolId);
  const byDay = q.month !== undefined;
  const keys = byDay
    ? Array.from({ length: daysIn(q.month as string) }, (_, i) => `${q.month}-${pad(i + 1)}`)
    : Array.from({ length: 12 }, (_, i) => `${q.year}-${pad(i + 1)}`);
  const from = byDay ? (keys[0] as string) : `${q.year}-01-01`;
  const to = byDay ? (keys.at(-1) as string) : `${q.year}-12-31`;
  const key = byDay ? sql`to_char(l.day, 'YYYY-MM-DD')` : sql`to_char(l.day, 'YYYY-MM')`;
  const rows = await rowsOf<Row>(
    ctx.db,
    sql`SELECT
      GROUPING(${key}) AS whole,
      ${key} AS key,
      coalesce(sum(l.amount_fen) FILTER (WHERE l.amount_fen > 0), 0) AS income,
      coalesce(-sum(l.amount_fen) FILTER (WHERE l.amount_fen < 0), 0) AS expense,
      coalesce(sum(l.amount_fen), 0) AS net,
      count(DISTINCT l.source_id) FILTER (WHERE l.kind = 'payment') AS count
    FROM finance_ledger l
    WHERE ${periodWhere({ schoolId: q.schoolId, from, to, payType: q.payType })}
    GROUP BY GROUPING SETS ((${key}), ())`,
  );
  const totals = (r: Row | undefined) => ({
    incomeFen: exact(r?.income),
    expenseFen: exact(r?.expense),
    netFen: exact(r?.net),
    count: exact(r?.count),
  });
  const byKey = new Map(rows.filter((r) => Number(r.whole) === 0).map((r) => [r.key, r]));
  return {
    unit: byDay ? 'day' : 'month',
    points: keys.map((k) => ({ key: k, ...totals(byKey.get(k)) })),
    total: totals(rows.find((r) => Number(r.whole) === 1)),
  };
}
