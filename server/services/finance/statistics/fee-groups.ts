import { type SQL, sql } from 'drizzle-orm';
import type { FeeStats, FeeStatsRow } from '@contract';
import type { Db } from '../../../db/client';
import { byName, exact, FEE_KINDS_SQL, LINE_SUMS, type LedgerPeriod, type LineSums, periodWhere, rowsOf } from './ledger-sums';

/** What the fee lines are grouped by: the class or the fee item (named as on the group's latest line). */
const GROUPS = {
  class: { key: sql`l.class_id`, name: sql`n.class_name` },
  item: { key: sql`l.item_id`, name: sql`n.item_name` },
} as const;

/** LINE_SUMS and the count of payment lines, which 笔数 by item counts. */
interface FeeSums extends LineSums {
  item_lines: unknown;
}

interface Row extends FeeSums {
  whole: number;
  id: string | null;
  name: string | null;
  class_name: string | null;
  children: unknown;
}

/**
 * The fee lines (payments, refunds and carry-overs: FEE_LEDGER_KINDS) of a period grouped by class, child or item, and the 合计 row, from one
 * scan of the period's lines in two hashed steps: each child of a group (and each child, for the 合计 row, as a
 * grouping set of the same pass), then the group (its children counted). 笔数 counts payments by their first lines;
 * by item (or of one item), by the item's payment lines — a payment covers each bill line once. Children and
 * payments of the 合计 row are counted once across the rows. A group is named as on its latest line (one
 * primary-key lookup a group).
 */
export async function feeGroups(
  db: Db,
  period: LedgerPeriod,
  by: keyof typeof GROUPS | 'student',
  extra?: SQL,
  ofOneItem = false,
): Promise<FeeStats> {
  if (by === 'student') return byStudent(db, period, extra, ofOneItem);
  const g = GROUPS[by];
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT g.w AS whole, g.k::text AS id, ${g.name} AS name, n.class_name, g.children, g.payments, g.item_lines, g.income,
      g.outgo, g.carry, g.net
    FROM (
      SELECT w, k, count(student_id) AS children, sum(payments) AS payments, sum(item_lines) AS item_lines,
        sum(income) AS income, sum(outgo) AS outgo, sum(carry) AS carry, sum(net) AS net, max(last_id) AS last_id
      FROM (
        SELECT GROUPING(${g.key}) AS w, ${g.key} AS k, l.student_id, ${LINE_SUMS},
          count(*) FILTER (WHERE l.kind = 'payment') AS item_lines, max(l.id) AS last_id
        FROM finance_ledger l
        WHERE ${periodWhere(period)} AND l.kind IN ${FEE_KINDS_SQL}${extra ? sql` AND ${extra}` : sql``}
        GROUP BY GROUPING SETS ((${g.key}, l.student_id), (l.student_id))
      ) c
      GROUP BY w, k
    ) g
    LEFT JOIN finance_ledger n ON n.id = g.last_id`,
  );
  const toRow = (r: Row | undefined, name: string, byItemLines: boolean): FeeStatsRow => ({
    id: r?.id ?? '',
    name,
    className: '',
    children: exact(r?.children),
    count: exact(byItemLines ? r?.item_lines : r?.payments),
    incomeFen: exact(r?.income),
    refundFen: exact(r?.outgo),
    carryFen: exact(r?.carry),
    netFen: exact(r?.net),
  });
  return {
    rows: rows
      .filter((r) => Number(r.whole) === 0)
      .map((r) => toRow(r, r.name || (by === 'item' ? '其他' : '—'), by === 'item' || ofOneItem))
      .sort(byName),
    total: {
      ...toRow(
        rows.find((r) => Number(r.whole) === 1),
        '合计',
        ofOneItem,
      ),
      id: '',
      className: '',
    },
  };
}

interface StudentRow extends FeeSums {
  id: string;
  name: string;
  class_name: string;
}

/**
 * By child: one hashed step (a payment belongs to one child, so the 合计 row is the sum of the rows and its
 * children their number). A child is named, with their class, as on their latest line.
 */
async function byStudent(db: Db, period: LedgerPeriod, extra: SQL | undefined, ofOneItem: boolean): Promise<FeeStats> {
  const rows = await rowsOf<StudentRow>(
    db,
    sql`SELECT g.student_id::text AS id, n.student_name AS name, n.class_name, g.payments, g.item_lines, g.income, g.outgo, g.carry, g.net
    FROM (
      SELECT l.student_id, ${LINE_SUMS}, count(*) FILTER (WHERE l.kind = 'payment') AS item_lines, max(l.id) AS last_id
      FROM finance_ledger l
      WHERE ${periodWhere(period)} AND l.kind IN ${FEE_KINDS_SQL} AND l.student_id IS NOT NULL${extra ? sql` AND ${extra}` : sql``}
      GROUP BY l.student_id
    ) g
    LEFT JOIN finance_ledger n ON n.id = g.last_id`,
  );
  const total: FeeStatsRow = {
    id: '',
    name: '合计',
    className: '',
    children: rows.length,
    count: 0,
    incomeFen: 0,
    refundFen: 0,
    carryFen: 0,
    netFen: 0,
  };
  const list = rows.map((r): FeeStatsRow => {
    const row = {
      id: r.id,
      name: r.name || '—',
      className: r.class_name ?? '',
      children: 1,
      count: exact(ofOneItem ? r.item_lines : r.payments),
      incomeFen: exact(r.income),
      refundFen: exact(r.outgo),
      carryFen: exact(r.carry),
      netFen: exact(r.net),
    };
    total.count += row.count;
    total.incomeFen += row.incomeFen;
    total.refundFen += row.refundFen;
    total.carryFen += row.carryFen;
    total.netFen += row.netFen;
    return row;
  });
  return { rows: list.sort(byName), total };
}
