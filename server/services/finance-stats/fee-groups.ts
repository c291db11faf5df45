import { type SQL, sql } from 'drizzle-orm';
import type { FeeStats, FeeStatsRow } from '@contract';
import type { Db } from '../../db/client';
import { byName, exact, FEE_AGGREGATES, FEE_KINDS_SQL, type FeeAggregateRow, type LedgerPeriod, periodWhere, rowsOf } from './ledger-sums';

/** What the fee lines are grouped by: the class, the child or the fee item (each keeps the latest name it had). */
const GROUPS = {
  class: { key: sql`l.class_id`, name: sql`l.class_name` },
  student: { key: sql`l.student_id`, name: sql`l.student_name` },
  item: { key: sql`l.item_id`, name: sql`l.item_name` },
} as const;

interface Row extends FeeAggregateRow {
  whole: number;
  id: string | null;
  name: string | null;
  class_name: string | null;
}

/**
 * The fee lines (kinds payment and refund) of a period grouped by class, child or item, and the 合计 row, in one
 * statement (GROUPING SETS: the groups and the whole period from one scan of the period's lines). A name is the
 * latest line's (a class renamed in the period is one row, under its new name).
 */
export async function feeGroups(db: Db, period: LedgerPeriod, by: keyof typeof GROUPS, extra?: SQL): Promise<FeeStats> {
  const g = GROUPS[by];
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT
      GROUPING(${g.key}) AS whole,
      ${g.key}::text AS id,
      (array_agg(${g.name} ORDER BY l.id DESC))[1] AS name,
      (array_agg(l.class_name ORDER BY l.id DESC))[1] AS class_name,
      ${FEE_AGGREGATES}
    FROM finance_ledger l
    WHERE ${periodWhere(period)} AND l.kind IN ${FEE_KINDS_SQL}${extra ? sql` AND ${extra}` : sql``}
    GROUP BY GROUPING SETS ((${g.key}), ())`,
  );
  const toRow = (r: Row | undefined, name: string): FeeStatsRow => ({
    id: r?.id ?? '',
    name,
    className: by === 'student' ? (r?.class_name ?? '') : '',
    children: exact(r?.children),
    count: exact(r?.count),
    incomeFen: exact(r?.income),
    refundFen: exact(r?.refund),
    netFen: exact(r?.net),
  });
  const groups = rows.filter((r) => Number(r.whole) === 0);
  const whole = rows.find((r) => Number(r.whole) === 1);
  return {
    rows: groups.map((r) => toRow(r, r.name || (by === 'item' ? '其他' : '—'))).sort(byName),
    total: { ...toRow(whole, '合计'), className: '' },
  };
}
