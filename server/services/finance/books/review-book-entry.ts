import { eq, sql } from 'drizzle-orm';
import { BOOK_REVIEW, type BookEntryRow, bookEntryReviewIssue, bookLedgerFen, type BookReviewInput } from '@contract';
import { bookEntries, users } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toBookEntryRow } from '../../../replication/finance/book-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordLedger } from '../kernel/ledger';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { bookEntryOrFail } from './book-entries';

/**
 * SPEC tFinanceBookkeeping/review (online): 1 通过 or 2 驳回 with a reason, by a member holding the review right, of
 * an unreviewed entry someone else recorded. Approval is when the money enters the ledger: one line, income +
 * expense −, item = category, source = the entry; the row is locked, so the line is written once.
 */
export async function reviewBookEntry(ctx: AuthedContext, q: BookReviewInput): Promise<BookEntryRow> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, BOOK_REVIEW, { write: true });
  const before = await bookEntryOrFail(ctx.db, q.schoolId, q.id, true);
  refuse(bookEntryReviewIssue(before, ctx.session.userId));
  const [row] = await ctx.db
    .update(bookEntries)
    .set({
      state: q.result,
      reviewerId: ctx.session.userId,
      reviewerName: sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${ctx.session.userId}), '')`,
      reviewedAt: ctx.clock.now(),
      rejectReason: q.result === 2 ? q.reason : '',
    })
    .where(eq(bookEntries.id, q.id))
    .returning();
  if (!row) throw new Error('review returned nothing');
  const out = toBookEntryRow(row);
  if (q.result === 1)
    await recordLedger(ctx, q.schoolId, [
      { kind: out.type === 1 ? 'income' : 'expense', sourceId: out.id, itemName: out.category, amountFen: bookLedgerFen(out) },
    ]);
  await recordChanges(ctx.db, q.schoolId, [{ table: 'bookEntries', op: 'put', row: out }]);
  const action = q.result === 1 ? '审核通过记账' : '驳回记账';
  await recordFinanceAudit(ctx, q.schoolId, { entity: 'bookEntry', entityId: q.id, action, before, after: out });
  await recordUserOperation(ctx, q.schoolId, '记账管理', action, `${out.day} ${out.category} ${out.amountFen / 100}元`);
  return out;
}
