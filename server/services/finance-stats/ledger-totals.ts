import { sql } from 'drizzle-orm';
import type { MoneyTotals } from '@contract';
import { exact } from './ledger-sums';

/** 收入 (positive lines), 支出 (negative lines, shown positive), 净收入 and 笔数 (payments) of the lines `where` picks. */
export const totalsSql = (where: ReturnType<typeof sql>, as: string) => sql`
  coalesce(sum(l.amount_fen) FILTER (WHERE l.amount_fen > 0 AND ${where}), 0) AS ${sql.raw(`${as}_income`)},
  coalesce(-sum(l.amount_fen) FILTER (WHERE l.amount_fen < 0 AND ${where}), 0) AS ${sql.raw(`${as}_expense`)},
  coalesce(sum(l.amount_fen) FILTER (WHERE ${where}), 0) AS ${sql.raw(`${as}_net`)},
  count(DISTINCT l.source_id) FILTER (WHERE l.kind = 'payment' AND ${where}) AS ${sql.raw(`${as}_count`)}`;

export const totalsOf = (row: Record<string, unknown> | undefined, as: string): MoneyTotals => ({
  incomeFen: exact(row?.[`${as}_income`]),
  expenseFen: exact(row?.[`${as}_expense`]),
  netFen: exact(row?.[`${as}_net`]),
  count: exact(row?.[`${as}_count`]),
});
