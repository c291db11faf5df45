import { ExpenseMsg, type ReimbursementRow } from '@contract/finance/expenses';
import { formatFen } from '@contract/finance/fees';
import { Text } from '@mantine/core';
import { reviewReimbursement } from '@/lib/api/calls/expenses';
import { ReviewDialog as Review, type RowReviewProps } from '@/ui/ReviewDialog';

/** 审核 a claim registered on the page: 通过 (→ 待付款) or 驳回 with a reason. Online only. */
export function ReviewDialog({ row, schoolId, onClose, onReviewed }: RowReviewProps<ReimbursementRow>) {
  return (
    <Review
      row={row}
      title="审核报销"
      summary={(r) => (
        <>
          <Text size="sm">
            {r.day} · {r.projectName} · <b>{formatFen(r.amountFen)}</b> · 申请人 {r.applicantName || '—'}
          </Text>
          <Text size="sm" c="dimmed">
            {r.reason}
          </Text>
        </>
      )}
      passHint="通过后进入待付款，由财务确认付款。"
      reasonRequired={ExpenseMsg.rejectReason}
      review={(r, result, reason) => reviewReimbursement({ schoolId, id: r.id, result, reason })}
      onClose={onClose}
      onReviewed={onReviewed}
    />
  );
}
