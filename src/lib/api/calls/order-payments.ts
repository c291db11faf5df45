import { schoolOrdersCalls } from '@contract/orders/school-orders-calls';
import { orderPaymentsCalls } from '@contract/orders/payments-calls';
import { call } from '../call';
import { type BankInfo, type Order, type Paged, PAGE_PAY_PATH, PAY_MODE_QR, type PayOnLineResult } from '@contract/orders/school-orders';
import type { RequestOptions } from '../client';

type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** GET /park/common/school/productOrderList: one page of the school's orders (all statuses, unpaid first). */
export const getSchoolOrders = (schoolId: number, pageNum: number, pageSize: number, options: Quiet = {}): Promise<Paged<Order>> =>
  call(schoolOrdersCalls.listSchoolOrders, { schoolId, pageNum, pageSize }, options);

/** POST /qltcrm/order/payOnLine (payMode 3): opens a trade for the order; payData is what the QR shows. */
export const payOnLine = (schoolId: number, order: Order, options: Quiet = {}): Promise<PayOnLineResult> =>
  call(
    orderPaymentsCalls.orderPayOnLine,
    { schoolId, orderId: order.orderId, contractId: order.contractId, expirationDate: order.expirationTime, payMode: PAY_MODE_QR },
    options,
  );

/** POST /qltcrm/order/renew (到期续费): the school's renewal order, to pay like any other (made once, then answered again). */
export const renewOrder = (schoolId: number, options: Quiet = {}): Promise<Order> =>
  call(orderPaymentsCalls.createRenewalOrder, { schoolId }, options);

/** GET /qltcrm/order/anon/getOrderPayStatus: 1 once the server holds the order paid. */
export const getOrderPayStatus = (schoolId: number, orderId: string, options: Quiet = {}): Promise<0 | 1> =>
  call(orderPaymentsCalls.anonGetOrderPayStatus, { schoolId, orderId }, options);

/** GET /qltcrm/order/getBankInfoOfAgent: the agent's account for 对公转账, and whether online payment is offered too. */
export const getBankInfoOfAgent = (schoolId: number, options: Quiet = {}): Promise<BankInfo> =>
  call(orderPaymentsCalls.orderGetBankInfoOfAgent, { schoolId }, options);

/** The Alipay PC flow's address (payOnLineAliPc), opened in a new window: it goes on to the provider's cashier page. */
export const pagePayUrl = (orderId: string): string => `${PAGE_PAY_PATH}?orderId=${encodeURIComponent(orderId)}`;
