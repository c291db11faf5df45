import type { MutationArgs, RefundRecordRow } from '@contract';
import type { AuthedContext } from '../context';
import { financeGate } from '../finance/finance-rows';
import { saveRefundRecord } from './save-refund-record';

/** SPEC refundRecord/batchSave: several drafts at once (a class graduating), all or none, each as `refundRecord.save`. */
export async function batchSaveRefunds(
  ctx: AuthedContext,
  a: { schoolId: number; records: Omit<MutationArgs<'refundRecord.save'>, 'schoolId'>[] },
): Promise<RefundRecordRow[]> {
  await financeGate(ctx, a.schoolId);
  const out: RefundRecordRow[] = [];
  for (const r of a.records) out.push(await saveRefundRecord(ctx, { ...r, schoolId: a.schoolId }));
  return out;
}
