import { and, asc, eq, type SQL } from 'drizzle-orm';
import { type Order, orderStatusDesc, type Paged, type ProductOrderListQuery } from '@contract';
import { selectPage } from '../../db/select-page';
import { orders } from '../../db/schema';
import { formatDateTime } from '../../lib/format';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';

type OrderRow = typeof orders.$inferSelect;

export const toOrder = (r: OrderRow): Order => ({
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
});

/**
 * A school's subscription orders (/park/common/school/productOrderList). The school need not be the session's
 * current one: the school switch asks for the pending orders of an expired school before refusing the switch.
 */
export async function listSchoolOrders(ctx: AuthedContext, input: ProductOrderListQuery): Promise<Paged<Order>> {
  assertSchoolInScope(ctx, input.schoolId);
  const where: SQL[] = [eq(orders.schoolId, input.schoolId)];
  if (input.orderStatus !== undefined) where.push(eq(orders.orderStatus, input.orderStatus));
  const { rows, total } = await selectPage(ctx.db, orders, {
    where: and(...where),
    order: [asc(orders.orderStatus), asc(orders.createdAt), asc(orders.orderId)],
    page: input.pageNum,
    size: input.pageSize,
  });
  return { list: rows.map(toOrder), pageNum: input.pageNum, pageSize: input.pageSize, total };
}
