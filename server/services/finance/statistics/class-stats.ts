import type { FeeStats, StatsQuery } from '@contract';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { feeGroups } from './fee-groups';

/** financeStatistics/class: the period's fees by class (收费人数, 笔数, 收入, 退费, 实收) and the 合计 row. */
export async function classStats(ctx: AuthedContext, q: StatsQuery): Promise<FeeStats> {
  await financeGate(ctx, q.schoolId);
  return feeGroups(ctx.db, { schoolId: q.schoolId, from: q.startDate, to: q.endDate, payType: q.payType }, 'class');
}
