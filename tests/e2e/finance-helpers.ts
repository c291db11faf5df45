import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Money as the screens show it (¥1,280.00, -¥5.00) → fen. */
export const fenOf = (text: string): number => {
  const m = /(-?)¥([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no money in ${text}`);
  return (m[1] ? -1 : 1) * (Number((m[2] ?? '0').replaceAll(',', '')) * 100 + Number(m[3]));
};
/** A yuan number as an export writes it → fen. */
export const yuanToFen = (v: unknown): number => Math.round(Number(v) * 100);

/** 收支统计's 今日 card. */
export const todayCard = (page: Page) => page.getByLabel('今日收支');
/** One figure of the 今日 card: 收入, 支出, 净收入 in fen, 笔数 as a count. */
export const todayFigure = async (page: Page, label: '收入' | '支出' | '净收入' | '笔数'): Promise<number> => {
  const text = (await todayCard(page).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent()) ?? '';
  return label === '笔数' ? Number(text) : fenOf(text);
};
/** 收支统计's list under the tabs, and its 合计 row. */
export const statsRows = (page: Page) => page.locator('table').last().locator('tbody tr');
export const statsTotalRow = (page: Page) => page.locator('table').last().locator('tfoot tr');
/** 实收 of the 合计 row: the cell under the 实收 header on every fee tab (the cells follow the headers one to one). */
export async function statsTotalNet(page: Page): Promise<number> {
  const headers = await page.locator('table').last().locator('thead th').allTextContents();
  const net = headers.findIndex((h) => h.trim() === '实收');
  if (net < 0) throw new Error(`no 实收 column in ${headers.join(', ')}`);
  return fenOf((await statsTotalRow(page).locator('td').nth(net).textContent()) ?? '');
}

/** Clicks what downloads an xlsx and reads its first sheet back (exceljs): the file's name and its rows. */
export async function downloadSheet(page: Page, click: () => Promise<void>): Promise<{ name: string; rows: unknown[][] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { name: file.suggestedFilename(), rows };
}
