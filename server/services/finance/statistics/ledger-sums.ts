import { type SQL, sql } from 'drizzle-orm';
import { FEE_LEDGER_KINDS, LEDGER_CARRY_KINDS, LEDGER_INCOME_KINDS, LEDGER_OUTGO_KINDS } from '@contract';
import type { Db } from '../../../db/client';

/**
 * What every statistics query shares: the ledger's lines of one school in a period of China days (the
 * `(school_id, day)` index), optionally of one pay type, and the sums read back as exact integers. PostgreSQL sums
 * `integer` fen as `bigint` (no overflow however many lines); a sum is converted to a JavaScript number only when it
 * is a safe integer (≤ 2^53 fen, ¥90 trillion), else the call fails rather than lose a fen.
 */
export interface LedgerPeriod {
  schoolId: number;
  from: string;
  to: string;
  payType?: number | undefined;
}

export function periodWhere(p: LedgerPeriod): SQL {
  const payType = p.payType === undefined ? sql`` : sql` AND l.pay_type = ${p.payType}`;
  return sql`l.school_id = ${p.schoolId} AND l.day BETWEEN ${p.from} AND ${p.to}${payType}`;
}

/** A bigint (or count) from the driver: node-postgres gives strings, PGlite numbers or bigints. */
export function exact(v: unknown): number {
  if (v === null || v === undefined) return 0;
  const n = typeof v === 'bigint' ? Number(v) : typeof v === 'string' ? Number(v) : (v as number);
  if (!Number.isSafeInteger(n)) throw new RangeError(`a ledger sum is not a safe integer: ${String(v)}`);
  return n;
}

export async function rowsOf<R>(db: Db, query: SQL): Promise<R[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: R[] }).rows;
}

/** A constant list of kinds as SQL (`('payment', 'refund')`): the kinds are the contract's, never input. */
const kindsSql = (kinds: readonly string[]) => sql.raw(`(${kinds.map((k) => `'${k}'`).join(', ')})`);

export const INCOME_KINDS_SQL = kindsSql(LEDGER_INCOME_KINDS);
export const OUTGO_KINDS_SQL = kindsSql(LEDGER_OUTGO_KINDS);
/** The fee kinds as a SQL list. */
export const FEE_KINDS_SQL = kindsSql(FEE_LEDGER_KINDS);
/** The money that entered or left the school: every kind but the carry-overs (the cards and the chart). */
export const MONEY_MOVED = sql`l.kind NOT IN ${kindsSql(LEDGER_CARRY_KINDS)}`;

/**
 * 收入 (the income kinds), 支出/退费 (the outgo kinds, as a positive amount), 结转 (carry-overs, signed), net (every
 * line the query took), and the payments counted by their first lines (recordLedger numbers each movement's lines
 * from 0): a plain count where a `count(DISTINCT source_id)` would sort the period's lines (docs/bench.md, 2026-11-26).
 */
export const LINE_SUMS = sql`
  count(*) FILTER (WHERE l.kind = 'payment' AND l.line = 0) AS payments,
  coalesce(sum(l.amount_fen) FILTER (WHERE l.kind IN ${INCOME_KINDS_SQL}), 0) AS income,
  coalesce(-sum(l.amount_fen) FILTER (WHERE l.kind IN ${OUTGO_KINDS_SQL}), 0) AS outgo,
  coalesce(sum(l.amount_fen) FILTER (WHERE l.kind IN ${kindsSql(LEDGER_CARRY_KINDS)}), 0) AS carry,
  coalesce(sum(l.amount_fen), 0) AS net`;

/** The columns LINE_SUMS adds to a row, as the driver hands them (read with `exact`). */
export interface LineSums {
  payments: unknown;
  income: unknown;
  outgo: unknown;
  carry: unknown;
  net: unknown;
}

/** Names sort as the screen lists them (Chinese collation: 大一班 before 小一班 by pinyin). */
const collator = new Intl.Collator('zh-Hans-CN', { numeric: true });
export const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
