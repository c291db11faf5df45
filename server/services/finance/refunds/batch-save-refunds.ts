import { inArray } from 'drizzle-orm';
import type { MutationArgs, RefundRecordRow } from '@contract';
import { refundRecords } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { lockBills } from './refund-rows';
import { saveRefundRecord } from './save-refund-record';

/** SPEC refundRecord/batchSave: several drafts at once (a class graduating), all or none, each as `refundRecord.save`. */
export async function batchSaveRefunds(
  ctx: AuthedContext,
  a: { schoolId: number; records: Omit<MutationArgs<'refundRecord.save'>, 'schoolId'>[] },
): Promise<RefundRecordRow[]> {
  await financeGate(ctx, a.schoolId);
  // The records there are, then all their bills, each in id order — the order every refund write takes its locks in:
  // two batches (or a batch and a submit) drawing on the same bills wait for each other, never deadlock.
  const ids = [...new Set(a.records.map((r) => r.id))].sort();
  if (ids.length > 0)
    await ctx.db
      .select({ id: refundRecords.id })
      .from(refundRecords)
      .where(inArray(refundRecords.id, ids))
      .orderBy(refundRecords.id)
      .for('update');
  await lockBills(
    ctx.db,
    a.records.flatMap((r) => r.lines.map((l) => l.billId)),
  );
  const out: RefundRecordRow[] = [];
  for (const r of a.records) out.push(await saveRefundRecord(ctx, { ...r, schoolId: a.schoolId }));
  return out;
}
