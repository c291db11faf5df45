import { BOOK_TYPES, type BookEntryRow, BookMsg } from '@contract/finance/books';
import { formatFen } from '@contract/finance/fees';
import { Text } from '@mantine/core';
import { reviewBookEntry } from '@/lib/api/calls/finance-books';
import { ReviewDialog as Review, type RowReviewProps } from '@/ui/ReviewDialog';

/** 审核记账: 通过 (the money enters the ledger) or 驳回 with a reason. Online only: the server must see it unreviewed. */
export function ReviewDialog({ row, schoolId, onClose, onReviewed }: RowReviewProps<BookEntryRow>) {
  return (
    <Review
      row={row}
      title="审核记账"
      summary={(r) => (
        <>
          <Text size="sm">
            {r.day} · {BOOK_TYPES[r.type]} · {r.category} · <b>{formatFen(r.amountFen)}</b> · 记账人 {r.recorderName || '—'}
          </Text>
          {r.remark && (
            <Text size="sm" c="dimmed">
              {r.remark}
            </Text>
          )}
        </>
      )}
      passHint="通过后计入收支台账，不能再修改或删除。"
      reasonRequired={BookMsg.rejectReason}
      review={(r, result, reason) => reviewBookEntry({ schoolId, id: r.id, result, reason })}
      onClose={onClose}
      onReviewed={onReviewed}
    />
  );
}
