import { amountInChineseCapitals, fenToYuanText, formatFen, PAY_TYPES, type PayType } from '@contract';
import { formatDateTime } from '../../../lib/format';
import { MM, PdfDoc, type PdfPage, type Rgb } from '../../../lib/pdf/pdf-doc';

export { receiptCheckCode, receiptCheckCodeMatches, receiptSecret } from './receipt-check';

/**
 * A receipt's page: half an A4 sheet, landscape (210 × 148.5 mm). A school prints on the office's A4 printer, and
 * two receipts fill one sheet cut across the middle, the size of the 收款收据 books schools buy; A5 landscape
 * (210 × 148) is the same paper within half a millimetre, so the half sheet keeps two stacked receipts from drifting.
 */
export const RECEIPT_PAGE_MM = { width: 210, height: 148.5 } as const;

export interface ReceiptData {
  schoolName: string;
  receiptNo: string;
  studentName: string;
  className: string;
  billTitle: string;
  /** What this payment covered (allocatePayment), fen per bill line. */
  lines: { name: string; amountFen: number }[];
  amountFen: number;
  payType: PayType;
  paidAt: Date;
  operatorName: string;
  remark: string;
  /** Verification code printed on the receipt, checked by checkOnReceipt. */
  checkCode: string;
  /**
   * The words of the 交款人 block, the table's item column and the check hint, when the receipt is not a bill's
   * (other income: 交款人, 联系电话, 收入项目). Absent: a bill's (幼儿姓名, 班级, 账单名称, 收费项目).
   */
  labels?: ReceiptLabels;
}

export interface ReceiptLabels {
  party: string;
  group: string;
  title: string;
  item: string;
  hint: string;
}

const BILL_LABELS: ReceiptLabels = { party: '幼儿姓名', group: '班级', title: '账单名称', item: '收费项目', hint: '' };

/** How the receipt tells its holder to check it (checkOnReceipt, 账单管理 → 收款记录 → 核验). */
export const RECEIPT_CHECK_HINT =
  '核验方法：请园所财务在园务系统「账单管理 → 收款记录 → 核验」中输入收据编号与校验码，与系统记录一致即为有效收据。';

const RED: Rgb = [0.62, 0.16, 0.12];
const GREY: Rgb = [0.4, 0.4, 0.4];
const L = 12;
const W = RECEIPT_PAGE_MM.width - 2 * L;
const ROW = 6.5;
/** Where the item table starts (below the header box) and where the check-code rule sits. */
const TABLE_TOP = 49;
const FOOT = RECEIPT_PAGE_MM.height - 19;
const RULE = FOOT - 2;
/** Table rows (with its header) a 续页-continued page holds. */
const ROWS_OTHER_PAGE = 12;
const REMARK_SIZE = 9.5;
const REMARK_X = L + 17;
const REMARK_LINE = (REMARK_SIZE * 1.4) / MM;

/** The remark's lines, estimated on the safe side (a Chinese character a full em, Latin a little over half). */
function remarkLines(remark: string): number {
  let ems = 0;
  let lines = 1;
  // A little under the box's width in ems: the kit breaks a line before the character that would overflow it.
  const perLine = (((W - 17) * MM) / REMARK_SIZE) * 0.92;
  for (const ch of remark || '无') {
    if (ch === '\n') {
      lines++;
      ems = 0;
      continue;
    }
    ems += (ch.codePointAt(0) ?? 0) < 0x2e80 ? 0.6 : 1;
    if (ems > perLine) {
      lines++;
      ems = ems - perLine;
    }
  }
  return lines;
}

/** The height of the last page's footer above the rule: capitals, pay type row, remark. */
const footerHeight = (remark: string) => 9 + 3 + 6.5 + remarkLines(remark) * REMARK_LINE + 1;

/**
 * The lines of each page: as many as fit on the last page with the whole footer (total, capitals, remark, check
 * code), the rest before it on 续页-continued pages.
 */
function splitLines<T>(lines: readonly T[], remark: string): T[][] {
  // Rows of the last page's table: its header and 合计 take two.
  const lastRows = Math.max(1, Math.floor((RULE - TABLE_TOP - footerHeight(remark)) / ROW) - 2);
  const pages: T[][] = [];
  let rest = [...lines];
  while (rest.length > lastRows) {
    const take = Math.min(ROWS_OTHER_PAGE - 1, rest.length - lastRows);
    pages.push(rest.slice(0, take));
    rest = rest.slice(take);
  }
  pages.push(rest);
  return pages;
}

