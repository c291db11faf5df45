import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { downloadTemplate, signInFinance, unlockFinancePage } from './finance-helpers';

/**
 * 账单管理's 导入 (issue 23 item 3, docs/finance.md "Import"): caiwu unlocks finance, downloads the template, fills two
 * bills with exceljs (one child with two lines, one with one), the dry run passes, 确定导入, and the drafts are listed.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/finance-bills-import';
const panel = (page: Page) => page.getByRole('tabpanel');
const dataRows = (page: Page) => panel(page).locator('table').first().locator('tbody tr');

test.use({ actionTimeout: 20_000 });

test('caiwu imports two draft bills from an xlsx file and they are listed', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1680, height: 950 });
  await signInFinance(page);
  await unlockFinancePage(page, '/YWGL/CWGL/ZDGL', { gateShown: false, synced: true });

  // Two children of 大一班, from its seeded bills (the cell before the class's).
  await expect(dataRows(page).first()).toContainText('大一班', { timeout: 30_000 });
  const childOf = async (i: number) => {
    const cells = await dataRows(page).nth(i).locator('td').allInnerTexts();
    return (cells[cells.findIndex((c) => c.trim() === '大一班') - 1] ?? '').trim();
  };
  const kids = [await childOf(0), await childOf(1)];
  expect(kids[0]).not.toBe(kids[1]);

  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入账单' });
  const { name: template, book, sheet } = await downloadTemplate(page, dialog);
  expect(template).toBe('账单导入模板.xlsx');
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    '幼儿姓名',
    '证件号码',
    '班级',
    '学年',
    '学期',
    '账单名称',
    '截止日期',
    '收费项目',
    '金额（元）',
    '备注',
  ]);
  // The 收费项目 drop-down lists the school's valid items (选项, same column): the first two.
  const options = book.getWorksheet('选项');
  const items = [String(options?.getCell('H1').value), String(options?.getCell('H2').value)];
  expect(items[0]).not.toBe(items[1]);
  const title = `导入账单${Date.now() % 100000}`;
  const row = (kid: string, item: string, yuan: string) => [
    kid,
    '',
    '大一班',
    '2025-2026',
    '第二学期',
    title,
    '2027-06-30',
    item,
    yuan,
    '',
  ];
  const upload = async (name: string) =>
    dialog.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
  // First with one item twice on a bill: the dry run names the row, nothing can be imported.
  sheet.getRow(2).values = row(kids[0] as string, items[0] as string, '1280.50');
  sheet.getRow(3).values = row(kids[0] as string, items[0] as string, '200');
  sheet.getRow(4).values = row(kids[1] as string, items[0] as string, '1280.50');
  await upload('账单-有错.xlsx');
  await expect(dialog.getByTestId('import-errors').getByRole('row').filter({ hasText: '第3行' })).toContainText(
    '同一账单中收费项目重复（与第2行相同）',
  );
  await expect(dialog.getByRole('button', { name: '确定导入' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/import-dry-run-errors.png` });

  sheet.getRow(3).values = row(kids[0] as string, items[1] as string, '200');
  await upload('账单.xlsx');
  await expect(dialog.getByText('共 3 条，全部校验通过，可以导入')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/import-dry-run.png` });
  await dialog.getByRole('button', { name: '确定导入' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('导入成功，共2份草稿账单')).toBeVisible();

  // They arrive through sync: two drafts of that title, 1,480.50 and 1,280.50.
  await page.getByLabel('幼儿姓名', { exact: true }).fill(title);
  await expect(dataRows(page)).toHaveCount(2, { timeout: 30_000 });
  const mine = dataRows(page).filter({ hasText: kids[0] as string });
  await expect(mine).toContainText('¥1,480.50');
  await expect(mine).toContainText('草稿');
  await expect(dataRows(page).filter({ hasText: kids[1] as string })).toContainText('¥1,280.50');
  await page.screenshot({ path: `${SHOTS}/imported.png` });
});
