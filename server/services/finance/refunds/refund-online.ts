import { fenToYuanText, RefundMsg, type RefundRecordRow, refundLeftFen, refundMovementLines, sceneTradeKey } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { PaymentProvider, RefundAnswer } from '../../../providers/payments/payment-provider';
import type { AuthedContext } from '../../context';
import { refuse } from '../kernel/finance-rows';
import { recordLedger } from '../kernel/ledger';
import { paymentOrFail } from '../bills/bill-rows';
import { originalRouteOf } from './change-refund-way';
import { classNameOf, recordLedgerLines, startMove, writeRecord } from './refund-rows';

export interface RefundProviderDeps {
  provider: PaymentProvider;
  logFailure?: (error: unknown, what: string) => void;
}

/** Our refund id at the provider: R + the record's hex + the attempt (a retry after a failure is a new refund). */
const refundIdOf = (recordId: string, previous: string | null): string => {
  const attempt = previous ? Number(previous.split('-')[1] ?? '0') + 1 : 1;
  return `R${recordId.replaceAll('-', '')}-${attempt}`;
};

/**
 * 原路退回: asks the payment provider to refund the record's money to the Alipay/WeChat payment it came from (the
 * first paid online payment of its bill with enough left, `originalRoutePayment`). Processing → 退款中 until the
 * provider's answer (`queryOnlineRefund`); refunded at once → 已退费 with the ledger's lines; failed → 退款失败 (retry,
 * or another way). A provider that does not answer leaves it 退款中: the query will tell, and the same refund id
 * never refunds twice.
 */
export async function refundOnline(ctx: AuthedContext & RefundProviderDeps, a: { schoolId: number; id: string }): Promise<RefundRecordRow> {
  const r = await startMove(ctx, a.schoolId, a.id, 'refundOnline');
  const refund = ctx.provider.refund?.bind(ctx.provider);
  if (!refund || ctx.provider.name === 'off') throw AppError.badRequest(RefundMsg.providerNoRefund);
  const payment = r.paymentId && r.state === 21 ? await paymentOrFail(ctx.db, a.schoolId, r.paymentId) : await originalRouteOf(ctx, r);
  refuse(payment ? null : RefundMsg.noOnlinePayment);
  if (!payment) throw new Error('unreachable');
  const refundId = refundIdOf(r.id, r.providerRefundId);
  const fen = refundLeftFen(r);
  const answer: RefundAnswer = await refund({
    orderId: sceneTradeKey(payment.id),
    refundId,
    amount: fenToYuanText(fen),
    total: fenToYuanText(payment.amountFen),
    reason: `${r.studentName}退费`,
  }).catch((e: unknown) => {
    ctx.logFailure?.(e, `${ctx.provider.name} refund ${refundId}`);
    return { state: 'processing' as const, message: RefundMsg.providerDown };
  });
  const moving = await writeRecord(
    ctx,
    r,
    { state: 20, paymentId: payment.id, providerRefundId: refundId, providerAnswer: answer.message ?? '' },
    'refundOnline',
  );
  return answer.state === 'processing' ? moving : settleOnlineRefund(ctx, moving, answer, payment.payType);
}

/** 查询退款: the active query of a refund in 退款中; the provider's answer settles it (or it stays processing). */
export async function queryOnlineRefund(
  ctx: AuthedContext & RefundProviderDeps,
  a: { schoolId: number; id: string },
): Promise<RefundRecordRow> {
  const r = await startMove(ctx, a.schoolId, a.id, 'queryOnline');
  const query = ctx.provider.queryRefund?.bind(ctx.provider);
  if (!query || !r.providerRefundId || !r.paymentId) throw AppError.badRequest(RefundMsg.providerNoRefund);
  const payment = await paymentOrFail(ctx.db, a.schoolId, r.paymentId);
  const answer = await query(r.providerRefundId, sceneTradeKey(payment.id)).catch((e: unknown) => {
    ctx.logFailure?.(e, `${ctx.provider.name} queryRefund ${r.providerRefundId}`);
    return { state: 'processing' as const, message: RefundMsg.providerDown };
  });
  if (answer.state === 'processing') return r;
  return settleOnlineRefund(ctx, r, answer, payment.payType);
}

/** The provider's final answer on a record in 退款中: refunded → the ledger's lines (the payment's pay type), 已退费; failed → 退款失败. */
async function settleOnlineRefund(ctx: AuthedContext, r: RefundRecordRow, answer: RefundAnswer, payType: number): Promise<RefundRecordRow> {
  if (answer.state === 'failed') return writeRecord(ctx, r, { state: 21, providerAnswer: answer.message ?? '退款失败' }, '退款失败');
  const fen = refundLeftFen(r);
  const per = refundMovementLines(r.lines, r.refundedFen + r.carriedFen, fen);
  await recordLedger(ctx, r.schoolId, recordLedgerLines(r, per, 'refund', payType, await classNameOf(ctx.db, r.classId)));
  return writeRecord(
    ctx,
    r,
    { state: 2, refundedFen: r.refundedFen + fen, providerAnswer: answer.message ?? '退款成功', doneAt: ctx.clock.now() },
    '退款成功',
  );
}
