import { sql } from 'drizzle-orm';
import type { MoneyTotals, SchoolStats, SchoolStatsQuery } from '@contract';
import { chinaDay } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { exact, INCOME_KINDS_SQL, MONEY_MOVED, OUTGO_KINDS_SQL, periodWhere, rowsOf } from './ledger-sums';

/** 收入, 支出, 净收入 and 笔数 of the movements `where` picks (by their day). */
const totalsSql = (where: ReturnType<typeof sql>, as: string) => sql`
  sum(l.amount_fen) FILTER (WHERE l.kind IN ${INCOME_KINDS_SQL} AND ${where}) AS ${sql.raw(`${as}_income`)},
  -sum(l.amount_fen) FILTER (WHERE l.kind IN ${OUTGO_KINDS_SQL} AND ${where}) AS ${sql.raw(`${as}_outgo`)},
  sum(l.amount_fen) FILTER (WHERE ${where}) AS ${sql.raw(`${as}_net`)},
  count(*) FILTER (WHERE l.kind = 'payment' AND l.line = 0 AND ${where}) AS ${sql.raw(`${as}_count`)}`;

const totalsOf = (row: Record<string, unknown> | undefined, as: string): MoneyTotals => ({
  incomeFen: exact(row?.[`${as}_income`]),
  expenseFen: exact(row?.[`${as}_outgo`]),
  netFen: exact(row?.[`${as}_net`]),
  count: exact(row?.[`${as}_count`]),
});

/**
 * static/school: 收入, 支出, 净收入 and 笔数 of today, this month and this year (China days), over the money moved
 * (every kind of ledger line but the carry-overs), in one statement over the year's lines (the (school_id, day) index).
 */
export async function schoolStats(ctx: AuthedContext, q: SchoolStatsQuery): Promise<SchoolStats> {
  await financeGate(ctx, q.schoolId);
  const day = chinaDay(ctx.clock.now());
  const month = day.slice(0, 7);
  const year = day.slice(0, 4);
  const monthEnd = new Date(Date.UTC(Number(year), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const [row] = await rowsOf<Record<string, unknown>>(
    ctx.db,
    sql`SELECT
      ${totalsSql(sql`l.day = ${day}`, 'd')},
      ${totalsSql(sql`l.day BETWEEN ${`${month}-01`} AND ${monthEnd}`, 'm')},
      ${totalsSql(sql`TRUE`, 'y')}
    FROM finance_ledger l
    WHERE ${periodWhere({ schoolId: q.schoolId, from: `${year}-01-01`, to: `${year}-12-31`, payType: q.payType })}
      AND ${MONEY_MOVED}`,
  );
  return { day, month, year, today: totalsOf(row, 'd'), thisMonth: totalsOf(row, 'm'), thisYear: totalsOf(row, 'y') };
}
