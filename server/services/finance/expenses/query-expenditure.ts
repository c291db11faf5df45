import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type ExpenditureQuery, type ExpenditureRow, expenditureExportTable } from '@contract';
import type { Db } from '../../../db/client';
import { bookEntries, financeLedger, reimbursements } from '../../../db/schema';
import { xlsxTable } from '../../../lib/xlsx-table';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';

type Filter = Omit<ExpenditureQuery, 'pageNum' | 'pageSize'>;
const EXPORT_MAX = 20_000;
const L = financeLedger;

/** The school's ledger lines of kind `expense` the filters pass (the ledger's China day, its category, its pay type). */
function expenditureWhere(q: Filter): SQL | undefined {
  return and(
    eq(L.schoolId, q.schoolId),
    eq(L.kind, 'expense'),
    q.category ? eq(L.itemName, q.category) : undefined,
    q.startDay ? gte(L.day, q.startDay) : undefined,
    q.endDay ? lte(L.day, q.endDay) : undefined,
    q.payType !== undefined ? eq(L.payType, q.payType) : undefined,
  );
}

/**
 * The lines joined with their source by the line's source id: a reimbursement (报销: its project and reason, the
 * applicant) or a bookkeeping entry (记账: its remark, the bookkeeper); any other source (支出提醒, 工资 later) is 其他
 * until it is joined here too.
 */
async function rowsOf(db: Db, q: Filter, limit: number, offset = 0): Promise<ExpenditureRow[]> {
  const R = reimbursements;
  const B = bookEntries;
  const rows = await db
    .select({
      id: L.id,
      day: L.day,
      category: L.itemName,
      amountFen: sql<number>`(-${L.amountFen})::integer`,
      payType: L.payType,
      source: sql<string>`case when ${R.id} is not null then 'reimbursement' when ${B.id} is not null then 'book' else 'other' end`,
      sourceId: sql<string>`${L.sourceId}::text`,
      description: sql<string>`coalesce(${R.projectName} || '：' || ${R.reason}, ${B.remark}, '')`,
      person: sql<string>`coalesce(${R.applicantName}, ${B.recorderName}, '')`,
    })
    .from(L)
    .leftJoin(R, eq(R.id, L.sourceId))
    .leftJoin(B, eq(B.id, L.sourceId))
    .where(expenditureWhere(q))
    .orderBy(desc(L.day), desc(L.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, amountFen: Number(r.amountFen), source: r.source as ExpenditureRow['source'] }));
}

/** The 合计 of every line the filters pass (paid out, positive fen), summed as bigint. */
async function sumOf(db: Db, q: Filter): Promise<number> {
  const [s] = await db
    .select({ v: sql<string>`coalesce(sum(-${L.amountFen}::bigint), 0)::text` })
    .from(L)
    .where(expenditureWhere(q));
  const v = Number(s?.v ?? 0);
  if (!Number.isSafeInteger(v)) throw new RangeError('sum out of range');
  return v;
}

/** SPEC /park/comeIn/queryExpenditure: every expense that moved money, a page of it with the sum of all it passes. */
export async function queryExpenditure(ctx: AuthedContext, q: ExpenditureQuery) {
  await financeGate(ctx, q.schoolId);
  const [list, [total], amountFen] = await Promise.all([
    rowsOf(ctx.db, q, q.pageSize, (q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(L).where(expenditureWhere(q)),
    sumOf(ctx.db, q),
  ]);
  return { list, pageNum: q.pageNum, pageSize: q.pageSize, total: total?.n ?? 0, sums: { amountFen } };
}

/** queryExpenditure/export: the lines the filters pass with their 合计 row. */
export async function exportExpenditure(ctx: AuthedContext, q: Filter): Promise<{ title: string; bytes: Buffer }> {
  await financeGate(ctx, q.schoolId);
  const [rows, sum] = await Promise.all([rowsOf(ctx.db, q, EXPORT_MAX), sumOf(ctx.db, q)]);
  const table = expenditureExportTable(rows, sum);
  return { title: table.title, bytes: await xlsxTable(table) };
}
