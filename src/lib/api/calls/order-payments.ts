import {
  type BankInfo,
  bankInfoSchema,
  type Order,
  orderPageSchema,
  orderSchema,
  orderPayStatusSchema,
  type Paged,
  PAGE_PAY_PATH,
  PAY_MODE_QR,
  type PayOnLineResult,
  payOnLineResultSchema,
} from '@contract/orders/school-orders';
import { request, type RequestOptions } from '../client';

type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** GET /park/common/school/productOrderList: one page of the school's orders (all statuses, unpaid first). */
export const getSchoolOrders = (schoolId: number, pageNum: number, pageSize: number, options: Quiet = {}): Promise<Paged<Order>> =>
  request('/park/common/school/productOrderList', { ...options, params: { schoolId, pageNum, pageSize }, schema: orderPageSchema });

/** POST /qltcrm/order/payOnLine (payMode 3): opens a trade for the order; payData is what the QR shows. */
export const payOnLine = (schoolId: number, order: Order, options: Quiet = {}): Promise<PayOnLineResult> =>
  request('/qltcrm/order/payOnLine', {
    ...options,
    method: 'POST',
    json: { schoolId, orderId: order.orderId, contractId: order.contractId, expirationDate: order.expirationTime, payMode: PAY_MODE_QR },
    schema: payOnLineResultSchema,
  });

/** POST /qltcrm/order/renew (到期续费): the school's renewal order, to pay like any other (made once, then answered again). */
export const renewOrder = (schoolId: number, options: Quiet = {}): Promise<Order> =>
  request('/qltcrm/order/renew', { ...options, method: 'POST', json: { schoolId }, schema: orderSchema });

/** GET /qltcrm/order/anon/getOrderPayStatus: 1 once the server holds the order paid. */
export const getOrderPayStatus = (schoolId: number, orderId: string, options: Quiet = {}): Promise<0 | 1> =>
  request('/qltcrm/order/anon/getOrderPayStatus', { ...options, params: { schoolId, orderId }, schema: orderPayStatusSchema });

/** GET /qltcrm/order/getBankInfoOfAgent: the agent's account for 对公转账, and whether online payment is offered too. */
export const getBankInfoOfAgent = (schoolId: number, options: Quiet = {}): Promise<BankInfo> =>
  request('/qltcrm/order/getBankInfoOfAgent', { ...options, params: { schoolId }, schema: bankInfoSchema });

/** The Alipay PC flow's address (payOnLineAliPc), opened in a new window: it goes on to the provider's cashier page. */
export const pagePayUrl = (orderId: string): string => `${PAGE_PAY_PATH}?orderId=${encodeURIComponent(orderId)}`;
