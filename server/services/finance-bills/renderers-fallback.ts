import { createHmac } from 'node:crypto';
import { amountInChineseCapitals, fenToYuanText, formatFen, PAY_TYPES } from '@contract';
import { formatDateTime } from '../../lib/format';
import { A4_PORTRAIT_MM, PdfDoc, PRINT_PAGE_MM } from '../../lib/pdf/pdf-doc';

/**
 * The billing helper's stand-ins for billkit's renderers, with their fixed signatures
 * (server/services/finance-receipts/receipt-pdf.ts and print-table-pdf.ts). Bills call them through
 * ./renderers.ts only; when billkit's files are merged, renderers.ts re-exports theirs and this file goes.
 */
export interface ReceiptData {
  schoolName: string;
  receiptNo: string;
  studentName: string;
  className: string;
  billTitle: string;
  lines: { name: string; amountFen: number }[];
  amountFen: number;
  payType: 1 | 2 | 3 | 4 | 5;
  paidAt: Date;
  operatorName: string;
  remark: string;
  /** Verification code printed on the receipt, checked by checkOnReceipt. */
  checkCode: string;
}

/** An 8-character code over the receipt's number, amount and time (HMAC-SHA256 under the secret). */
export function receiptCheckCode(secret: string, receiptNo: string, amountFen: number, paidAt: Date): string {
  return createHmac('sha256', secret).update(`${receiptNo}|${amountFen}|${paidAt.toISOString()}`).digest('hex').slice(0, 8).toUpperCase();
}

/** The receipt (收据): A4 top half, the lines, the amount in figures and in capitals, the check code. */
export async function receiptPdf(r: ReceiptData): Promise<Uint8Array> {
  const doc = new PdfDoc({ title: `收据 ${r.receiptNo}` });
  const page = doc.addPage(A4_PORTRAIT_MM);
  const L = 15;
  const W = 180;
  page.text(L, 14, `${r.schoolName} 收据`, { size: 18, weight: 700, align: 'center', width: W });
  page.text(L, 26, `收据编号：${r.receiptNo}`, { size: 10 });
  page.text(L, 26, `收款时间：${formatDateTime(r.paidAt)}`, { size: 10, align: 'right', width: W });
  page.text(L, 33, `幼儿：${r.studentName}    班级：${r.className}    账单：${r.billTitle}`, { size: 10 });
  const y = page.table({
    x: L,
    y: 40,
    columns: [
      { title: '序号', width: 18, align: 'center' },
      { title: '收费项目', width: 112 },
      { title: '金额（元）', width: 50, align: 'right' },
    ],
    rows: r.lines.map((l, i) => [String(i + 1), l.name, fenToYuanText(l.amountFen)]),
  });
  page.text(L, y + 4, `合计（小写）：${formatFen(r.amountFen)}`, { size: 11, weight: 700 });
  page.text(L, y + 11, `合计（大写）：${amountInChineseCapitals(fenToYuanText(r.amountFen))}`, { size: 11, weight: 700 });
  page.text(L, y + 18, `支付方式：${PAY_TYPES[r.payType]}    收款人：${r.operatorName || '—'}`, { size: 10 });
  if (r.remark) page.text(L, y + 25, `备注：${r.remark}`, { size: 10, wrap: true, width: W });
  page.text(L, y + 34, `校验码：${r.checkCode}（凭收据编号与校验码可核验真伪）`, { size: 9 });
  page.line(L, y + 40, L + W, y + 40);
  return doc.save();
}

export interface PrintTableData {
  schoolName: string;
  title: string;
  itemNames: string[];
  rows: { studentName: string; className: string; fenByItem: number[]; totalFen: number; paidFen: number; payStatus: string }[];
  printedAt: Date;
  printedBy: string;
}

/** The print table (SPEC order/exportPrintTable) at 295 × 210 mm: a row per bill, a column per item. */
export async function printTablePdf(t: PrintTableData): Promise<Uint8Array> {
  const doc = new PdfDoc({ title: t.title });
  const perPage = 18;
  const chunks =
    t.rows.length === 0
      ? [[]]
      : Array.from({ length: Math.ceil(t.rows.length / perPage) }, (_, i) => t.rows.slice(i * perPage, (i + 1) * perPage));
  const itemWidth = Math.max(18, Math.min(30, (275 - 12 - 24 - 24 - 22 * 2 - 20) / Math.max(1, t.itemNames.length)));
  chunks.forEach((rows, p) => {
    const page = doc.addPage(PRINT_PAGE_MM);
    page.text(10, 8, `${t.schoolName} ${t.title}`, { size: 14, weight: 700, align: 'center', width: 275 });
    page.table({
      x: 10,
      y: 18,
      size: 8,
      rowHeight: 9,
      columns: [
        { title: '序号', width: 12, align: 'center' },
        { title: '幼儿', width: 24 },
        { title: '班级', width: 24 },
        ...t.itemNames.map((n) => ({ title: n, width: itemWidth, align: 'right' as const })),
        { title: '应收', width: 22, align: 'right' },
        { title: '已收', width: 22, align: 'right' },
        { title: '缴费状态', width: 20, align: 'center' },
      ],
      rows: rows.map((r, i) => [
        String(p * perPage + i + 1),
        r.studentName,
        r.className,
        ...r.fenByItem.map((f) => fenToYuanText(f)),
        fenToYuanText(r.totalFen),
        fenToYuanText(r.paidFen),
        r.payStatus,
      ]),
    });
    page.text(10, 200, `打印人：${t.printedBy}    打印时间：${formatDateTime(t.printedAt)}    第${p + 1}页／共${chunks.length}页`, {
      size: 8,
    });
  });
  return doc.save();
}
