import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chinaToday } from '@contract/china-time';
import { expect, test } from './fixtures';
import { clearPopups, expectSignedInShell, signIn } from './helpers';
import { downloadSheet } from './finance-helpers';
import ExcelJS from 'exceljs';

/**
 * 疫苗接种 (docs/health.md "疫苗接种"): the health doctor (baojian) finds a child missing doses in 入托查验, prints the
 * family's 补种通知 (a PDF), enters the missing doses from the certificate in the grid, sees the child leave the 缺种
 * list, and exports the coverage with the rates.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/vaccinations';
const rows = (page: Page) => page.locator('table').first().locator('tbody tr');

test('baojian enters a child’s missing doses from the certificate, prints the notice, exports coverage', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'baojian');
  await expectSignedInShell(page, '孙静');
  await clearPopups(page);
  await page.goto('/WSBJ/YMJZ');
  await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
  await expect(page.getByLabel('查验率')).toContainText('%', { timeout: 60_000 });

  // The children missing a dose today.
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '缺种', exact: true }).click();
  const first = rows(page).first();
  await expect(first).toContainText('第');
  const name = ((await first.locator('td').nth(1).textContent()) ?? '').trim();
  const className = ((await first.locator('td').nth(2).textContent()) ?? '').trim();
  await page.screenshot({ path: `${SHOTS}/missing-list.png` });

  // The family's notice, a PDF made on the server.
  const [notice] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: '补种通知' }).click()]);
  expect(notice.suggestedFilename()).toBe(`补种通知-${name}.pdf`);
  expect((await readFile((await notice.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

  // The certificate grid: each red (missing) cell gets today's date.
  await first.getByRole('button', { name: '接种证' }).click();
  const grid = page.getByRole('dialog', { name: new RegExp(`接种证录入：${name}`) });
  await expect(grid).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certificate.png` });
  const missingCells = grid.getByRole('button', { name: /第\d剂$/ }).filter({ hasText: '缺' });
  const count = await missingCells.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await grid
      .getByRole('button', { name: /第\d剂$/ })
      .filter({ hasText: '缺' })
      .first()
      .click();
    const dose = page.getByRole('dialog', { name: /第\d剂/ });
    await dose.getByLabel('接种日期').fill(chinaToday());
    await dose.getByText(/推荐接种年龄/).click(); // leaves the date field so it takes the typed value
    await dose.getByLabel('接种单位').fill('街道社区卫生服务中心');
    await dose.getByRole('button', { name: '确定' }).click();
    await expect(dose).toBeHidden();
  }
  await expect(grid.getByText('按年龄应种疫苗已全部接种')).toBeVisible();
  await grid
    .getByRole('button', { name: /close|关闭/i })
    .click()
    .catch(() => page.keyboard.press('Escape'));
  await expect(grid).toBeHidden();

  // The child has left the 缺种 list.
  await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/after.png` });

  // A dose from a sheet (the xlsx kit's import): the server refuses a dose beyond the series by its row, then imports.
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入接种记录' });
  const [templateFile] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载模板' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await templateFile.path()) ?? '')) as unknown as ArrayBuffer);
  const doseSheet = book.getWorksheet('接种记录');
  if (!doseSheet) throw new Error('no 接种记录 sheet');
  doseSheet.getRow(2).values = [`${className} ${name}`, '流感疫苗', '第1剂', chinaToday(), '街道社区卫生服务中心', ''];
  doseSheet.getRow(3).values = [`${className} ${name}`, '卡介苗', '第2剂', chinaToday(), '', ''];
  const upload = async (fileName: string) =>
    dialog.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
  await upload('接种记录-有错.xlsx');
  await expect(dialog.getByText('共 2 条，全部校验通过，可以导入')).toBeVisible();
  await dialog.getByRole('button', { name: '确定导入' }).click();
  await expect(page.getByText('第3行「剂次」：卡介苗只有1剂')).toBeVisible();
  doseSheet.spliceRows(3, 1);
  await upload('接种记录.xlsx');
  await expect(dialog.getByText('共 1 条，全部校验通过，可以导入')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/import.png` });
  await dialog.getByRole('button', { name: '确定导入' }).click();
  await expect(page.getByText('成功导入1条接种记录，正在同步到本机')).toBeVisible();
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '无缺种', exact: true }).click();
  await page.getByLabel('搜索幼儿').fill(name);
  await rows(page).filter({ hasText: name }).first().getByRole('button', { name: '接种证' }).click();
  await expect(grid.getByRole('button', { name: `流感疫苗 第1剂 ${chinaToday()}` })).toBeVisible({ timeout: 30_000 });

  // Offline a dose is entered all the same (the replica), and reaches the server once back online.
  await page.context().setOffline(true);
  await grid.getByRole('button', { name: 'Hib疫苗 第1剂', exact: true }).click();
  const hib = page.getByRole('dialog', { name: 'Hib疫苗 第1剂' });
  await hib.getByLabel('接种日期').fill(chinaToday());
  await hib.getByText(/出生日期/).click();
  await hib.getByRole('button', { name: '确定' }).click();
  await expect(hib).toBeHidden();
  await expect(grid.getByRole('button', { name: `Hib疫苗 第1剂 ${chinaToday()}` })).toBeVisible();
  await expect(page.getByTestId('pending-count')).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(grid).toBeHidden();

  // 接种率统计, exported.
  await page.getByRole('tab', { name: '接种率统计' }).click();
  await expect(page.getByText('乙脑疫苗')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/coverage.png` });
  const sheet = await downloadSheet(page, () => page.getByRole('button', { name: '导出接种率' }).click());
  expect(sheet.name).toMatch(/^接种率统计/);
  const flat = sheet.rows.map((r) => r.join('|')).join('\n');
  expect(flat).toContain('查验率');
  expect(flat).toContain('麻腮风疫苗');
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
});
