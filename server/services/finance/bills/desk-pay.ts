import { eq } from 'drizzle-orm';
import { BillMsg, billActionIssue, PAY_TYPES, type PaymentRow } from '@contract';
import { payments, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toPaymentRow } from '../../../replication/finance/bill-rows';
import type { AuthedContext } from '../../context';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordOperation } from '../../operation-log/record-operation';
import { actionContext } from './bill-rows';
import { billOrFail } from '../kernel/bill-reads';
import { recordPaid } from './record-paid';

/**
 * SPEC /park/BabyCharge/confirmBabyBill: money taken at the desk by staff — cash 5, bank card 3, offline 4 —, whole
 * or part of what the bill still asks, never more. The server gives the receipt number. The payment's id is the
 * client's, so a retried request answers the payment it made instead of taking the money twice.
 */
export async function deskPay(
  ctx: AuthedContext,
  a: { schoolId: number; id: string; billId: string; amountFen: number; payType: 3 | 4 | 5; remark: string },
): Promise<PaymentRow> {
  await financeGate(ctx, a.schoolId);
  const bill = await billOrFail(ctx.db, a.schoolId, a.billId, true);
  const [same] = await ctx.db.select().from(payments).where(eq(payments.id, a.id));
  if (same) {
    if (same.schoolId !== a.schoolId || same.billId !== a.billId || same.state !== 'paid' || same.amountFen !== a.amountFen)
      throw AppError.badRequest(BillMsg.paymentMissing);
    return toPaymentRow(same);
  }
  const c = await actionContext(ctx.db, ctx.clock, a.schoolId, bill.id);
  refuse(billActionIssue('collect', bill, c));
  refuse(a.amountFen > bill.totalFen - c.paidFen ? BillMsg.overpay : null);
  const [me] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  const { payment } = await recordPaid(
    ctx,
    bill,
    {
      id: a.id,
      schoolId: a.schoolId,
      billId: bill.id,
      studentId: bill.studentId,
      classId: bill.classId,
      amountFen: a.amountFen,
      payType: a.payType,
      tradeNo: null,
      operatorId: ctx.session.userId,
      operatorName: me?.name ?? '',
      remark: a.remark,
    },
    null,
    { userId: ctx.session.userId },
    `${PAY_TYPES[a.payType]}收款`,
  );
  await recordOperation(ctx.db, {
    schoolId: a.schoolId,
    userId: ctx.session.userId,
    module: '账单管理',
    action: '收款',
    detail: `${bill.studentName} ${bill.title} ${PAY_TYPES[a.payType]} ¥${(a.amountFen / 100).toFixed(2)} 收据${payment.receiptNo}`,
    ip: ctx.ip,
  });
  return payment;
}
