import type { SheetRows } from '@contract/attendance/day-fold';
import { saveFile, xlsxWorker } from '@/lib/xlsx/xlsx-client';

/** The widths of a statistics sheet's columns: 序号 narrow, names and departments wide, the counts as their headers. */
const widths = (s: SheetRows) => s.header.map((h, i) => (i === 0 ? 6 : /姓名|班级|部门|岗位/.test(h) ? 14 : Math.max(8, h.length * 2 + 2)));

/**
 * Downloads statistics sheets (header + rows, from attendanceMonthSheet or staffMonthSheet) as one .xlsx workbook,
 * a tab per sheet, built by the xlsx worker (docs/xlsx.md) from the replica's rows: it works offline.
 */
export async function downloadSheets(fileName: string, sheets: SheetRows[]): Promise<void> {
  const bytes = await xlsxWorker().buildBook(sheets.map((s) => ({ title: s.name, headers: s.header, rows: s.rows, widths: widths(s) })));
  saveFile(bytes, `${fileName}.xlsx`);
}
