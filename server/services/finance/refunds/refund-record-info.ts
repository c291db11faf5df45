import type { FinanceAuditRow } from '@contract';
import { eq } from 'drizzle-orm';
import { refundGroups, refundItems, refundRecords } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { financeAuditOf } from '../kernel/audit-log';

/**
 * recordInfo of a refund item, group or record (变更记录 on 退费管理): its audit lines, oldest first; null when the id
 * is none of the school's refund rows (recordInfo then looks elsewhere, and answers 404 if nowhere).
 */
export async function refundRecordInfo(ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<FinanceAuditRow[] | null> {
  for (const table of [refundRecords, refundItems, refundGroups]) {
    const [row] = await ctx.db.select({ schoolId: table.schoolId }).from(table).where(eq(table.id, q.id));
    if (row) return row.schoolId === q.schoolId ? financeAuditOf(ctx.db, q.schoolId, q.id) : null;
  }
  return null;
}
