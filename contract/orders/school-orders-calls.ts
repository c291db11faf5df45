import { defineCall } from '../call';
import { orderPageSchema, productOrderListQuerySchema } from './school-orders';

/** The HTTP calls of server/routes/orders/school-orders.ts, as the client makes them (contract/call.ts). */
export const schoolOrdersCalls = {
  listSchoolOrders: defineCall({
    method: 'GET',
    path: '/park/common/school/productOrderList',
    permission: '/JCSZ/DDLB',
    input: productOrderListQuerySchema,
    output: orderPageSchema,
  }),
};
