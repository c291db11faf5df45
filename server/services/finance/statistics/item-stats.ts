import type { FeeStats, StatsQuery } from '@contract';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { feeGroups } from './fee-groups';

/**
 * financeStatistics/item: the period's fees by fee item. A payment's ledger lines are per bill line it covers
 * (allocatePayment), so the items add up to the payments to the fen.
 */
export async function itemStats(ctx: AuthedContext, q: StatsQuery): Promise<FeeStats> {
  await financeGate(ctx, q.schoolId);
  return feeGroups(ctx.db, { schoolId: q.schoolId, from: q.startDate, to: q.endDate, payType: q.payType }, 'item');
}
