import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chinaToday } from '@contract/china-time';
import { expect, test } from './fixtures';
import { clearPopups, expectSignedInShell, signIn } from './helpers';
import { downloadSheet } from './finance-helpers';

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
