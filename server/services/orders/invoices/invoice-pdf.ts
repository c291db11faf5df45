import { and, eq } from 'drizzle-orm';
import {
  amountInChineseCapitals,
  INVOICE_QUANTITY,
  INVOICE_TAX_RATE,
  INVOICE_TYPE_LABELS,
  INVOICE_UNIT,
  invoiceFigures,
  type InvoicePdfQuery,
  InvoiceMsg,
  OrderMsg,
} from '@contract';
import { orderInvoices, orders } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/format';
import { PdfDoc } from '../../../lib/pdf/pdf-doc';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import type { InvoiceRow } from './invoice-rows';

type OrderRow = typeof orders.$inferSelect;

/** SPEC §9: an invoice's page, 240 × 150 mm like the paper VAT invoice's 240 × 140 with a margin for the header. */
export const INVOICE_PAGE_MM = { width: 240, height: 150 } as const;

/**
 * The invoice as a PDF (SPEC §4 invoice): the buyer's details from the application, one line for the order (unit 年,
 * quantity 1, tax 6 % included in the amount), the total in figures and in Chinese capitals. Until the platform has
 * issued it, it says 预览 and carries no number; once issued, its number and date.
 */
export function invoicePdf(
  order: Pick<OrderRow, 'name' | 'productVersion' | 'contractId' | 'orderId'>,
  invoice: InvoiceRow,
): Promise<Uint8Array> {
  const issued = !!invoice.issuedAt;
  const typeLabel = INVOICE_TYPE_LABELS[invoice.invoiceType] ?? '发票';
  const { amount, price, tax } = invoiceFigures(invoice.invoiceMoney);
  const doc = new PdfDoc({ title: `${typeLabel}${issued ? '' : '（预览）'} ${invoice.invoiceTitle}`, author: 'yuanwu' });
  const page = doc.addPage(INVOICE_PAGE_MM);
  const red: [number, number, number] = [0.62, 0.16, 0.12];
  const L = 10;
  const W = INVOICE_PAGE_MM.width - 2 * L;

  page.text(L, 10, issued ? typeLabel : `${typeLabel}（预览）`, { size: 18, weight: 700, align: 'center', width: W, color: red });
  page.line(L + W / 2 - 45, 20, L + W / 2 + 45, 20, 0.4, red).line(L + W / 2 - 45, 21, L + W / 2 + 45, 21, 0.4, red);
  if (issued) {
    page.text(L, 24, `发票号码：${invoice.invoiceNo ?? ''}`, { size: 9, align: 'right', width: W });
    page.text(L, 29, `开票日期：${formatDateTime(invoice.issuedAt as Date).slice(0, 10)}`, { size: 9, align: 'right', width: W });
  } else {
    page.text(L, 24, '仅供预览，不作报销凭证', { size: 9, align: 'right', width: W, color: red });
  }
  page.text(L, 29, `合同编号：${order.contractId}　订单号：${order.orderId}`, { size: 9 });

  // 购买方
  const buyerTop = 35;
  page.rect(L, buyerTop, W, 26, { border: red });
  page.text(L + 2, buyerTop + 2, '购买方', { size: 10, weight: 700, color: red });
  const buyer: Array<[string, string]> = [
    ['名　　称', invoice.invoiceTitle],
    ['纳税人识别号', invoice.taxNumber],
    ['地址、电话', `${invoice.depositAddress}　${invoice.phone}`],
    ['开户行及账号', `${invoice.depositBank}　${invoice.depositAccount}`],
  ];
  buyer.forEach(([label, value], i) => {
    page.text(L + 18, buyerTop + 2 + i * 6, `${label}：`, { size: 9, color: red });
    page.text(L + 44, buyerTop + 2 + i * 6, value, { size: 9 });
  });

  // The one line of goods: the order, a year of service.
  const bottom = page.table({
    x: L,
    y: buyerTop + 29,
    rowHeight: 8,
    size: 9,
    border: red,
    headFill: [0.99, 0.96, 0.95],
    columns: [
      { title: '项目名称', width: 58 },
      { title: '规格型号', width: 24, align: 'center' },
      { title: '单位', width: 14, align: 'center' },
      { title: '数量', width: 14, align: 'center' },
      { title: '单价', width: 26, align: 'right' },
      { title: '金额', width: 26, align: 'right' },
      { title: '税率', width: 16, align: 'center' },
      { title: '税额', width: W - 178, align: 'right' },
    ],
    rows: [
      [
        order.name,
        order.productVersion,
        INVOICE_UNIT,
        String(INVOICE_QUANTITY),
        price,
        price,
        `${Math.round(INVOICE_TAX_RATE * 100)}%`,
        tax,
      ],
      ['合　　计', '', '', '', '', `¥${price}`, '', `¥${tax}`],
    ],
  });

  page.rect(L, bottom, W, 9, { border: red });
  page.text(L + 2, bottom + 2.5, '价税合计（大写）', { size: 9, color: red });
  page.text(L + 32, bottom + 2.5, amountInChineseCapitals(amount), { size: 10, weight: 700 });
  page.text(L + 150, bottom + 2.5, `（小写）¥${amount}`, { size: 10, weight: 700 });

  const remarkTop = bottom + 12;
  page.text(L, remarkTop, '备注：', { size: 9, color: red });
  page.text(L + 12, remarkTop, invoice.remark || '无', { size: 9, wrap: true, width: W - 12 });
  page.text(L, INVOICE_PAGE_MM.height - 10, `申请时间：${formatDateTime(invoice.appliedAt)}`, { size: 8, color: [0.4, 0.4, 0.4] });
  return doc.save();
}

/** GET /park/common/school/invoicePdf: the school's invoice as a PDF file (a preview until issued). */
export async function schoolInvoicePdf(ctx: AuthedContext, input: InvoicePdfQuery): Promise<{ title: string; bytes: Uint8Array }> {
  assertSchoolInScope(ctx, input.schoolId);
  const [found] = await ctx.db
    .select({ order: orders, invoice: orderInvoices })
    .from(orders)
    .leftJoin(orderInvoices, eq(orderInvoices.orderId, orders.orderId))
    .where(and(eq(orders.orderId, input.orderId), eq(orders.schoolId, input.schoolId)));
  if (!found) throw AppError.notFound(OrderMsg.notFound);
  if (!found.invoice) throw AppError.notFound(InvoiceMsg.notApplied);
  const kind = found.invoice.issuedAt ? '发票' : '发票预览';
  return { title: `${kind}-${found.order.orderId}`, bytes: await invoicePdf(found.order, found.invoice) };
}
