import { formatFen, sumFen } from '@contract';
import { formatDateTime } from '../../../lib/format';
import { MM, PdfDoc, type PdfPage, PRINT_PAGE_MM, type Rgb } from '../../../lib/pdf/pdf-doc';

/** SPEC order/exportPrintTable: the print table of a class's (or a list's) bills, 295 × 210 mm (SPEC §9). */
export interface PrintTableData {
  schoolName: string;
  /** e.g. 大一班 2026-2027学年第一学期 收费明细 */
  title: string;
  /** The item columns, in order. */
  itemNames: string[];
  rows: { studentName: string; className: string; fenByItem: number[]; totalFen: number; paidFen: number; payStatus: string }[];
  printedAt: Date;
  printedBy: string;
}

const M = 10;
const W = PRINT_PAGE_MM.width - 2 * M;
const HEAD_TOP = 27;
const HEAD_H = 11;
const ROW_H = 7;
const BODY_TOP = HEAD_TOP + HEAD_H;
/** Where rows must end: above the footer line (page number, who printed). */
const BODY_BOTTOM = PRINT_PAGE_MM.height - 16;
/** Data rows a page holds (the last page's totals row takes one of them). */
export const PRINT_ROWS_PER_PAGE = Math.floor((BODY_BOTTOM - BODY_TOP) / ROW_H);

const GRID: Rgb = [0.45, 0.45, 0.45];
const HEAD_FILL: Rgb = [0.93, 0.94, 0.96];
const TOTAL_FILL: Rgb = [0.97, 0.97, 0.97];
const GREY: Rgb = [0.35, 0.35, 0.35];

interface Column {
  title: string;
  width: number;
  align: 'left' | 'center' | 'right';
}

/**
 * The columns: 序号, 幼儿, 班级, one per item, 合计, 已收, 缴费状态, across the 275 mm between the margins. The money's
 * type size follows the money columns' width (10 items still read at 7 pt).
 */
function columnsOf(itemNames: readonly string[]): { columns: Column[]; size: number } {
  const index: Column = { title: '序号', width: 11, align: 'center' };
  const status: Column = { title: '缴费状态', width: 17, align: 'center' };
  const nameMin = 22;
  const moneyCount = itemNames.length + 2;
  // Money columns share what is left, up to 30 mm each; what a short list leaves goes to the child's and class's names.
  const moneyWidth = Math.min(30, (W - index.width - status.width - 2 * nameMin) / moneyCount);
  const nameWidth = (W - index.width - status.width - moneyWidth * moneyCount) / 2;
  const money = (title: string): Column => ({ title, width: moneyWidth, align: 'right' });
  // ¥12,800.00 is about 5.4 × size points wide at this font; leave 3 mm of padding.
  const size = Math.max(6, Math.min(9, ((moneyWidth - 3) * MM) / 5.6));
  return {
    columns: [
      index,
      { title: '幼儿', width: nameWidth, align: 'left' },
      { title: '班级', width: nameWidth, align: 'left' },
      ...itemNames.map(money),
      money('合计'),
      money('已收'),
      status,
    ],
    size,
  };
}

function drawRow(page: PdfPage, columns: readonly Column[], top: number, cells: readonly string[], size: number, weight: 400 | 700) {
  let x = M;
  columns.forEach((c, i) => {
    page.text(x + 1.2, top + (ROW_H - size / MM) / 2, cells[i] ?? '', { size, weight, align: c.align, width: c.width - 2.4 });
    x += c.width;
  });
}

/**
 * The print table (打印, SPEC order/exportPrintTable) at 295 × 210 mm: the title and school on each page, the header
 * row repeated on each page, 第 N 页 / 共 M 页 with who printed it and when, and after the last child a totals row
 * (合计: each item's, the bills', what was received). Money as ¥1,280.00. A table of no rows prints 暂无数据.
 */
