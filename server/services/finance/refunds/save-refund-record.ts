import { eq } from 'drizzle-orm';
import {
  draftRefundRecord,
  MUTATION_DECLS,
  type MutationArgs,
  RefundMsg,
  type RefundRecordRow,
  refundActionIssue,
  refundRecordLinesIssue,
} from '@contract';
import { refundRecords, students, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toRefundRecordRow } from '../../../replication/finance/refund-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';
import { assertOwnId, ownRefundRecord, refundableOf, studentBills } from './refund-rows';

/**
 * SPEC refundRecord/save (and the sync mutation `refundRecord.save`): a draft refund for one child — new, or a draft
 * or a rejected record edited (back to 待提交). Every line is a line of one of the child's paid bills, at most what
 * came in on it (payments and carry-ins, from the ledger) less what the school's other records hold of it. No money
 * moves: that is after review.
 */
export async function saveRefundRecord(ctx: AuthedContext, args: MutationArgs<'refundRecord.save'>): Promise<RefundRecordRow> {
  await financeGate(ctx, args.schoolId);
  await assertOwnId(ctx.db, refundRecords, args.id, args.schoolId);
  const before = await ownRefundRecord(ctx.db, args.schoolId, args.id, true);
  refuse(refundActionIssue('save', before));
  const [student] = await ctx.db
    .select({ name: students.name, classId: students.classId, schoolId: students.schoolId })
    .from(students)
    .where(eq(students.id, args.studentId));
  if (!student || student.schoolId !== args.schoolId) throw AppError.notFound(RefundMsg.studentMissing);
  const bills = await studentBills(ctx.db, args.schoolId, args.studentId);
  // The lines may name bills of the child only; a bill of another child or school reads as missing.
  const refundable = await refundableOf(
    ctx.db,
    args.schoolId,
    args.studentId,
    args.lines.map((l) => l.billId),
    args.id,
  );
  refuse(refundRecordLinesIssue(args.studentId, args.lines, bills, refundable));
  const byId = new Map(bills.map((b) => [b.id, b]));
  const lines = args.lines.map((l) => ({ ...l, name: byId.get(l.billId)?.lines.find((x) => x.itemId === l.itemId)?.name ?? l.name }));
  const [me] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  const now = ctx.clock.now();
  const draft = draftRefundRecord(
    { ...args, lines },
    student,
    before,
    { id: ctx.session.userId, name: me?.name ?? '' },
    (before ? new Date(before.createdAt) : now).toISOString(),
  );
  const { id, schoolId, createdAt, reviewedAt, doneAt, ...fields } = draft;
  const set = { ...fields, createdAt: new Date(createdAt), reviewedAt: reviewedAt ? new Date(reviewedAt) : null, doneAt: null };
  const [row] = await ctx.db
    .insert(refundRecords)
    .values({ id, schoolId, ...set })
    .onConflictDoUpdate({ target: refundRecords.id, set })
    .returning();
  if (!row || row.id !== id) throw new Error('refund record upsert returned nothing');
  const out = toRefundRecordRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'refundRecords', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'refund',
    entityId: id,
    action: MUTATION_DECLS['refundRecord.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'refundRecord.save', `${out.studentName} ${out.amountFen / 100}元`);
  return out;
}
