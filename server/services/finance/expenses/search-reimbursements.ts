import { and, count, eq, sql } from 'drizzle-orm';
import {
  type FinanceAuditRow,
  type ReimburseDetail,
  reimburseExportTable,
  type ReimbursementRow,
  type ReimburseSearchQuery,
  type ReimburseSums,
} from '@contract';
import type { Db } from '../../../db/client';
import { approvals, expenseProjects, reimbursements } from '../../../db/schema';
import { formatDateTime } from '../../../lib/format';
import { xlsxTable } from '../../../lib/xlsx-table';
import { toReimbursementRow } from '../../../replication/finance/expense-rows';
import type { AuthedContext } from '../../context';
import { financeAuditOf } from '../kernel/audit-log';
import { financeGate } from '../kernel/finance-rows';
import { REIMBURSE_ORDER, reimbursementOrFail, reimburseWhere } from './expense-rows';

type Filter = Omit<ReimburseSearchQuery, 'pageNum' | 'pageSize'>;
const EXPORT_MAX = 20_000;

/** `reimburseSums` in SQL, as bigint: 报销合计 (not rejected nor revoked), 已付款, 待付款 of every claim the filters pass. */
export async function reimburseSumsOf(db: Db, q: Filter): Promise<ReimburseSums> {
  const r = reimbursements;
  const [s] = await db
    .select({
      amount: sql<string>`coalesce(sum(case when ${r.state} not in ('rejected', 'revoked') then ${r.amountFen}::bigint else 0 end), 0)::text`,
      paid: sql<string>`coalesce(sum(case when ${r.state} = 'paid' then ${r.amountFen}::bigint else 0 end), 0)::text`,
      unpaid: sql<string>`coalesce(sum(case when ${r.state} = 'unpaid' then ${r.amountFen}::bigint else 0 end), 0)::text`,
    })
    .from(r)
    .where(reimburseWhere(q.schoolId, q));
  const out = { amountFen: Number(s?.amount ?? 0), paidFen: Number(s?.paid ?? 0), unpaidFen: Number(s?.unpaid ?? 0) };
  if (!Object.values(out).every(Number.isSafeInteger)) throw new RangeError('sums out of range');
  return out;
}

export async function reimburseRowsOf(db: Db, q: Filter, limit: number, offset = 0): Promise<ReimbursementRow[]> {
  const rows = await db
    .select()
    .from(reimbursements)
    .where(reimburseWhere(q.schoolId, q))
    .orderBy(...REIMBURSE_ORDER)
    .limit(limit)
    .offset(offset);
  return rows.map(toReimbursementRow);
}

/** SPEC /park/comeIn/reimbursement: a page of the claims the filters pass. */
export async function searchReimbursements(ctx: AuthedContext, q: ReimburseSearchQuery) {
  await financeGate(ctx, q.schoolId);
  const [list, [total]] = await Promise.all([
    reimburseRowsOf(ctx.db, q, q.pageSize, (q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(reimbursements).where(reimburseWhere(q.schoolId, q)),
  ]);
  return { list, pageNum: q.pageNum, pageSize: q.pageSize, total: total?.n ?? 0 };
}

/** reimbursementWithSumAmount: the same page and the sums of everything the filters pass. */
export async function searchReimbursementsWithSums(ctx: AuthedContext, q: ReimburseSearchQuery) {
  const page = await searchReimbursements(ctx, q);
  return { ...page, sums: await reimburseSumsOf(ctx.db, q) };
}

/** reimbursement/export: every claim the filters pass and their sums (`reimburseExportTable`, the screen's too). */
export async function exportReimbursements(ctx: AuthedContext, q: Filter): Promise<{ title: string; bytes: Buffer }> {
  await financeGate(ctx, q.schoolId);
  const [rows, sums] = await Promise.all([reimburseRowsOf(ctx.db, q, EXPORT_MAX), reimburseSumsOf(ctx.db, q)]);
  const table = reimburseExportTable(rows, sums);
  return { title: table.title, bytes: await xlsxTable(table) };
}

/** oneReimbursement: the claim and, for one from 审批中心, its application's flow (who approved, when, what they said). */
export async function oneReimbursement(ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<ReimburseDetail> {
  await financeGate(ctx, q.schoolId);
  const reimbursement = await reimbursementOrFail(ctx.db, q.schoolId, q.id);
  if (!reimbursement.approvalId) return { reimbursement, approval: null };
  const [a] = await ctx.db
    .select()
    .from(approvals)
    .where(and(eq(approvals.schoolId, q.schoolId), eq(approvals.id, reimbursement.approvalId)));
  if (!a) return { reimbursement, approval: null };
  return {
    reimbursement,
    approval: {
      id: a.id,
      templateName: a.templateName,
      status: a.status,
      applicantName: a.applicantName,
      createTime: formatDateTime(a.submittedAt),
      flow: a.flow.map((st) => ({
        label: st.label,
        mode: st.mode,
        decisions: st.decisions.map((d) => ({ name: d.name, result: d.result, comment: d.comment, time: d.time })),
      })),
    },
  };
}

/**
 * recordInfo (变更记录) of a claim or a project: its audit lines when it is the school's, else null (the finance
 * recordInfo then tries the other areas' rows and answers 404 for none).
 */
export async function expenseRecordInfo(ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<FinanceAuditRow[] | null> {
  const [claim] = await ctx.db.select({ schoolId: reimbursements.schoolId }).from(reimbursements).where(eq(reimbursements.id, q.id));
  const [project] = claim
    ? []
    : await ctx.db.select({ schoolId: expenseProjects.schoolId }).from(expenseProjects).where(eq(expenseProjects.id, q.id));
  const owner = claim ?? project;
  if (!owner || owner.schoolId !== q.schoolId) return null;
  return financeAuditOf(ctx.db, q.schoolId, q.id);
}
