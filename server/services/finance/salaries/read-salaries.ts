import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type Payslip,
  salaryExportTable,
  type SalaryMonthRow,
  type SalarySlipRow,
  type SalaryTemplateRow,
  salaryTemplateId,
} from '@contract';
import { salaryMonths, salaryRefunds, salarySlips, salaryTemplates } from '../../../db/schema';
import { xlsxTable } from '../../../lib/xlsx-table';
import { toSalaryMonthRow, toSalarySlipRow, toSalaryTemplateRow } from '../../../replication/finance/salary-rows';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { requirePermission } from '../../permissions/require-permission';
import { toRefundRow } from './refund-salary';
import { monthSlips, salaryMonthOrFail } from './salary-rows';

/** SPEC salary/template (GET): the school's template (no items before the first save). */
export async function getSalaryTemplate(ctx: AuthedContext, q: { schoolId: number }): Promise<SalaryTemplateRow> {
  await financeGate(ctx, q.schoolId);
  const [row] = await ctx.db
    .select()
    .from(salaryTemplates)
    .where(eq(salaryTemplates.id, salaryTemplateId(q.schoolId)));
  return row ? toSalaryTemplateRow(row) : { id: salaryTemplateId(q.schoolId), schoolId: q.schoolId, items: [] };
}

/** SPEC salary/month (GET): the school's months, newest first. */
export async function listSalaryMonths(ctx: AuthedContext, q: { schoolId: number }): Promise<SalaryMonthRow[]> {
  await financeGate(ctx, q.schoolId);
  const rows = await ctx.db.select().from(salaryMonths).where(eq(salaryMonths.schoolId, q.schoolId)).orderBy(desc(salaryMonths.month));
  return rows.map(toSalaryMonthRow);
}

/** SPEC salary/detail: one month and its slips. */
export async function salaryDetail(
  ctx: AuthedContext,
  q: { schoolId: number; id: string },
): Promise<{ month: SalaryMonthRow; slips: SalarySlipRow[] }> {
  await financeGate(ctx, q.schoolId);
  const month = await salaryMonthOrFail(ctx.db, q.schoolId, q.id);
  return { month, slips: await monthSlips(ctx.db, month.id) };
}

/** The month as .xlsx, with its 合计 row (`salaryExportTable`, the screen's 导出 writes the same). */
export async function exportSalaryMonth(ctx: AuthedContext, q: { schoolId: number; id: string }) {
  const { month, slips } = await salaryDetail(ctx, q);
  const table = salaryExportTable(month, slips);
  return { title: table.title, bytes: await xlsxTable(table) };
}

/**
 * SPEC salary/my/info: the signed-in member's OWN payslips of the months issued (已发放) in the school, newest
 * first, with the deductions given back. Only membership is needed (the route's MEMBER), not the finance pages:
 * the query is by the session's user, so nobody reads another member's.
 */
export async function myPayslips(ctx: AuthedContext, q: { schoolId: number; month?: string }): Promise<{ list: Payslip[] }> {
  await requirePermission(ctx, q.schoolId, 'member', { write: false });
  const rows = await ctx.db
    .select({ slip: salarySlips, month: salaryMonths })
    .from(salarySlips)
    .innerJoin(salaryMonths, eq(salaryMonths.id, salarySlips.monthId))
    .where(
      and(
        eq(salarySlips.schoolId, q.schoolId),
        eq(salarySlips.userId, ctx.session.userId),
        eq(salaryMonths.state, 'issued'),
        q.month ? eq(salaryMonths.month, q.month) : undefined,
      ),
    )
    .orderBy(desc(salaryMonths.month));
  const refunds =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(salaryRefunds)
          .where(
            inArray(
              salaryRefunds.slipId,
              rows.map((r) => r.slip.id),
            ),
          )
          .orderBy(salaryRefunds.at);
  return {
    list: rows.map(({ slip, month }) => {
      const s = toSalarySlipRow(slip);
      const m = toSalaryMonthRow(month);
      return {
        monthId: m.id,
        month: m.month,
        issuedAt: m.issuedAt,
        name: s.name,
        departmentName: s.departmentName,
        items: m.items,
        amounts: s.amounts,
        addFen: s.addFen,
        deductFen: s.deductFen,
        netFen: s.netFen,
        refundFen: s.refundFen,
        refunds: refunds.filter((r) => r.slipId === s.id).map(toRefundRow),
      };
    }),
  };
}