function header(page: PdfPage, r: ReceiptData, pageNo: number, pages: number): number {
  page.text(L, 8, r.schoolName, { size: 11, align: 'center', width: W });
  page.text(L, 13.5, pages > 1 && pageNo > 1 ? '收款收据（续页）' : '收款收据', {
    size: 18,
    weight: 700,
    align: 'center',
    width: W,
    color: RED,
  });
  page.line(L + W / 2 - 30, 22.5, L + W / 2 + 30, 22.5, 0.4, RED).line(L + W / 2 - 30, 23.4, L + W / 2 + 30, 23.4, 0.4, RED);
  page.text(L, 26, `收据编号：${r.receiptNo}`, { size: 9.5 });
  page.text(L, 26, `收款日期：${formatDateTime(r.paidAt).slice(0, 16)}`, { size: 9.5, align: 'right', width: W });
  if (pages > 1) page.text(L, 8, `第 ${pageNo} 页 / 共 ${pages} 页`, { size: 8, align: 'right', width: W, color: GREY });

  // 交款人 block: child, class, bill.
  const top = 32;
  page.rect(L, top, W, 14, { border: RED });
  page.line(L, top + 7, L + W, top + 7, 0.2, RED);
  page.line(L + 100, top, L + 100, top + 7, 0.2, RED);
  const words = r.labels ?? BILL_LABELS;
  page.text(L + 2, top + 1.9, words.party, { size: 9, color: RED });
  page.text(L + 20, top + 1.9, r.studentName, { size: 10, weight: 700 });
  page.text(L + 102, top + 1.9, words.group, { size: 9, color: RED });
  page.text(L + 114, top + 1.9, r.className, { size: 10 });
  page.text(L + 2, top + 8.9, words.title, { size: 9, color: RED });
  page.text(L + 20, top + 8.9, r.billTitle, { size: [...r.billTitle].length > 44 ? 9 : 10, width: W - 22 });
  return TABLE_TOP;
}

/**
 * The receipt (收款收据) of one payment, laid out as a school's receipt book page: the school and 收款收据 in red,
 * 收据编号 and the date, the child, class and bill, a table of what this payment covered, 合计 in figures and in
 * Chinese capitals (大写, 壹佰元整), how it was paid, who took it, the remark, and the check code with how to check
 * it. Chinese text embedded (the PDF kit), so it prints the same everywhere and reads back as text.
 */
export function receiptPdf(r: ReceiptData): Promise<Uint8Array> {
  const doc = new PdfDoc({ title: `收款收据 ${r.receiptNo}`, author: r.schoolName || 'yuanwu' });
  const chunks = splitLines(
    r.lines.map((l, i) => ({ ...l, n: i + 1 })),
    r.remark,
  );
  chunks.forEach((chunk, p) => {
    const page = doc.addPage(RECEIPT_PAGE_MM);
    const last = p === chunks.length - 1;
    const top = header(page, r, p + 1, chunks.length);
    const rows = chunk.map((l) => [String(l.n), l.name, formatFen(l.amountFen)]);
    if (last) rows.push(['', '合　　计', formatFen(r.amountFen)]);
    const bottom = page.table({
      x: L,
      y: top,
      rowHeight: ROW,
      size: 9.5,
      border: RED,
      headFill: [0.99, 0.96, 0.95],
      columns: [
        { title: '序号', width: 14, align: 'center' },
        { title: (r.labels ?? BILL_LABELS).item, width: W - 14 - 46 },
        { title: '本次收款（元）', width: 46, align: 'right' },
      ],
      rows,
    });
    if (!last) {
      page.text(L, bottom + 3, '（接下页）', { size: 9, align: 'center', width: W, color: GREY });
      return;
    }
    // 合计 in capitals and figures.
    page.rect(L, bottom, W, 9, { border: RED });
    page.text(L + 2, bottom + 2.6, '合计金额（大写）', { size: 9, color: RED });
    page.text(L + 32, bottom + 2.2, amountInChineseCapitals(fenToYuanText(r.amountFen)), { size: 11, weight: 700 });
    page.text(L + 124, bottom + 2.6, '（小写）', { size: 9, color: RED });
    page.text(L + 138, bottom + 2.2, formatFen(r.amountFen), { size: 11, weight: 700 });

    const info = bottom + 12;
    const label = (x: number, y: number, name: string, value: string) => {
      page.text(x, y, name, { size: 9, color: RED });
      page.text(x + 17, y, value, { size: 9.5 });
    };
    label(L, info, '收款方式：', PAY_TYPES[r.payType] ?? '');
    label(L + 62, info, '收 款 人：', r.operatorName);
    page.text(L + 124, info, '交款人（签字）：', { size: 9, color: RED });
    page.line(L + 151, info + 4.2, L + W, info + 4.2, 0.2, GREY);
    page.text(L, info + 6.5, '备　　注：', { size: 9, color: RED });
    page.text(REMARK_X, info + 6.5, r.remark || '无', { size: REMARK_SIZE, wrap: true, width: W - 17 });

    page.line(L, RULE, L + W, RULE, 0.2, GREY);
    page.text(L, FOOT, '校验码：', { size: 10, color: RED });
    page.text(L + 15, FOOT - 0.4, r.checkCode, { size: 12, weight: 700 });
    // The school's finance seal goes over its name, bottom right.
    page.text(L, FOOT, '收款单位（盖章）：', { size: 9, color: RED, align: 'right', width: W - 30 });
    page.text(L, FOOT + 6, r.labels?.hint || RECEIPT_CHECK_HINT, { size: 8, wrap: true, width: W, color: GREY });
  });
  return doc.save();
}
