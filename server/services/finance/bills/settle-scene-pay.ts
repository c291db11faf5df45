import { eq } from 'drizzle-orm';
import { type BillRow, billActionIssue, fenToYuanText, PAY_TYPES, paymentIdOfTrade } from '@contract';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { recordChanges } from '../../../replication/change-log';
import { toPaymentRow } from '../../../replication/finance/bill-rows';
import type { VerifiedNotice } from '../../../providers/payments/payment-provider';
import { recordOperation } from '../../operation-log/record-operation';
import { providerLabel, recordPaymentReturn, type Settlement } from '../../provider-payments/record-payment-return';
import { actionContext } from './bill-rows';
import { ownBill } from '../kernel/bill-reads';
import { recordPaid } from './record-paid';

/** Whether a provider's trade key is a bill's scene-pay payment (else it is an order's). */
export const isSceneTrade = (orderId: string): boolean => paymentIdOfTrade(orderId) !== null;

/** Why a QR's money (its own amount) cannot be applied to its bill, as the 通知 says it; null when it can. */
function unappliable(bill: BillRow, payment: typeof payments.$inferSelect, open: number, issue: string | null): string | null {
  if (bill.state === 'void') return '已作废';
  if (bill.state === 'paid') return '已缴清';
  if (payment.state === 'closed') return '的收款码已失效（账单已收款或已换新的收款码）';
  if (issue) return `不能收款（${issue}）`;
  if (payment.amountFen > open) return '未收金额已少于本次支付';
  return null;
}

/**
 * Applies the provider's word (a verified notice, or its answer to an active query) that a scene-pay trade is paid,
 * once: the bill is locked first, then the payment — the order every writer of a bill's payments takes — so two
 * notices together pay it once and the second finds it paid. Paid: receipt number, ledger lines, the bill paid when
 * covered, its other QRs closed, audit and operation lines, in one transaction. Money that can no longer be applied —
 * the bill settled, voided or asking less since, the QR closed, another amount, a trade we do not know — is recorded
 * to be given back (`recordPaymentReturn`) in the same transaction: never refused and left with the provider.
 */
export async function settleScenePay(
  db: Db,
  clock: Clock,
  notice: Omit<VerifiedNotice, 'noticeId'>,
  provider = 'sandbox',
): Promise<Settlement> {
  const paymentId = paymentIdOfTrade(notice.orderId);
  if (notice.state !== 'paid' || !paymentId) throw new Error('only a paid scene-pay trade settles');
  return db.transaction(async (tx) => {
    const giveBack = (reason: string, row?: typeof payments.$inferSelect, bill?: BillRow) =>
      recordPaymentReturn(tx, clock, {
        provider,
        notice,
        reason,
        ...(row && bill
          ? { for: { schoolId: row.schoolId, billId: bill.id, paymentId: row.id, studentName: bill.studentName, title: bill.title } }
          : {}),
      });
    const [peek] = await tx
      .select({ schoolId: payments.schoolId, billId: payments.billId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    const bill = peek && (await ownBill(tx, peek.schoolId, peek.billId, true));
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!row || !bill) return giveBack('收款码不存在');
    if (row.state === 'paid') return row.tradeNo === notice.tradeNo ? 'already-paid' : giveBack('的收款码已收过款', row, bill);
    // Another amount than the QR's (the provider's word disagrees with ours): given back, the QR left as it is.
    if (fenToYuanText(row.amountFen) !== Number(notice.amount).toFixed(2)) return giveBack('的收款码金额与支付金额不符', row, bill);
    const c = await actionContext(tx, clock, row.schoolId, bill.id);
    const reason = unappliable(bill, row, bill.totalFen - c.paidFen, billActionIssue('collect', bill, c));
    if (reason) {
      // A QR that cannot settle its bill is closed for good (its trade is paid: nothing to close at the provider).
      if (row.state === 'pending') {
        const [closed] = await tx.update(payments).set({ state: 'closed' }).where(eq(payments.id, row.id)).returning();
        if (closed) await recordChanges(tx, row.schoolId, [{ table: 'payments', op: 'put', row: toPaymentRow(closed) }]);
      }
      return giveBack(reason, row, bill);
    }
    const via = providerLabel(provider);
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
