import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { INVOICING_ISSUED, InvoicingStatus, type Order, orderStatusDesc, type Paged, type ProductOrderListQuery } from '@contract';
import { selectPage } from '../../../db/select-page';
import { orderInvoices, orders } from '../../../db/schema';
import { formatDateTime } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { type InvoiceRow, toInvoice } from '../invoices/invoice-rows';
import { assertSchoolInScope } from '../../school-scope';

type OrderRow = typeof orders.$inferSelect;

export const toOrder = (r: OrderRow, invoice?: InvoiceRow): Order => ({
  orderId: r.orderId,
  contractId: r.contractId,
  name: r.name,
  orderType: r.orderType,
  productVersion: r.productVersion,
  expirationTime: formatDateTime(r.expiresAt),
  purchaseDesc: r.purchaseDesc,
  orderStatus: r.orderStatus,
  orderStatusDesc: orderStatusDesc(r.orderStatus),
  totalPrice: r.totalPrice,
  invoicingSatus: r.invoicingStatus,
  schoolId: r.schoolId,
  invoice: invoice ? toInvoice(invoice) : null,
});

/**
 * A school's subscription orders (/park/common/school/productOrderList). The school need not be the session's
 * current one: the school switch asks for the pending orders of an expired school before refusing the switch.
 */
export async function listSchoolOrders(ctx: AuthedContext, input: ProductOrderListQuery): Promise<Paged<Order>> {
  assertSchoolInScope(ctx, input.schoolId);
  const where: SQL[] = [eq(orders.schoolId, input.schoolId)];
  if (input.orderStatus !== undefined) where.push(eq(orders.orderStatus, input.orderStatus));
  // The invoice tabs (SPEC §7 invoicingSatusIn): paid orders only, issued ('1') or not yet ('0,2'), newest first.
  const invoicing = input.invoicingSatusIn;
  if (invoicing) {
    where.push(eq(orders.orderStatus, 1));
    where.push(
      invoicing === INVOICING_ISSUED
        ? eq(orders.invoicingStatus, InvoicingStatus.issued)
        : inArray(orders.invoicingStatus, [InvoicingStatus.notApplied, InvoicingStatus.applied]),
    );
  }
  const { rows, total } = await selectPage(ctx.db, orders, {
    where: and(...where),
    order: invoicing
      ? [desc(orders.createdAt), asc(orders.orderId)]
      : [asc(orders.orderStatus), asc(orders.createdAt), asc(orders.orderId)],
    page: input.pageNum,
    size: input.pageSize,
  });
  const applied = rows.filter((r) => r.invoicingStatus !== InvoicingStatus.notApplied).map((r) => r.orderId);
  const invoices = applied.length ? await ctx.db.select().from(orderInvoices).where(inArray(orderInvoices.orderId, applied)) : [];
  const invoiceOf = new Map(invoices.map((i) => [i.orderId, i]));
  return { list: rows.map((r) => toOrder(r, invoiceOf.get(r.orderId))), pageNum: input.pageNum, pageSize: input.pageSize, total };
}
