import { and, eq } from 'drizzle-orm';
import { BillMsg, billActionIssue, fenToYuanText, type ScenePayResult, sceneTradeKey, uuidv7 } from '@contract';
import { payments, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { PaymentProvider } from '../../../providers/payments/payment-provider';
import { recordChanges } from '../../../replication/change-log';
import { toPaymentRow } from '../../../replication/finance/bill-rows';
import type { AuthedContext } from '../../context';
import { financeGate, refuse } from '../kernel/finance-rows';
import { actionContext } from './bill-rows';
import { billOrFail } from '../kernel/bill-reads';
import { closeOpenTrades } from '../kernel/close-open-trades';

export interface ScenePayDeps {
  provider: PaymentProvider;
  origin: string;
  logFailure?: (error: unknown, what: string) => void;
}

/**
 * SPEC /park/charge/scenePay: a QR at the desk for what the bill still asks, through the payment provider seam
 * (docs/payments.md; the sandbox by default). A pending payment stands for the trade — settled only by the
 * provider's verified notice or its answer to an active query (settle-scene-pay.ts), once. Asking again for the same
 * amount and pay type shows the same trade; any other pending QR of the bill is closed (`closeOpenTrades`). The
 * payment is committed before the provider is asked to open its trade, so every trade the provider may hold has its
 * row: whatever it is paid is applied or given back, never unknown.
 */
export async function scenePay(
  ctx: AuthedContext & ScenePayDeps,
  a: { schoolId: number; billId: string; payType: 1 | 2 },
): Promise<ScenePayResult> {
  await financeGate(ctx, a.schoolId);
  if (ctx.provider.name === 'off') throw AppError.badRequest(BillMsg.scenePayOff);
  const { bill, current } = await ctx.db.transaction(async (tx) => {
    const bill = await billOrFail(tx, a.schoolId, a.billId, true);
    const c = await actionContext(tx, ctx.clock, a.schoolId, bill.id);
    refuse(billActionIssue('collect', bill, c));
    const open = bill.totalFen - c.paidFen;
    refuse(open > 0 ? null : BillMsg.alreadyPaid);
    const [same] = await tx
      .select()
      .from(payments)
      .where(
        and(eq(payments.billId, bill.id), eq(payments.state, 'pending'), eq(payments.amountFen, open), eq(payments.payType, a.payType)),
      )
      .limit(1);
    await closeOpenTrades(tx, a.schoolId, bill.id, same?.id);
    if (same) return { bill, current: same };
    const [me] = await tx.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
    const [row] = await tx
      .insert(payments)
      .values({
        id: uuidv7(),
        schoolId: a.schoolId,
        billId: bill.id,
        studentId: bill.studentId,
        classId: bill.classId,
        amountFen: open,
        payType: a.payType,
        state: 'pending',
        receiptNo: '',
        tradeNo: null,
        operatorId: ctx.session.userId,
        // Who showed the QR at the desk: the 收款记录's operator.
        operatorName: me?.name ?? '',
      })
      .returning();
    if (!row) throw new Error('scene payment not written');
    await recordChanges(tx, a.schoolId, [{ table: 'payments', op: 'put', row: toPaymentRow(row) }]);
    return { bill, current: row };
  });
  const { payData } = await ctx.provider
    .createPayment({
      orderId: sceneTradeKey(current.id),
      amount: fenToYuanText(current.amountFen),
      subject: `${bill.studentName} ${bill.title}`,
      origin: ctx.origin,
    })
    .catch((e: unknown) => {
      if (e instanceof AppError) throw e;
      ctx.logFailure?.(e, `${ctx.provider.name} createPayment bill ${bill.id}`);
      throw AppError.badRequest(BillMsg.providerDown);
    });
  return { paymentId: current.id, payData, amountFen: current.amountFen, receiptNo: '', state: 'pending' };
}
