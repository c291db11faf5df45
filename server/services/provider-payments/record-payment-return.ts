import { BILL_EDIT, formatFen, ORDER_PAY, parseYuan, uuidv7 } from '@contract';
import type { Db } from '../../db/client';
import { paymentReturns } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { VerifiedNotice } from '../../providers/payments/payment-provider';
import { sendNotification } from '../notifications/send-notification';
import { recordOperation } from '../operation-log/record-operation';
import { membersHolding } from '../permissions/members-holding';

/** What the provider's word about a paid trade came to: applied now, applied before, or money to give back. */
export type Settlement = 'paid' | 'already-paid' | 'returned';

/** Who settled, as the logs name them (no user did: the provider did). */
const PROVIDER_LABEL: Record<string, string> = { sandbox: '支付沙箱', alipay: '支付宝', wechat: '微信支付' };
export const providerLabel = (provider: string): string => PROVIDER_LABEL[provider] ?? provider;

/** What the money was paid for: a bill's scene payment, a school's order, or (absent) nothing we know. */
export type ReturnedFor =
  | { schoolId: number; billId: string; paymentId: string; studentName: string; title: string }
  | { schoolId: number; orderId: string; title: string };

/**
 * A paid trade whose money cannot be applied (a QR paid after its bill was settled or voided, an order already paid,
 * another amount) is recorded to be given back, in the caller's transaction — the one that read the bill or order
 * and, for a notice, claimed it — before the provider is acknowledged and before it is asked to refund
 * (push-payment-returns.ts, after the commit): a crash in between leaves the row, and the next run refunds it.
 * Once per provider trade (a unique index): a second notice or query of the same trade records and tells nothing
 * more. The school's finance staff (those who take money for bills, or who pay orders) get a 通知 naming the child,
 * the bill and the amount; the operation log has the line.
 */
export async function recordPaymentReturn(
  db: Db,
  clock: Clock,
  r: { provider: string; notice: Pick<VerifiedNotice, 'orderId' | 'tradeNo' | 'amount'>; reason: string; for?: ReturnedFor },
): Promise<'returned'> {
  const id = uuidv7();
  const amountFen = parseYuan(r.notice.amount) ?? Math.round(Number(r.notice.amount) * 100);
  const bill = r.for && 'billId' in r.for ? r.for : undefined;
  const order = r.for && 'orderId' in r.for ? r.for : undefined;
  const [row] = await db
    .insert(paymentReturns)
    .values({
      id,
      provider: r.provider,
      tradeKey: r.notice.orderId,
      tradeNo: r.notice.tradeNo,
      amountFen,
      schoolId: r.for?.schoolId ?? null,
      billId: bill?.billId ?? null,
      paymentId: bill?.paymentId ?? null,
      orderId: order?.orderId ?? null,
      studentName: bill?.studentName ?? '',
      title: r.for?.title ?? '',
      reason: r.reason,
      // Ours at the provider (out_refund_no / out_request_no, at most 64): U + the row's hex.
      refundId: `U${id.replaceAll('-', '')}`,
      state: 'refunding',
      createdAt: clock.now(),
    })
    .onConflictDoNothing({ target: [paymentReturns.provider, paymentReturns.tradeNo] })
    .returning();
  if (!row || !r.for) return 'returned';
  const via = providerLabel(r.provider);
  const what = bill ? `${bill.studentName}的账单「${bill.title}」` : `订单${order?.orderId ?? ''}（${r.for.title}）`;
  const content = `${what}${r.reason}，${via}收款${formatFen(amountFen)}（交易号 ${r.notice.tradeNo}）无法入账，将原路退回付款人。`;
  await recordOperation(db, {
    schoolId: r.for.schoolId,
    userId: null,
    userName: via,
    module: bill ? '账单管理' : '订单管理',
    action: '收款退回',
    detail: content,
    at: clock.now(),
  });
  await sendNotification(db, {
    schoolId: r.for.schoolId,
    userIds: await membersHolding(db, r.for.schoolId, bill ? BILL_EDIT : ORDER_PAY),
    sender: { userId: null, name: '系统通知' },
    title: '收款无法入账，原路退回',
    content,
    createdAt: clock.now(),
  });
  return 'returned';
}
