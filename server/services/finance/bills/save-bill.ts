import { and, eq } from 'drizzle-orm';
import { BillMsg, type BillRow, billLines, billLinesIssue, draftBill, MUTATION_DECLS, type MutationArgs } from '@contract';
import { bills, classes, students } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toBillRow } from '../../../replication/finance/bill-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse, schoolFinanceRows } from '../kernel/finance-rows';
import { ownBill } from '../kernel/bill-reads';

/**
 * SPEC saveOrder / updateOrder (the sync mutation `bill.save`): adds a draft bill for one child or replaces a
 * draft's fields. Only a draft is edited; its lines take names and units from the school's items (a new line needs a
 * valid item, a line already on the bill may keep one voided since), amount = quantity × unit price.
 */
export async function saveBill(ctx: AuthedContext, args: MutationArgs<'bill.save'>): Promise<BillRow> {
  await financeGate(ctx, args.schoolId);
  const before = await ownBill(ctx.db, args.schoolId, args.id, true);
  refuse(before && before.state !== 'draft' ? BillMsg.notDraft : null);
  const [child] = await ctx.db
    .select({ name: students.name, classId: students.classId })
    .from(students)
    .where(and(eq(students.id, args.studentId), eq(students.schoolId, args.schoolId)));
  refuse(child ? null : BillMsg.studentMissing);
  const [cls] = await ctx.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, args.classId), eq(classes.schoolId, args.schoolId)));
  refuse(cls ? null : BillMsg.classMissing);
  const items = await schoolFinanceRows(ctx.db, args.schoolId, 'feeItems');
  refuse(billLinesIssue(args.lines, items, before?.lines));
  const lines = billLines(args.lines, items);
  const { lines: _typed, ...fields } = args;
  const next = draftBill(
    fields,
    before?.studentId === args.studentId ? before.studentName : (child?.name ?? ''),
    lines,
    before?.discountIds ?? [],
    before?.createdAt ?? ctx.clock.now().toISOString(),
  );
  const values = { ...next, createdAt: new Date(next.createdAt), publishedAt: null };
  const { id, schoolId, ...set } = values;
  const [row] = await ctx.db.insert(bills).values(values).onConflictDoUpdate({ target: bills.id, set }).returning();
  if (!row) throw new Error('bill upsert returned nothing');
  const out = toBillRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'bills', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'bill',
    entityId: id,
    action: MUTATION_DECLS['bill.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'bill.save', `${out.studentName} ${out.title}`);
  return out;
}
