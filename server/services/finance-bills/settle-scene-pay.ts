import { eq } from 'drizzle-orm';
import { billActionIssue, fenToYuanText, PAY_TYPES, paymentIdOfTrade } from '@contract';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { toPaymentRow } from '../../replication/bill-rows';
import type { VerifiedNotice } from '../../providers/payments/payment-provider';
import { recordOperation } from '../operation-log/record-operation';
import { actionContext, billOrFail } from './bill-rows';
import { recordPaid } from './record-paid';

/** Who settled, as the logs name them (no user did: the provider did). */
const PROVIDER_LABEL: Record<string, string> = { sandbox: '支付沙箱', alipay: '支付宝', wechat: '微信支付' };

/** Whether a provider's trade key is a bill's scene-pay payment (else it is an order's). */
export const isSceneTrade = (orderId: string): boolean => paymentIdOfTrade(orderId) !== null;

/**
 * Marks a scene-pay payment paid on the provider's word (a verified notice, or its answer to an active query),
 * once: the payment row is locked, so two notices together pay it once and the second finds it paid. Refused: a
 * notice for another amount, a trade closed since (a newer QR replaced it), a bill voided or paid meanwhile, or more
 * than the bill still asks. Paid: receipt number, ledger lines, the bill paid when covered, audit and operation
 * lines — all in one transaction.
 */
export async function settleScenePay(
  db: Db,
  clock: Clock,
  notice: VerifiedNotice,
  provider = 'sandbox',
): Promise<'paid' | 'already-paid' | 'refused'> {
  const paymentId = paymentIdOfTrade(notice.orderId);
  if (notice.state !== 'paid' || !paymentId) return 'refused';
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!row) return 'refused';
    if (row.state === 'paid') return 'already-paid';
    if (row.state !== 'pending') return 'refused';
    if (fenToYuanText(row.amountFen) !== Number(notice.amount).toFixed(2)) return 'refused';
    const bill = await billOrFail(tx, row.schoolId, row.billId, true);
    const c = await actionContext(tx, clock, row.schoolId, bill.id);
    if (billActionIssue('collect', bill, c) || row.amountFen > bill.totalFen - c.paidFen) return 'refused';
    const via = PROVIDER_LABEL[provider] ?? provider;
    const { payment } = await recordPaid(
      { db: tx, clock, session: null },
      bill,
      { ...row, tradeNo: notice.tradeNo },
      toPaymentRow(row),
      { userId: null, userName: via },
      `${PAY_TYPES[row.payType]}扫码收款`,
    );
    await recordOperation(tx, {
      schoolId: row.schoolId,
      userId: null,
      userName: via,
      module: '账单管理',
      action: '扫码收款',
      detail: `${bill.studentName} ${bill.title} ¥${fenToYuanText(row.amountFen)} 收据${payment.receiptNo}，${via}交易号 ${notice.tradeNo}`,
      at: clock.now(),
    });
    return 'paid';
  });
}
