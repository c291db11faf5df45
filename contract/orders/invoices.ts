import { idParam, text } from '../fields';
import { ORDER_LIST_PATH } from './school-orders';
import { z } from '../zod-locale';

/**
 * Invoices of the school's subscription orders (SPEC §3 Invoice and invoice application, §4 invoice, §5 invoice
 * rules, §9 tax 6 %, quantity 1, unit 年). An order's invoicingSatus: 0 not applied, 2 applied (waiting for the
 * platform), 1 issued. Apply once an order is paid; the application is then read-only.
 */

/** SPEC §9: the invoice tabs show 40 a page. */
export const INVOICE_PAGE_SIZE = 40;
/** SPEC §9: the invoice preview's tax rate, quantity and unit. */
export const INVOICE_TAX_RATE = 0.06;
export const INVOICE_QUANTITY = 1;
export const INVOICE_UNIT = '年';
/** SPEC §3: the application's title type is always 1 (a company). */
export const INVOICE_TITLE_TYPE = 1;

export const InvoicingStatus = { notApplied: 0, issued: 1, applied: 2 } as const;
/** SPEC §7: the list's invoicingSatusIn, '1' for 已开票据, '0,2' for 待开票据. */
export const INVOICING_ISSUED = '1';
export const INVOICING_PENDING = '0,2';

/** SPEC §3: 1 增值税专用发票 (VAT special), 2 增值税普通发票 (ordinary); 1 by default (SPEC §5). */
export const InvoiceType = { special: 1, ordinary: 2 } as const;
export const INVOICE_TYPE_LABELS: Record<number, string> = { 1: '增值税专用发票', 2: '增值税普通发票' };
export const invoicingStatusLabel = (status: number): string => (status === 1 ? '已开票' : status === 2 ? '开票中' : '未申请');

/**
 * Applying needs the order page's pay right (the finance role and principals have it): who pays the school's orders
 * asks for their invoices. Reading the tabs and previewing needs the page only.
 */
export const INVOICE_APPLY = '/JCSZ/DDLB:pay';
export const INVOICE_READ = ORDER_LIST_PATH;

/** SPEC §5 and §8, word for word; the rest (limits the SPEC gives without a message) are ours. */
export const InvoiceMsg = {
  title: '请输入发票抬头',
  taxNumber: '请输入税务登记证号',
  number: '请输入数字',
  taxNumberMax: '税务登记证号最多15位',
  address: '请输入地址',
  phone: '请输入电话',
  phoneFormat: '电话号码格式不正确',
  bank: '请输入开户行',
  account: '请输入账号',
  accountMax: '账号最多19位',
  applied: '已成功提交开票申请',
  /** SPEC §8: what the success toast adds. */
  appliedNote: '电子发票将在15个工作日内开具，届时可在“已开票据”中查看',
  notPaid: '订单未支付，暂不能申请开票',
  alreadyApplied: '该订单已申请开票',
  moneyMismatch: '开票金额与订单金额不一致',
  notApplied: '该订单尚未申请开票',
  notIssued: '该发票尚未开具',
  offline: '当前处于离线状态，申请开票需要连接服务器',
} as const;

const DIGITS = /^\d*$/;
/** SPEC §5: 11 digits, as a mainland mobile number. */
const PHONE = /^1[3-9]\d{9}$/;
const money = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, '金额格式不正确');

/** The fields a member fills in (the dialog's form); the same rules on the server. */
export const invoiceFormSchema = z.object({
  invoiceTitle: text(100, { required: InvoiceMsg.title }),
  invoiceType: z.union([z.literal(InvoiceType.special), z.literal(InvoiceType.ordinary)], { error: '请选择发票类型' }),
  taxNumber: text(100, { required: InvoiceMsg.taxNumber }).regex(DIGITS, InvoiceMsg.number).max(15, InvoiceMsg.taxNumberMax),
  depositAddress: text(200, { required: InvoiceMsg.address }),
  phone: text(100, { required: InvoiceMsg.phone }).regex(PHONE, InvoiceMsg.phoneFormat).max(11, InvoiceMsg.phoneFormat),
  depositBank: text(100, { required: InvoiceMsg.bank }),
  depositAccount: text(100, { required: InvoiceMsg.account }).regex(DIGITS, InvoiceMsg.number).max(19, InvoiceMsg.accountMax),
  remark: text(200, { multiline: true }).default(''),
});
export type InvoiceForm = z.infer<typeof invoiceFormSchema>;

/** POST /park/common/school/applyInvoice: the SPEC's payload, with the school it is for. */
export const applyInvoiceSchema = invoiceFormSchema.extend({
  schoolId: idParam(),
  contractId: text(40, { required: '合同编号不能为空' }),
  contractMoney: money(),
  invoiceMoney: money(),
  titleType: z.literal(INVOICE_TITLE_TYPE).default(INVOICE_TITLE_TYPE),
});
export type ApplyInvoiceInput = z.infer<typeof applyInvoiceSchema>;

export { type Invoice, invoiceSchema } from './invoice-row';

/** GET /park/common/school/invoicePdf: the invoice's PDF, a preview until issued. */
export const invoicePdfQuerySchema = z.object({
  schoolId: idParam(),
  orderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, '订单号不正确'),
});
export type InvoicePdfQuery = z.infer<typeof invoicePdfQuerySchema>;
export const INVOICE_PDF_PATH = '/park/common/school/invoicePdf';
export const invoicePdfUrl = (schoolId: number, orderId: string) =>
  `${INVOICE_PDF_PATH}?schoolId=${schoolId}&orderId=${encodeURIComponent(orderId)}`;

/** The preview's figures (SPEC §9): the amount includes the 6 % tax; price = amount / 1.06, tax = amount − price. */
export function invoiceFigures(invoiceMoney: string): { amount: string; price: string; tax: string } {
  const cents = Math.round(Number(invoiceMoney) * 100);
  const net = Math.round(cents / (1 + INVOICE_TAX_RATE));
  const fmt = (c: number) => (c / 100).toFixed(2);
  return { amount: fmt(cents), price: fmt(net), tax: fmt(cents - net) };
}
