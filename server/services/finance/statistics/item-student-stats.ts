import { sql } from 'drizzle-orm';
import type { FeeStats, ItemStuQuery } from '@contract';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { feeGroups } from './fee-groups';

/** financeStatistics/itemStu: the children who paid (or were refunded) one fee item in the period. */
export async function itemStudentStats(ctx: AuthedContext, q: ItemStuQuery): Promise<FeeStats> {
  await financeGate(ctx, q.schoolId);
  return feeGroups(
    ctx.db,
    { schoolId: q.schoolId, from: q.startDate, to: q.endDate, payType: q.payType },
    'student',
    sql`l.item_id = ${q.itemId}`,
    true,
  );
}
