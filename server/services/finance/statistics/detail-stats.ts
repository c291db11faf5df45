import { sql } from 'drizzle-orm';
import type { DetailQuery, DetailStats, MoneyTotals } from '@contract';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { exact, LINE_SUMS, type LineSums, MONEY_MOVED, periodWhere, rowsOf } from './ledger-sums';

interface Row extends LineSums {
  key: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/**
 * detail: the chart's series — a month by day (`month`, which wins when both are sent) or a year by month — of
 * 收入, 支出, 净收入 and 笔数 of the money moved (every kind of ledger line but the carry-overs), each day (month) present, zero where nothing moved. The
 * period's total is the sum of the points (a movement's lines share its day: 笔数 too).
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
    sql`SELECT ${key} AS key, ${LINE_SUMS}
    FROM finance_ledger l
    WHERE ${periodWhere({ schoolId: q.schoolId, from, to, payType: q.payType })} AND ${MONEY_MOVED}
    GROUP BY 1`,
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const points = keys.map((k) => {
    const r = byKey.get(k);
    return { key: k, incomeFen: exact(r?.income), expenseFen: exact(r?.outgo), netFen: exact(r?.net), count: exact(r?.payments) };
  });
  const total: MoneyTotals = { incomeFen: 0, expenseFen: 0, netFen: 0, count: 0 };
  for (const p of points) {
    total.incomeFen += p.incomeFen;
    total.expenseFen += p.expenseFen;
    total.netFen += p.netFen;
    total.count += p.count;
  }
  return { unit: byDay ? 'day' : 'month', points, total };
}
