import { and, eq, inArray } from 'drizzle-orm';
import { SALARY_EDIT, type SalaryMonthRow, SalaryMsg, salaryTemplateId, slipTotals, uuidv7 } from '@contract';
import { salaryMonths, salarySlips, salaryTemplates, users } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toSalaryMonthRow, toSalarySlipRow } from '../../../replication/finance/salary-rows';
import { staffRows } from '../../../replication/attendance/staff-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';

/**
 * 生成 (SPEC salary/month, POST): the month's sheet from the staff list. A new month copies the template's items and
 * gets one slip (all zero) per serving member; generating a draft month again adds the members it lacks (someone
 * who joined since) and leaves the others' amounts as they are. Online: the roster is the server's. The month row is
 * unique per school and month, and a made month is locked, so two clicks make one sheet.
 */
export async function makeSalaryMonth(ctx: AuthedContext, q: { schoolId: number; month: string }): Promise<SalaryMonthRow> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, SALARY_EDIT, { write: true });
  const [template] = await ctx.db
    .select()
    .from(salaryTemplates)
    .where(eq(salaryTemplates.id, salaryTemplateId(q.schoolId)));
  let [month] = await ctx.db
    .select()
    .from(salaryMonths)
    .where(and(eq(salaryMonths.schoolId, q.schoolId), eq(salaryMonths.month, q.month)))
    .for('update');
  const isNew = !month;
  if (!month) {
    refuse(!template || template.items.length === 0 ? SalaryMsg.noTemplate : null);
    const [made] = await ctx.db
      .insert(salaryMonths)
      .values({ id: uuidv7(ctx.clock.now().getTime()), schoolId: q.schoolId, month: q.month, items: template?.items ?? [] })
      .onConflictDoNothing()
      .returning();
    // Another request made it meanwhile: take that one.
    [month] = made
      ? [made]
      : await ctx.db
          .select()
          .from(salaryMonths)
          .where(and(eq(salaryMonths.schoolId, q.schoolId), eq(salaryMonths.month, q.month)))
          .for('update');
  }
  if (!month) throw new Error('salary month not made');
  const out = toSalaryMonthRow(month);
  refuse(out.state === 'draft' ? null : SalaryMsg.draftOnly);
  const staff = await staffRows(ctx.db, q.schoolId);
  refuse(staff.length === 0 ? SalaryMsg.noStaff : null);
  const have = new Set(
    (await ctx.db.select({ userId: salarySlips.userId }).from(salarySlips).where(eq(salarySlips.monthId, out.id))).map((r) => r.userId),
  );
  const missing = staff.filter((s) => !have.has(s.userId));
  const phones = new Map(
    missing.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: users.id, phone: users.mobilePhone })
            .from(users)
            .where(
              inArray(
                users.id,
                missing.map((s) => s.userId),
              ),
            )
        ).map((u) => [u.id, u.phone]),
  );
  const zero = slipTotals(out.items, {});
  const slips =
    missing.length === 0
      ? []
      : await ctx.db
          .insert(salarySlips)
          .values(
            missing.map((s) => ({
              id: uuidv7(ctx.clock.now().getTime()),
              schoolId: q.schoolId,
              monthId: out.id,
              userId: s.userId,
              name: s.name,
              phone: phones.get(s.userId) ?? '',
              departmentName: s.departmentName,
              amounts: {},
              ...zero,
            })),
          )
          .onConflictDoNothing()
          .returning();
  await recordChanges(ctx.db, q.schoolId, [
    ...(isNew ? [{ table: 'salaryMonths' as const, op: 'put' as const, row: out }] : []),
    ...slips.map((s) => ({ table: 'salarySlips' as const, op: 'put' as const, row: toSalarySlipRow(s) })),
  ]);
  if (isNew)
    await recordFinanceAudit(ctx, q.schoolId, {
      entity: 'salaryMonth',
      entityId: out.id,
      action: '生成月度工资',
      before: null,
      after: out,
    });
  await recordUserOperation(ctx, q.schoolId, '工资管理', '生成月度工资', `${q.month} 新增${slips.length}人`);
  return out;
}
