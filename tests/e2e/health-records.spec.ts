import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { downloadSheet, downloadTemplate } from './finance-helpers';
import { clearPopups, signInAs } from './helpers';

/**
 * Issue 37 item 2, 健康档案: baojian (the health doctor) enters a check-up for a child (a height of 300 cm refused),
 * sees the classification and the growth chart, and exports the school's statistics.
 */
const SHOTS = process.env.HEALTH_SHOTS ?? '.tmp/health-records';
const main = (page: Page) => page.getByRole('main');

test('baojian enters a check-up, sees the classification and the growth chart, exports the statistics', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'baojian');
  await clearPopups(page);
  await page.goto('/WSBJ/JKDA');
  // The demo children with their latest check-up evaluated.
  await expect(main(page).getByRole('row').filter({ hasText: '大一班' }).first()).toContainText('正常', { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/list.png` });

  // A child's record: 新增体检, refused at 300 cm, saved with a weight far above the reference.
  const first = main(page).getByRole('row').nth(1).getByRole('button').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  const record = page.getByRole('dialog', { name: `${name}的健康档案` });
  await expect(record.getByRole('tab', { name: '体检记录' })).toBeVisible();
  await record.getByRole('button', { name: '新增体检' }).click();
  const form = page.getByRole('dialog', { name: '新增体检' });
  await form.getByLabel('身高(cm)').fill('300');
  await form.getByLabel('体重(kg)').fill('35');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form.getByText('身高应在30～200厘米之间')).toBeVisible();
  await form.getByLabel('身高(cm)').fill('100');
  await form.getByLabel('血红蛋白(g/L)').fill('125');
  await form.getByLabel('体检结论').fill('体重超标，建议控制饮食');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form).toBeHidden();
  await expect(record.getByRole('row').filter({ hasText: '体重超标' })).toContainText('肥胖');
  await page.screenshot({ path: `${SHOTS}/record.png` });

  // The growth chart: the child's points over the WHO curves.
  await record.getByRole('tab', { name: '生长曲线' }).click();
  await expect(record.getByText('中位数')).toBeVisible({ timeout: 15_000 });
  await expect(record.locator('.recharts-scatter-symbol').first()).toBeVisible();
  await record.getByText('体重', { exact: true }).click();
  await expect(record.getByText('体重(kg)')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/chart.png` });
  await page.keyboard.press('Escape');
  await expect(record).toBeHidden();
  await expect(main(page).getByRole('row').filter({ hasText: name }).first()).toContainText('肥胖');

  // 体检统计, exported.
  await main(page).getByRole('tab', { name: '体检统计' }).click();
  // The school's line: 体检率 is the children checked over those in the school (other specs on this server may have
  // added a child since the demo's 300).
  const total = main(page).getByRole('row').filter({ hasText: '全园合计' });
  await expect(total).toContainText('%');
  const [inSchool, checked, rate] = await Promise.all(
    [2, 3, 4].map(async (i) => (await total.getByRole('cell').nth(i).textContent()) ?? ''),
  );
  expect(Number(checked)).toBeGreaterThan(0);
  expect(rate).toBe(`${Math.round((Number(checked) / Number(inSchool)) * 1000) / 10}%`);
  await page.screenshot({ path: `${SHOTS}/stats.png` });
  const sheet = await downloadSheet(page, () => main(page).getByRole('button', { name: '导出' }).click());
  expect(sheet.name).toMatch(/^幼儿体检统计-/);
  expect(sheet.rows[0]).toEqual(expect.arrayContaining(['班级', '体检率', '低体重率', '生长迟缓率', '肥胖率', '贫血率', '龋齿率']));
  expect(sheet.rows.some((r) => r[0] === '全园合计')).toBe(true);
});

test('baojian imports the hospital sheet: the dry run names a bad cell, the good file is imported', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'baojian');
  await clearPopups(page);
  await page.goto('/WSBJ/JKDA');
  const second = main(page).getByRole('row').nth(2).getByRole('button').first();
  await expect(second).toBeVisible({ timeout: 30_000 });
  const name = (await second.textContent()) ?? '';
  await main(page).getByRole('button', { name: '导入体检' }).click();
  const dialog = page.getByRole('dialog', { name: '导入体检记录' });
  const { name: template, book, sheet } = await downloadTemplate(page, dialog);
  expect(template).toBe('体检记录导入模板.xlsx');
  expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['幼儿', '体检类型', '体检日期', '身高(cm)']);
  const upload = async (file: string) =>
    dialog.locator('input[type=file]').setInputFiles({
      name: file,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
  const row = (height: string) => [
    name,
    '定期体检',
    '2026-11-02',
    height,
    '18.2',
    '',
    '128',
    '4.9',
    '4.9',
    '正常',
    '通过',
    '0',
    '健康',
    '市妇幼 陈医生',
  ];
  sheet.getRow(2).values = row('300');
  await upload('体检-有错.xlsx');
  await expect(dialog.getByTestId('import-errors').getByRole('row').filter({ hasText: '第2行' })).toContainText('身高应在30～200厘米之间');
  await expect(dialog.getByRole('button', { name: '确定导入' })).toBeDisabled();
  sheet.getRow(2).values = row('112.4');
  await upload('体检.xlsx');
  await expect(dialog.getByText('共 1 条，全部校验通过，可以导入')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/import.png` });
  await dialog.getByRole('button', { name: '确定导入' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('成功导入1条体检记录')).toBeVisible();
  await expect(main(page).getByRole('row').filter({ hasText: name }).first()).toContainText('2026-11-02', { timeout: 30_000 });
});
