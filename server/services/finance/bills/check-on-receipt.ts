import { and, eq } from 'drizzle-orm';
import { BillMsg, type PaymentRow } from '@contract';
import { payments } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toPaymentRow } from '../../../replication/finance/bill-rows';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { checkCodeMatches } from './receipt-of-payment';

/**
 * SPEC /park/publicCharge/checkOnReceipt: a receipt number and its check code → the payment, marked checked
 * (收据已核验); an unknown number or a wrong code: 收据不存在或校验码错误, nothing changed.
 */
export async function checkOnReceipt(
  ctx: AuthedContext,
  a: { schoolId: number; receiptNo: string; checkCode: string },
): Promise<PaymentRow> {
  await financeGate(ctx, a.schoolId);
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.schoolId, a.schoolId), eq(payments.receiptNo, a.receiptNo.trim()), eq(payments.state, 'paid')));
  if (!row || !checkCodeMatches(ctx, toPaymentRow(row), a.checkCode)) throw AppError.badRequest(BillMsg.receipt);
  if (row.receiptChecked) return toPaymentRow(row);
  const [checked] = await ctx.db.update(payments).set({ receiptChecked: true }).where(eq(payments.id, row.id)).returning();
  if (!checked) throw new Error('receipt check returned nothing');
  const out = toPaymentRow(checked);
  await recordChanges(ctx.db, a.schoolId, [{ table: 'payments', op: 'put', row: out }]);
  return out;
}
