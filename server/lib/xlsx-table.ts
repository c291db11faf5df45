import ExcelJS from 'exceljs';
import { sheetCell } from '@contract';

/** A plain table for an .xlsx download the server builds (SPEC §7's blob exports). */
export interface XlsxTable {
  title: string;
  headers: string[];
  widths?: number[];
  /** Excel number formats by column ('#,##0.00' for yuan); a column without one is General. */
  numFmts?: (string | undefined)[];
  rows: (string | number)[][];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The table as an .xlsx, styled as the xlsx kit's client exports are (bold, shaded, frozen header), every cell through
 * the kit's `sheetCell` as theirs are. The browser's exports run in the xlsx worker (docs/xlsx.md); these are the
 * SPEC's blob calls, built where the data is.
 */
export async function xlsxTable(table: XlsxTable): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(table.title.replace(/[[\]:*?/\\]/g, '_').slice(0, 31));
  ws.columns = table.headers.map((header, i) => {
    const numFmt = table.numFmts?.[i];
    return {
      header: sheetCell(header),
      width: table.widths?.[i] ?? Math.max(8, header.length * 2 + 4),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', horizontal: 'center' };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } };
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  // Formula-like text is written as text (sheetCell, docs/xlsx.md "Formula injection").
  ws.addRows(table.rows.map((row) => row.map(sheetCell)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
