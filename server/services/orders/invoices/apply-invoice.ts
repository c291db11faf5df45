import { and, eq } from 'drizzle-orm';
import { type ApplyInvoiceInput, type Invoice, InvoiceMsg, InvoicingStatus, OrderMsg } from '@contract';
import { orderInvoices, orders } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { toInvoice } from './invoice-rows';

const cents = (yuan: string) => Math.round(Number(yuan) * 100);

/**
 * POST /park/common/school/applyInvoice (SPEC §4 invoice): one application per paid order of the school, checked
 * with the §5 rules (the route's schema), for the order's own amount. The order's invoicing status becomes 2
 * (applied); from then on the application is read-only. Runs in the route's transaction; the order row is locked so
 * two applications at once store one.
 */
export async function applyInvoice(ctx: AuthedContext, input: ApplyInvoiceInput): Promise<Invoice> {
  assertSchoolInScope(ctx, input.schoolId);
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.contractId, input.contractId), eq(orders.schoolId, input.schoolId)))
    .for('update');
  if (!order) throw AppError.notFound(OrderMsg.notFound);
  if (order.orderStatus !== 1) throw AppError.badRequest(InvoiceMsg.notPaid);
  if (order.invoicingStatus !== InvoicingStatus.notApplied) throw AppError.badRequest(InvoiceMsg.alreadyApplied);
  if (cents(input.invoiceMoney) !== cents(order.totalPrice) || cents(input.contractMoney) !== cents(order.totalPrice)) {
    throw AppError.badRequest(InvoiceMsg.moneyMismatch);
  }
  const [row] = await ctx.db
    .insert(orderInvoices)
    .values({
      orderId: order.orderId,
      schoolId: order.schoolId,
      contractId: order.contractId,
      contractMoney: order.totalPrice,
      invoiceMoney: order.totalPrice,
      invoiceTitle: input.invoiceTitle,
      invoiceType: input.invoiceType,
      titleType: input.titleType,
      taxNumber: input.taxNumber,
      depositAddress: input.depositAddress,
      phone: input.phone,
      depositBank: input.depositBank,
      depositAccount: input.depositAccount,
      remark: input.remark,
      appliedBy: ctx.session.userId,
      appliedAt: ctx.clock.now(),
    })
    .returning();
  await ctx.db.update(orders).set({ invoicingStatus: InvoicingStatus.applied }).where(eq(orders.orderId, order.orderId));
  if (!row) throw new Error('invoice application not stored');
  return toInvoice(row);
}
