import { formatFen } from '@contract/finance/fees';
import { REFUND_WAYS, type RefundRecordRow, RefundMsg } from '@contract/finance/refunds';
import { Text } from '@mantine/core';
import { checkRefunds } from '@/lib/api/calls/refunds';
import { ReviewDialog } from '@/ui/ReviewDialog';

/** 审核: a submitted refund approved (待退费, or 待结转 for a carry-over) or rejected with a reason (审核驳回). Online. */
export function CheckDialog({
  record,
  schoolId,
  onClose,
  onDone,
}: {
  record: RefundRecordRow;
  schoolId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const carry = record.way === 2;
  return (
    <ReviewDialog
      row={record}
      title="审核退费"
      summary={(r) => (
        <>
          <Text size="sm">
            {r.studentName} · {REFUND_WAYS[r.way]} · 退费金额 <b>{formatFen(r.amountFen)}</b>
          </Text>
          {r.remark && (
            <Text size="sm" c="dimmed">
              备注：{r.remark}
            </Text>
          )}
        </>
      )}
      passLabel={carry ? '通过（待结转）' : '通过（待退费）'}
      passHint={carry ? '通过后待结转，下学期账单生成时计入已收。' : '通过后待退费，按所选方式退款后完成。'}
      reasonRequired={RefundMsg.rejectReason}
      review={(r, result, reason) => checkRefunds(schoolId, [r.id], result === 1, reason)}
      onClose={onClose}
      onReviewed={onDone}
    />
  );
}
