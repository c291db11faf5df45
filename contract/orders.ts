import { z } from './zod-locale';
import { idParam, intParam } from './fields';

/** SPEC §9: the pending-order dialog of the school switch shows 2 orders a page. */
export const PENDING_ORDER_PAGE_SIZE = 2;

/** A school's subscription order (SPEC §3 Order). */
export const orderSchema = z.object({
  orderId: z.string(),
  contractId: z.string(),
  name: z.string(),
  orderType: z.string(),
  productVersion: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  expirationTime: z.string(),
  /** Renewal period, e.g. 1年. */
  purchaseDesc: z.string(),
  /** 0 unpaid, 1 paid. */
  orderStatus: z.number().int(),
  orderStatusDesc: z.string(),
  /** Yuan with two decimals, as text so no cent is lost. */
  totalPrice: z.string(),
  /** 0 not applied, 1 or 2 applied (the SPEC's spelling). */
  invoicingSatus: z.number().int(),
  schoolId: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusDesc = (status: number): string => (status === 0 ? '待支付' : '已支付');

/** GET /park/common/school/productOrderList: a school's orders, the unpaid ones only with orderStatus 0. */
export const productOrderListQuerySchema = z.object({
  schoolId: idParam(),
  orderStatus: intParam({ min: 0, max: 1 }).optional(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 100 }).default(PENDING_ORDER_PAGE_SIZE),
});
export type ProductOrderListQuery = z.infer<typeof productOrderListQuerySchema>;

/** Paged lists carry list, pageNum, pageSize, total (SPEC §3). */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNum: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export interface Paged<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
}

export const orderPageSchema = pagedSchema(orderSchema);

/** The server refuses to move a session into a school whose service has expired (the client shows its orders instead). */
export const SCHOOL_EXPIRED_SWITCH_MSG = '该园所服务已到期，请缴费续期后再切换';

/** SPEC §9: the expiry reminder and the renewal entry show from 30 days before the service ends. */
export const EXPIRY_REMINDER_DAYS = 30;
export const ORDER_LIST_PATH = '/JCSZ/DDLB';
