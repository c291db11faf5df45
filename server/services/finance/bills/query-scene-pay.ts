import { sceneTradeKey, type ScenePayResult } from '@contract';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { paymentOrFail } from './bill-rows';
import type { ScenePayDeps } from './scene-pay';
import { settleScenePay } from './settle-scene-pay';

/**
 * SPEC /park/charge/queryScenePay: how a scene-pay payment stands. A pending one asks the provider itself (the
 * active query), so a lost notice still settles it; what the client says never does.
 */
export async function queryScenePay(
  ctx: AuthedContext & Omit<ScenePayDeps, 'origin'>,
  a: { schoolId: number; paymentId: string },
): Promise<ScenePayResult> {
  await financeGate(ctx, a.schoolId);
  let payment = await paymentOrFail(ctx.db, a.schoolId, a.paymentId);
  if (payment.state === 'pending') {
    const key = sceneTradeKey(payment.id);
    const status = await ctx.provider.queryStatus(key).catch((e: unknown) => {
      ctx.logFailure?.(e, `${ctx.provider.name} queryStatus ${key}`);
      return { state: 'unpaid' as const, tradeNo: '', amount: '' };
    });
    if (status.state === 'paid' && status.tradeNo && status.amount) {
      await settleScenePay(
        ctx.db,
        ctx.clock,
        { orderId: key, tradeNo: status.tradeNo, amount: status.amount, state: 'paid' },
        ctx.provider.name,
      );
      payment = await paymentOrFail(ctx.db, a.schoolId, a.paymentId);
    }
  }
  return { paymentId: payment.id, payData: '', amountFen: payment.amountFen, receiptNo: payment.receiptNo, state: payment.state };
}
