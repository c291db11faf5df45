import { count, sql } from 'drizzle-orm';
import type { IncomeListQuery, IncomeSums, OtherIncomeRow } from '@contract';
import type { Db } from '../../../db/client';
import { otherIncomes } from '../../../db/schema';
import { toOtherIncomeRow } from '../../../replication/finance/income-rows';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { INCOME_ORDER, incomeOrFail, incomeWhere } from './income-rows';

type Filter = Omit<IncomeListQuery, 'pageNum' | 'pageSize'>;

/** Read back a bigint sum as a safe integer (else fail rather than lose a fen). */
const exact = (v: unknown): number => {
  const n = Number(v ?? 0);
  if (!Number.isSafeInteger(n)) throw new RangeError('sums out of range');
  return n;
};

/** The sums (`incomeSums`) of every income the filters pass, in SQL as bigint (exact past 2^31 fen). */
export async function incomeSumsOf(db: Db, q: Filter): Promise<IncomeSums> {
  const [s] = await db
    .select({
      count: sql<string>`count(*) FILTER (WHERE ${otherIncomes.state} = 1)`,
      amount: sql<string>`coalesce(sum(${otherIncomes.amountFen}::bigint) FILTER (WHERE ${otherIncomes.state} = 1), 0)::text`,
      voidCount: sql<string>`count(*) FILTER (WHERE ${otherIncomes.state} = 2)`,
      voidAmount: sql<string>`coalesce(sum(${otherIncomes.amountFen}::bigint) FILTER (WHERE ${otherIncomes.state} = 2), 0)::text`,
    })
    .from(otherIncomes)
    .where(incomeWhere(q.schoolId, q));
  return { count: exact(s?.count), amountFen: exact(s?.amount), voidCount: exact(s?.voidCount), voidFen: exact(s?.voidAmount) };
}

/** The incomes the filters pass, newest first, at most `limit` from `offset`. */
export async function incomeRowsOf(db: Db, q: Filter, limit: number, offset = 0): Promise<OtherIncomeRow[]> {
  const rows = await db
    .select()
    .from(otherIncomes)
    .where(incomeWhere(q.schoolId, q))
    .orderBy(...INCOME_ORDER)
    .limit(limit)
    .offset(offset);
  return rows.map(toOtherIncomeRow);
}

/** SPEC comeIn/detailed (GET): a page of the incomes the filters pass and the sums of all of them (not the page). */
export async function listIncomes(ctx: AuthedContext, q: IncomeListQuery) {
  await financeGate(ctx, q.schoolId);
  const [list, [total], sums] = await Promise.all([
    incomeRowsOf(ctx.db, q, q.pageSize, (q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(otherIncomes).where(incomeWhere(q.schoolId, q)),
    incomeSumsOf(ctx.db, q),
  ]);
  return { list, pageNum: q.pageNum, pageSize: q.pageSize, total: total?.n ?? 0, sums };
}

/** SPEC comeIn/oneDetailed: one income of the school's. */
export async function oneIncome(ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<OtherIncomeRow> {
  await financeGate(ctx, q.schoolId);
  return incomeOrFail(ctx.db, q.schoolId, q.id);
}
