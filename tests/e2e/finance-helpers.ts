import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { clearPopups, DEMO_FINANCE_PASSWORD, expectSignedInShell, signIn } from './helpers';

/** caiwu (张敏) signed in through the login page, the sign-in popups put away. */
export async function signInFinance(page: Page): Promise<void> {
  await signIn(page, 'caiwu');
  await expectSignedInShell(page, '张敏');
  await clearPopups(page);
}

/**
 * Opens a finance page and unlocks it with the demo finance password. `gateShown`: first checks the page asks for it;
 * `synced`: then waits for the device's sync (the finance scope) to end.
 */
export async function unlockFinancePage(page: Page, path: string, o: { gateShown: boolean; synced: boolean }): Promise<void> {
  const gate = page.getByText('财务数据受保护，请先验证财务密码');
  await page.goto(path);
  if (o.gateShown) await expect(gate).toBeVisible();
  await page.getByLabel('财务密码', { exact: true }).fill(DEMO_FINANCE_PASSWORD);
  await page.getByRole('button', { name: '验证' }).click();
  await expect(gate).toBeHidden();
  if (o.synced) await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
}

/** Downloads an import dialog's template and opens it (exceljs): the file's name, the book and its first sheet. */
export async function downloadTemplate(page: Page, dialog: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载模板' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return { name: file.suggestedFilename(), book, sheet };
}

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