export function printTablePdf(t: PrintTableData): Promise<Uint8Array> {
  const { columns, size } = columnsOf(t.itemNames);
  const totals = [
    '',
    '合计',
    `${t.rows.length}人`,
    ...t.itemNames.map((_, i) => formatFen(sumFen(t.rows.map((r) => r.fenByItem[i] ?? 0)))),
    formatFen(sumFen(t.rows.map((r) => r.totalFen))),
    formatFen(sumFen(t.rows.map((r) => r.paidFen))),
    '',
  ];
  const body: { cells: string[]; total?: boolean; empty?: boolean }[] = t.rows.map((r, i) => ({
    cells: [
      String(i + 1),
      r.studentName,
      r.className,
      ...t.itemNames.map((_, j) => formatFen(r.fenByItem[j] ?? 0)),
      formatFen(r.totalFen),
      formatFen(r.paidFen),
      r.payStatus,
    ],
  }));
  if (body.length === 0) body.push({ cells: [], empty: true });
  body.push({ cells: totals, total: true });

  const pages: (typeof body)[] = [];
  for (let i = 0; i < body.length; i += PRINT_ROWS_PER_PAGE) pages.push(body.slice(i, i + PRINT_ROWS_PER_PAGE));

  const doc = new PdfDoc({ title: t.title, author: t.schoolName || 'yuanwu' });
  const printed = `打印人：${t.printedBy}　打印时间：${formatDateTime(t.printedAt).slice(0, 16)}`;
  pages.forEach((rows, p) => {
    const page = doc.addPage(PRINT_PAGE_MM);
    page.text(M, 9, t.title, { size: 15, weight: 700, align: 'center', width: W });
    page.text(M, 19.5, `园所：${t.schoolName}`, { size: 9.5 });
    page.text(M, 19.5, `收费项目 ${t.itemNames.length} 项　幼儿 ${t.rows.length} 人`, { size: 9.5, align: 'right', width: W });

    // Header row (item names wrap onto a second line when long).
    const tableW = columns.reduce((s, c) => s + c.width, 0);
    page.rect(M, HEAD_TOP, tableW, HEAD_H, { fill: HEAD_FILL });
    let x = M;
    for (const c of columns) {
      const headSize = Math.min(9, size + 1);
      const perLine = Math.max(1, Math.floor(((c.width - 2) * MM) / headSize));
      const twoLines = [...c.title].length > perLine;
      page.text(x + 1, HEAD_TOP + (twoLines ? 1.6 : (HEAD_H - headSize / MM) / 2), c.title, {
        size: headSize,
        weight: 700,
        align: 'center',
        width: c.width - 2,
        wrap: twoLines,
      });
      x += c.width;
    }

    rows.forEach((row, r) => {
      const top = BODY_TOP + r * ROW_H;
      if (row.total) page.rect(M, top, tableW, ROW_H, { fill: TOTAL_FILL });
      if (row.empty) page.text(M, top + (ROW_H - size / MM) / 2, '暂无数据', { size, align: 'center', width: tableW, color: GREY });
      else if (row.total)
        drawRow(page, columns, top, row.cells, size * 0.95, 700); // bold runs wider
      else drawRow(page, columns, top, row.cells, size, 400);
    });

    // The grid.
    const bottom = BODY_TOP + rows.length * ROW_H;
    page.line(M, HEAD_TOP, M + tableW, HEAD_TOP, 0.25, GRID);
    for (let r = 0; r <= rows.length; r++) page.line(M, BODY_TOP + r * ROW_H, M + tableW, BODY_TOP + r * ROW_H, 0.2, GRID);
    x = M;
    for (const [i, c] of [...columns, null].entries()) {
      const emptyRow = rows[0]?.empty;
      // The 暂无数据 row spans the table: only the outer lines cross it.
      const inner = i > 0 && i < columns.length;
      page.line(x, HEAD_TOP, x, emptyRow && inner ? BODY_TOP : bottom, 0.2, GRID);
      if (emptyRow && inner) page.line(x, BODY_TOP + ROW_H, x, bottom, 0.2, GRID);
      if (c) x += c.width;
    }

    const foot = PRINT_PAGE_MM.height - 11;
    page.text(M, foot, printed, { size: 8.5, color: GREY });
    page.text(M, foot, `第 ${p + 1} 页 / 共 ${pages.length} 页`, { size: 8.5, align: 'right', width: W, color: GREY });
  });
  return doc.save();
}
