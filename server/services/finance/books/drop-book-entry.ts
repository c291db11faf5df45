import { eq } from 'drizzle-orm';
import { BOOK_EDIT, bookEntryDropIssue, type BookReviewInput } from '@contract';
import { bookEntries } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { bookEntryOrFail, requireBookkeeper } from './book-entries';

/**
 * SPEC tFinanceBookkeeping/dropById (online: the server must see the entry not approved). An approved entry is in
 * the ledger and stays (已审核的记账不能删除); an unreviewed or rejected one is deleted, its audit line kept.
 */
export async function dropBookEntry(ctx: AuthedContext, q: Pick<BookReviewInput, 'schoolId' | 'id'>): Promise<null> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, BOOK_EDIT, { write: true });
  await requireBookkeeper(ctx, q.schoolId);
  const before = await bookEntryOrFail(ctx.db, q.schoolId, q.id, true);
  refuse(bookEntryDropIssue(before));
  await ctx.db.delete(bookEntries).where(eq(bookEntries.id, q.id));
  await recordChanges(ctx.db, q.schoolId, [{ table: 'bookEntries', op: 'del', row: { id: q.id } }]);
  await recordFinanceAudit(ctx, q.schoolId, { entity: 'bookEntry', entityId: q.id, action: '删除记账', before, after: null });
  await recordUserOperation(ctx, q.schoolId, '记账管理', '删除记账', `${before.day} ${before.category} ${before.amountFen / 100}元`);
  return null;
}
