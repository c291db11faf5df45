import { BillMsg } from '@contract/finance/bills';
import type { BillRow } from '@contract/finance/bill-rows';
import { Text } from '@mantine/core';
import { reviewBills } from '@/lib/api/calls/billing';
import { ReviewDialog as Review } from '@/ui/ReviewDialog';

/** 审核: bills in review approved (published, the parents told) or rejected back to draft with a reason. */
export function ReviewDialog({ bills, schoolId, onClose }: { bills: BillRow[] | null; schoolId: number; onClose: () => void }) {
  return (
    <Review
      row={bills}
      title="审核账单"
      summary={(b) => <Text size="sm">{b.length === 1 ? `${b[0]?.studentName}「${b[0]?.title}」` : `选中的${b.length}份账单`}</Text>}
      passLabel="通过（发布并通知家长）"
      rejectLabel="驳回（退回草稿）"
      passHint="通过后账单发布，家长收到缴费通知。"
      passToast="审核通过，账单已发布"
      reasonRequired={BillMsg.rejectReason}
      review={(b, result, reason) =>
        reviewBills(
          schoolId,
          b.map((x) => x.id),
          result === 1,
          reason,
        )
      }
      onClose={onClose}
    />
  );
}
