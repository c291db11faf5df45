import { and, eq } from 'drizzle-orm';
import { BILL_EDIT, fenToYuanText, formatFen, ORDER_PAY } from '@contract';
import type { Db } from '../../db/client';
import { paymentReturns } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider, RefundAnswer } from '../../providers/payments/payment-provider';
import { sendNotification } from '../notifications/send-notification';
import { recordOperation } from '../operation-log/record-operation';
import { membersHolding } from '../permissions/members-holding';
import { providerLabel } from './record-payment-return';

const BATCH = 100;

type Return = typeof paymentReturns.$inferSelect;

/**
 * Gives back the money recorded by `recordPaymentReturn`, after that commit, through the provider that took it
 * (原路退回): the first time `refund` with our refund id, then its query until the provider says refunded or failed.
 * Asking again with the same id never refunds twice, so a run the server did not finish is simply run again. A
 * provider that does not answer leaves the row as it was. Refunded: the operation log's line. Failed: the same, and
 * the school's finance staff are told to give the money back by hand.
 */
export async function pushPaymentReturns(db: Db, clock: Clock, provider: PaymentProvider, onError: (e: unknown) => void): Promise<void> {
  const refund = provider.refund?.bind(provider);
  const query = provider.queryRefund?.bind(provider);
  if (!refund || !query) return;
  const open = await db
    .select()
    .from(paymentReturns)
    .where(and(eq(paymentReturns.state, 'refunding'), eq(paymentReturns.provider, provider.name)))
    .limit(BATCH);
  for (const r of open) {
    try {
      let answer: RefundAnswer;
      if (r.askedAt) answer = await query(r.refundId, r.tradeKey);
      else {
        const amount = fenToYuanText(r.amountFen);
        answer = await refund({
          orderId: r.tradeKey,
          refundId: r.refundId,
          amount,
          total: amount,
          reason: `无法入账，原路退回：${r.reason}`,
        });
        await db
          .update(paymentReturns)
          .set({ askedAt: clock.now(), providerAnswer: answer.message ?? '' })
          .where(eq(paymentReturns.id, r.id));
      }
      if (answer.state !== 'processing') await settleReturn(db, clock, r, answer);
    } catch (e) {
      onError(e);
    }
  }
}

/** The provider's last word on a return: its state, once (the row is moved from refunding only once), and who hears. */
async function settleReturn(db: Db, clock: Clock, r: Return, answer: RefundAnswer): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(paymentReturns)
      .set({ state: answer.state === 'refunded' ? 'refunded' : 'failed', providerAnswer: answer.message ?? '', doneAt: clock.now() })
      .where(and(eq(paymentReturns.id, r.id), eq(paymentReturns.state, 'refunding')))
      .returning();
    if (!done?.schoolId) return;
    const via = providerLabel(r.provider);
    const what = r.billId ? `${r.studentName}的账单「${r.title}」` : `订单${r.orderId ?? ''}（${r.title}）`;
    const money = `${what}无法入账的${via}收款${formatFen(r.amountFen)}（交易号 ${r.tradeNo}）`;
    const content =
      answer.state === 'refunded'
        ? `${money}已原路退回付款人。`
        : `${money}原路退回失败（${answer.message ?? '退款失败'}），请联系付款人另行退还。`;
    await recordOperation(tx, {
      schoolId: done.schoolId,
      userId: null,
      userName: via,
      module: r.billId ? '账单管理' : '订单管理',
      action: answer.state === 'refunded' ? '收款已退回' : '收款退回失败',
      detail: content,
      at: clock.now(),
    });
    if (answer.state === 'failed')
      await sendNotification(tx, {
        schoolId: done.schoolId,
        userIds: await membersHolding(tx, done.schoolId, r.billId ? BILL_EDIT : ORDER_PAY),
        sender: { userId: null, name: '系统通知' },
        title: '收款原路退回失败',
        content,
        createdAt: clock.now(),
      });
  });
}
