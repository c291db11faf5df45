import type { SheetRows } from '@contract/attendance-day';

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/**
 * Downloads statistics sheets (header + rows, from attendanceMonthSheet). For now one CSV with the sheets one
 * after another (UTF-8 with BOM, so Excel reads the Chinese); the shared xlsx kit replaces this body with a
 * workbook of one sheet each, and the callers stay as they are.
 */
export function downloadSheets(fileName: string, sheets: SheetRows[]): void {
  const lines = sheets.flatMap((s) => [s.name, s.header.map(cell).join(','), ...s.rows.map((r) => r.map(cell).join(',')), '']);
  const blob = new Blob([`\uFEFF${lines.join('\r\n')}`], { type: 'text/csv;charset=utf-8' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${fileName}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
