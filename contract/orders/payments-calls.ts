import { defineCall } from '../call';
import {
  bankInfoQuerySchema,
  bankInfoSchema,
  countExpiredUnpaidQuerySchema,
  ORDER_LIST_PATH,
  ORDER_PAY,
  orderPayStatusQuerySchema,
  orderPayStatusSchema,
  orderSchema,
  payOnLineResultSchema,
  payOnLineSchema,
  renewOrderSchema,
} from './school-orders';

/** The HTTP calls of server/routes/orders/order-payments.ts, as the client makes them (contract/call.ts). */
export const orderPaymentsCalls = {
  orderPayOnLine: defineCall({
    method: 'POST',
    path: '/qltcrm/order/payOnLine',
    permission: ORDER_PAY,
    input: payOnLineSchema,
    output: payOnLineResultSchema,
  }),
  createRenewalOrder: defineCall({
    method: 'POST',
    path: '/qltcrm/order/renew',
    permission: ORDER_PAY,
    input: renewOrderSchema,
    output: orderSchema,
  }),
  anonGetOrderPayStatus: defineCall({
    method: 'GET',
    path: '/qltcrm/order/anon/getOrderPayStatus',
    permission: ORDER_LIST_PATH,
    input: orderPayStatusQuerySchema,
    output: orderPayStatusSchema,
  }),
  orderGetBankInfoOfAgent: defineCall({
    method: 'GET',
    path: '/qltcrm/order/getBankInfoOfAgent',
    permission: ORDER_LIST_PATH,
    input: bankInfoQuerySchema,
    output: bankInfoSchema,
  }),
  countExpiredUnpaid: defineCall({
    method: 'GET',
    path: '/qltcrm/order/countExpaireOrderNotPaid',
    permission: ORDER_LIST_PATH,
    input: countExpiredUnpaidQuerySchema,
  }),
};
