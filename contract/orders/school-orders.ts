import { z } from '../zod-locale';
import { idParam, intParam, text } from '../fields';
import { invoiceSchema } from './invoice-row';

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
  /** SPEC §3: the invoice application once made (contract/orders/invoices.ts), else null. */
  invoice: invoiceSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusDesc = (status: number): string => (status === 0 ? '待支付' : '已支付');

/** GET /park/common/school/productOrderList: a school's orders, the unpaid ones only with orderStatus 0. */
export const productOrderListQuerySchema = z.object({
  schoolId: idParam(),
  orderStatus: intParam({ min: 0, max: 1 }).optional(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 100 }).default(PENDING_ORDER_PAGE_SIZE),
  /** SPEC §7: '1' the issued invoices, '0,2' the pending ones (paid orders not applied for, or applied for). */
  invoicingSatusIn: z.enum(['1', '0,2'], { error: '开票状态不正确' }).optional(),
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
/**
 * Paying the school's orders (立即支付, and so renewing): an action of the order list, granted like any other. The
 * list itself is a page every member may open (SPEC §6), so opening it says nothing about who pays.
 */
export const ORDER_PAY = '/JCSZ/DDLB:pay';

/** SPEC §9: payment mode 3 (scan to pay), the QR drawn 200 px square, the status asked every 1.5 s while shown. */
export const PAY_MODE_QR = 3;
export const PAY_QR_SIZE = 200;
export const PAY_POLL_MS = 1500;

/** An order number as the platform writes them (YW + digits); anything else cannot name an order. */
const orderIdParam = () =>
  z
    .string()
    .trim()
    .min(1, '订单号不能为空')
    .regex(/^[A-Za-z0-9_-]{1,40}$/, '订单号不正确');

/** POST /qltcrm/order/payOnLine: start paying one of the school's orders; answers the payData the QR shows. */
export const payOnLineSchema = z.object({
  schoolId: idParam(),
  orderId: orderIdParam(),
  contractId: text(40).optional(),
  expirationDate: text(40).optional(),
  payMode: z.literal(PAY_MODE_QR).default(PAY_MODE_QR),
});
export type PayOnLineInput = z.infer<typeof payOnLineSchema>;
export const payOnLineResultSchema = z.object({
  orderId: z.string(),
  payData: z.string(),
  /** 1 when the provider also has a PC cashier page (the Alipay PC flow, payOnLineAliPc). */
  pagePay: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type PayOnLineResult = z.infer<typeof payOnLineResultSchema>;

/** GET /qltcrm/order/anon/getOrderPayStatus: data 1 once the order is paid, else 0. */
export const orderPayStatusQuerySchema = z.object({ schoolId: idParam(), orderId: orderIdParam() });
export type OrderPayStatusQuery = z.infer<typeof orderPayStatusQuerySchema>;
export const orderPayStatusSchema = z.union([z.literal(0), z.literal(1)]);

/** GET /qltcrm/order/countExpaireOrderNotPaid: the school's unpaid orders while its service has expired, else 0. */
export const countExpiredUnpaidQuerySchema = z.object({ schoolId: idParam() });

/** The Alipay PC flow's page (opened in a new window; anonymous, as a new window carries no token). */
export const PAGE_PAY_PATH = '/qltcrm/order/anon/payOnLineAliPc';

/** GET /qltcrm/order/getBankInfoOfAgent: the agent's account for 对公转账 (SPEC §3 Bank transfer info). */
export const bankInfoQuerySchema = z.object({ schoolId: idParam() });
export const bankInfoSchema = z.object({
  companyName: z.string(),
  mobile: z.string(),
  bankName: z.string(),
  branchBankName: z.string(),
  bankCardNo: z.string(),
  interBankNo: z.string(),
  /** 1: online payment is offered too (a provider is configured). */
  onlineSupport: z.union([z.literal(0), z.literal(1)]),
});
export type BankInfo = z.infer<typeof bankInfoSchema>;
/** SPEC §9: a bank transfer arrives in 1–5 working days (same bank 1–2, cross-bank 2–5). */
export const BANK_TRANSFER_NOTE = '转账后1-5个工作日到账（同行1-2个工作日，跨行2-5个工作日），核对到账后订单即为已支付';

/** POST /qltcrm/order/renew: a renewal order for the school (the unpaid one it has already, else a new one). */
export const renewOrderSchema = z.object({ schoolId: idParam() });
export type RenewOrderInput = z.infer<typeof renewOrderSchema>;

/** What a renewal buys: a year more of the school's current product. */
export const RENEWAL_ORDER = { name: '园务管理系统年度续费', orderType: '续费', purchaseDesc: '1年', years: 1 } as const;

export const OrderMsg = {
  notFound: '订单不存在',
  renewNotYet: `服务到期前${EXPIRY_REMINDER_DAYS}天内才能续费`,
  renewNoProduct: '该园所暂无可续费的产品，请联系客服',
  renewed: '已生成续费订单，请完成支付',
  alreadyPaid: '该订单已支付',
  notPaid: '订单支付状态查询为“未支付”',
  paid: '支付成功',
  payOffline: '当前处于离线状态，支付需要连接服务器',
  paymentsOff: '在线支付暂未开通，请联系客服或选择对公转账',
  providerDown: '支付服务暂时不可用，请稍后重试',
  bankInfoMissing: '对公转账账户暂未配置，请联系客服',
  pagePayOff: '电脑网站支付暂未开通，请使用扫码支付',
  pagePayHint: '请在新打开的页面中完成支付',
} as const;

/** SPEC §9: the order list shows 2 orders a page, with 2/4/6/8 to choose from. */
export const ORDER_PAGE_SIZE_OPTIONS = [2, 4, 6, 8] as const;
