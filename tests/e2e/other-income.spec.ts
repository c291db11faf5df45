import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearPopups, DEMO_FINANCE_PASSWORD, expectSignedInShell, signIn } from './helpers';
import { downloadSheet, fenOf, todayFigure } from './finance-helpers';

/**
 * 其他收入 (finance part two, item 3's income): caiwu adds an income project, records an income online (typed in yuan,
 * kept in fen), sees it in the list with its QT receipt and in 收支统计's 今日 收入 and 收入 tab (counted relative to
 * what was there first: other specs share the server), exports the list, then voids it with a reason — the 收入
 * goes back, and offline the list still shows while 新增收入 waits for the network.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/other-income';
const rows = (page: Page) => page.locator('table').first().locator('tbody tr');

let unlocked = false;
/** Opens a finance page; the first one asks the finance password (the unlock holds 30 minutes). */
async function unlock(page: Page, path: string) {
  await page.goto(path);
  if (unlocked) return;
  const locked = page.getByText('财务数据受保护，请先验证财务密码');
  await expect(locked).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('财务密码', { exact: true }).fill(DEMO_FINANCE_PASSWORD);
  await page.getByRole('button', { name: '验证' }).click();
  await expect(locked).toBeHidden();
  unlocked = true;
}

/** 今日 收入 and 净收入 (fen) on 收支统计. */
async function today(page: Page): Promise<{ income: number; net: number }> {
  await unlock(page, '/YWGL/CWGL/SZTJ');
  await expect(page.getByLabel('今日收支').getByText('收入', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '刷新' }).click();
  await page.waitForTimeout(800);
  return { income: await todayFigure(page, '收入'), net: await todayFigure(page, '净收入') };
}

test.use({ actionTimeout: 20_000 });

test('caiwu records an income, sees it in the list and in 收支统计 今日 收入, and voids it', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'caiwu');
  await expectSignedInShell(page, '张敏');
  await clearPopups(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  const before = await today(page);

  // A project (offline-capable sync mutation).
  const tag = `${Date.now() % 100000}`;
  const projectName = `礼堂租金${tag}`;
  await unlock(page, '/YWGL/CWGL/QTSR');
  await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
  await page.getByRole('tab', { name: '收入项目' }).click();
  await page.getByRole('button', { name: '新增收入项目' }).click();
  const pd = page.getByRole('dialog', { name: '新增收入项目' });
  await pd.getByLabel('项目名称').fill(projectName);
  await pd.getByRole('combobox', { name: '收入类型' }).click();
  await page.getByRole('option', { name: '场地租金', exact: true }).click();
  await pd.getByRole('button', { name: '确定' }).click();
  await expect(pd).toBeHidden();
  await expect(rows(page).filter({ hasText: projectName })).toContainText('启用');
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/projects.png` });

  // The income, online.
  await page.getByRole('tab', { name: '收入明细' }).click();
  await page.getByRole('button', { name: '新增收入' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收入' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请选择收入项目')).toBeVisible();
  await dialog.getByRole('combobox', { name: '收入项目' }).click();
  await page.getByRole('option', { name: new RegExp(projectName) }).click();
  await dialog.getByLabel('金额').fill('1280.555');
  await dialog.getByLabel('交款人').fill('阳光艺术培训');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入正确的金额（最多两位小数）')).toBeVisible();
  await dialog.getByLabel('金额').fill('1280.55');
  await dialog.getByLabel('联系电话').fill('13800138000');
  await dialog.getByLabel('备注').fill(`11月周末礼堂租金${tag}`);
  await page.screenshot({ path: `${SHOTS}/income-dialog.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const row = rows(page).filter({ hasText: projectName });
  await expect(row).toContainText('¥1,280.55', { timeout: 30_000 });
  await expect(row).toContainText(/QT\d{13}/);
  await expect(row).toContainText('有效');
  await page.getByLabel('搜索收入').fill(tag);
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(page.getByLabel('收入合计')).toContainText('¥1,280.55');
  await expect(page.locator('table').first().locator('tfoot')).toContainText('¥1,280.55');
  await page.screenshot({ path: `${SHOTS}/incomes.png` });
  const sheet = await downloadSheet(page, () => page.getByRole('button', { name: '导出' }).click());
  expect(sheet.rows[0]?.[0]).toBe('序号');
  expect(sheet.rows.find((r) => r[0] === '合计')?.[7]).toBe(1280.55);

  // 收支统计: 今日 收入 moved by the amount, and the 收入 tab lists the project.
  expect((await today(page)).income).toBe(before.income + 128_055);
  await page.getByRole('button', { name: '今日' }).click();
  await page.getByRole('tab', { name: '收入', exact: true }).click();
  const statRow = page.locator('table').last().locator('tbody tr').filter({ hasText: projectName });
  await expect(statRow).toContainText('¥1,280.55');
  await page.screenshot({ path: `${SHOTS}/stats-income.png`, fullPage: true });

  // 作废 with a reason: the income is reversed.
  await unlock(page, '/YWGL/CWGL/QTSR');
  await page.getByLabel('搜索收入').fill(tag);
  await rows(page).filter({ hasText: projectName }).getByRole('button', { name: '作废' }).click();
  const voidDialog = page.getByRole('dialog', { name: '作废收入' });
  await voidDialog.getByRole('button', { name: '确定' }).click();
  await expect(voidDialog.getByText('请输入作废原因')).toBeVisible();
  await voidDialog.getByLabel('作废原因').fill('金额登记错误');
  await page.screenshot({ path: `${SHOTS}/void-dialog.png` });
  await voidDialog.getByRole('button', { name: '确定' }).click();
  await expect(voidDialog).toBeHidden();
  await expect(rows(page).filter({ hasText: projectName })).toContainText('已作废', { timeout: 30_000 });
  await expect(page.getByLabel('收入合计')).toContainText('¥0.00');
  await page.screenshot({ path: `${SHOTS}/voided.png` });

  // Offline the list still reads the replica; 新增收入 is greyed (需联网).
  await page.context().setOffline(true);
  await expect(page.getByRole('button', { name: '新增收入' })).toBeDisabled({ timeout: 15_000 });
  await expect(rows(page).filter({ hasText: projectName })).toContainText('已作废');
  await page.getByRole('button', { name: '新增收入' }).hover({ force: true });
  await page.screenshot({ path: `${SHOTS}/offline.png` });
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: '新增收入' })).toBeEnabled({ timeout: 15_000 });
  expect(fenOf((await page.getByLabel('已作废').textContent()) ?? '')).toBe(128_055);
  // The reversing line takes it back out: today's 净收入 is what it was (the cards count the −fen line as 支出).
  expect((await today(page)).net).toBe(before.net);
});
