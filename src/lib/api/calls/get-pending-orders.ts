import { schoolOrdersCalls } from '@contract/orders/school-orders-calls';
import { call } from '../call';
import { type Order, PENDING_ORDER_PAGE_SIZE, type Paged } from '@contract/orders/school-orders';
import type { RequestOptions } from '../client';

/** GET /park/common/school/productOrderList: a school's unpaid orders, two a page (SPEC §9). */
export const getPendingOrders = (
  schoolId: number,
  pageNum = 1,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<Paged<Order>> =>
  call(schoolOrdersCalls.listSchoolOrders, { schoolId, orderStatus: 0, pageNum, pageSize: PENDING_ORDER_PAGE_SIZE }, options);
