import { and, eq } from 'drizzle-orm';
import { BillMsg, billActionIssue, fenToYuanText, type ScenePayResult, sceneTradeKey, uuidv7 } from '@contract';
import { payments, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { recordChanges } from '../../replication/change-log';
import { toPaymentRow } from '../../replication/bill-rows';
import type { AuthedContext } from '../context';
import { financeGate, refuse } from '../finance/finance-rows';
import { actionContext, billOrFail } from './bill-rows';

export interface ScenePayDeps {
  provider: PaymentProvider;
  origin: string;
  logFailure?: (error: unknown, what: string) => void;
}

/**
 * SPEC /park/charge/scenePay: a QR at the desk for what the bill still asks, through the payment provider seam
 * (docs/payments.md; the sandbox by default). A pending payment stands for the trade — settled only by the
 * provider's verified notice or its answer to an active query (settle-scene-pay.ts), once. Asking again for the same
 * amount and pay type shows the same trade; a new amount closes the old pending one.
 */
export async function scenePay(
  ctx: AuthedContext & ScenePayDeps,
  a: { schoolId: number; billId: string; payType: 1 | 2 },
): Promise<ScenePayResult> {
  await financeGate(ctx, a.schoolId);
  if (ctx.provider.name === 'off') throw AppError.badRequest(BillMsg.scenePayOff);
  const bill = await billOrFail(ctx.db, a.schoolId, a.billId, true);
  const c = await actionContext(ctx.db, ctx.clock, a.schoolId, bill.id);
  refuse(billActionIssue('collect', bill, c));
  const open = bill.totalFen - c.paidFen;
  refuse(open > 0 ? null : BillMsg.alreadyPaid);
  const pending = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.billId, bill.id), eq(payments.state, 'pending')));
  let current = pending.find((p) => p.amountFen === open && p.payType === a.payType);
  const stale = pending.filter((p) => p !== current);
  const changed = [];
  for (const p of stale) {
    const [closed] = await ctx.db.update(payments).set({ state: 'closed' }).where(eq(payments.id, p.id)).returning();
    if (closed) changed.push(toPaymentRow(closed));
  }
  if (!current) {
    const [me] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
    [current] = await ctx.db
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
    if (current) changed.push(toPaymentRow(current));
  }
  if (!current) throw new Error('scene payment not written');
  await recordChanges(
    ctx.db,
    a.schoolId,
    changed.map((row) => ({ table: 'payments' as const, op: 'put' as const, row })),
  );
  const { payData } = await ctx.provider
    .createPayment({
      orderId: sceneTradeKey(current.id),
      amount: fenToYuanText(open),
      subject: `${bill.studentName} ${bill.title}`,
      origin: ctx.origin,
    })
    .catch((e: unknown) => {
      if (e instanceof AppError) throw e;
      ctx.logFailure?.(e, `${ctx.provider.name} createPayment bill ${bill.id}`);
      throw AppError.badRequest(BillMsg.providerDown);
    });
  return { paymentId: current.id, payData, amountFen: open, receiptNo: '', state: 'pending' };
}
