import { BillMsg } from '@contract/finance/bills';
import type { BillRow } from '@contract/finance/bill-rows';
import { voidBill } from '@/lib/api/calls/billing';
import { VoidDialog as VoidWithReason } from '@/ui/VoidDialog';

/** 作废: a bill voided with a reason (needs the server: a bill with money paid cannot be voided). */
export function VoidDialog({ bill, schoolId, onClose }: { bill: BillRow | null; schoolId: number; onClose: () => void }) {
  return (
    <VoidWithReason
      row={bill}
      title="作废账单"
      question={(b) => (
        <>
          确定作废 <b>{b.studentName}</b> 的账单「{b.title}」吗？作废后不能再收款或修改。
        </>
      )}
      reasonRequired={BillMsg.voidReason}
      action="作废账单"
      voidRow={(b, reason) => voidBill(schoolId, b.id, reason)}
      onClose={onClose}
    />
  );
}
