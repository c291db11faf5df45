import { type Order, orderPageSchema, PENDING_ORDER_PAGE_SIZE, type Paged } from '@contract/orders/school-orders';
import { request, type RequestOptions } from '../client';

/** GET /park/common/school/productOrderList: a school's unpaid orders, two a page (SPEC §9). */
export const getPendingOrders = (
  schoolId: number,
  pageNum = 1,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<Paged<Order>> =>
  request('/park/common/school/productOrderList', {
    ...options,
    params: { schoolId, orderStatus: 0, pageNum, pageSize: PENDING_ORDER_PAGE_SIZE },
    schema: orderPageSchema,
  });
