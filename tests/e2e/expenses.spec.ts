import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { fenOf } from './finance-helpers';
import { DEMO_FINANCE_PASSWORD, signedInPage } from './helpers';

/**
 * 支出报销 (docs/finance.md "支出与报销"): jiaoshi applies for a 报销 in 审批中心 with an invoice picture; 王丽华
 * (her department's head) and then 张敏 (岗位：财务) approve it; the passed application is a claim 待付款 in 支出报销;
 * caiwu confirms payment (bank card) and sees it in 支出明细 and under 收支统计 → 支出 (counts are relative: other
 * specs share the server).
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots/expenses';

const signedIn = (browser: Browser, login: string, name: string) => signedInPage(browser, login, name, { width: 1440, height: 900 });

async function approve(page: Page, money: string, detail: string) {
  await page.goto('/APPROVAL');
  await page.getByRole('tab', { name: '待我审批' }).click();
  const todo = page
    .getByRole('row')
    .filter({ hasText: '李晓雯提交的报销申请' })
    .filter({ hasText: `报销金额：${money}` });
  await todo.getByRole('button', { name: '审批' }).click();
  const drawer = page.getByRole('dialog', { name: '审批详情' });
  await expect(drawer).toContainText(detail);
  await drawer.getByRole('button', { name: '同意', exact: true }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(drawer).toContainText('已同意');
  await page.keyboard.press('Escape');
}

async function unlockFinance(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeVisible();
  await page.getByLabel('财务密码', { exact: true }).fill(DEMO_FINANCE_PASSWORD);
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeHidden();
}

test.use({ actionTimeout: 20_000 });

test('a 报销申请 approved in 审批中心 is paid in 支出报销 and counted under 收支统计 → 支出', async ({ browser }) => {
  test.setTimeout(360_000);
  await mkdir(SHOTS, { recursive: true });
  const detail = `绘本角标签纸${Date.now() % 100000}`;
  // A unique amount: 待我审批's row shows the first two fields (报销金额, 报销类别), not the detail.
  const cents = 10_000 + (Date.now() % 9000);
  const yuan = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const money = `¥${yuan}`;
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d5893a' } })
    .jpeg()
    .toBuffer();

  // jiaoshi applies.
  const teacher = await signedIn(browser, 'jiaoshi', '李晓雯');
  await teacher.goto('/APPROVAL');
  await expect(teacher.getByRole('button', { name: '报销申请' })).toBeVisible({ timeout: 60_000 });
  await teacher.getByRole('button', { name: '报销申请' }).click();
  const dialog = teacher.getByRole('dialog', { name: '报销申请' });
  await dialog.getByLabel('报销金额').fill(yuan);
  await dialog.getByRole('radio', { name: '办公用品' }).check();
  await dialog.getByLabel('费用明细').fill(detail);
  await dialog.getByLabel('选择图片').setInputFiles({ name: '发票.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByText('1/9')).toBeVisible({ timeout: 20_000 });
  await teacher.screenshot({ path: `${SHOTS}/apply-dialog.png` });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toBeHidden();
  const mine = teacher.getByRole('row').filter({ hasText: '报销申请' }).first();
  await expect(mine).toContainText('审批中', { timeout: 60_000 });
  await teacher.context().close();

  // 王丽华 (department head), then 张敏 (岗位：财务).
  const principal = await signedIn(browser, 'yuanzhang', '王丽华');
  await approve(principal, money, detail);
  await principal.context().close();
  const page = await signedIn(browser, 'caiwu', '张敏');
  await approve(page, money, detail);

  // The passed application is a claim 待付款 in 支出报销.
  await unlockFinance(page, '/YWGL/CWGL/ZCBX');
  await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
  const row = page.locator('table').first().locator('tbody tr').filter({ hasText: detail });
  await expect(row).toContainText('待付款', { timeout: 60_000 });
  await expect(row).toContainText(money);
  await expect(row).toContainText('李晓雯');
  await expect(row.getByRole('img', { name: '发票' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reimburse-list.png` });

  // 详情: the application's progress, step by step.
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: '报销详情' });
  await expect(drawer).toContainText('审批进度');
  await expect(drawer).toContainText('王丽华 同意');
  await expect(drawer).toContainText('张敏 同意');
  await page.screenshot({ path: `${SHOTS}/detail.png` });
  await page.keyboard.press('Escape');

  // 确认付款.
  await row.getByRole('button', { name: '确认付款' }).click();
  const pay = page.getByRole('dialog', { name: '确认付款' });
  await expect(pay).toContainText(money);
  await page.screenshot({ path: `${SHOTS}/pay-dialog.png` });
  await pay.getByRole('button', { name: '确定' }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByText('付款成功')).toBeVisible();
  await expect(row).toContainText('已付款', { timeout: 60_000 });
  await expect(row.getByRole('button', { name: '确认付款' })).toHaveCount(0);
  await page.getByLabel('搜索报销').fill(detail);
  await expect(page.getByLabel('已付款')).toContainText(money);
  await expect(page.getByText('共 1 条')).toBeVisible();
  await page.getByLabel('搜索报销').fill('没有这样的报销');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reimburse-empty.png` });
  await page.getByLabel('搜索报销').fill('');

  // 登记报销 on the page checks the form with the contract's words.
  await page.getByRole('button', { name: '登记报销' }).click();
  const register = page.getByRole('dialog', { name: '登记报销' });
  await register.getByRole('button', { name: '确定' }).click();
  await expect(register.getByText('请选择支出项目')).toBeVisible();
  await expect(register.getByText('请输入报销事由')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/register-dialog.png` });
  await register.getByRole('button', { name: '取消' }).click();
  await expect(register).toBeHidden();

  // 变更记录.
  await row.getByRole('button', { name: '详情' }).click();
  await drawer.getByRole('button', { name: '变更记录' }).click();
  const audit = page.getByRole('dialog', { name: /变更记录/ });
  await expect(audit).toContainText('报销审批通过');
  await expect(audit).toContainText('确认付款');
  await page.screenshot({ path: `${SHOTS}/audit.png` });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // 支出明细: from the ledger, with its source.
  await page.getByRole('tab', { name: '支出明细' }).click();
  const line = page.locator('table').first().locator('tbody tr').filter({ hasText: detail });
  await expect(line).toContainText('报销');
  await expect(line).toContainText('办公用品');
  await expect(line).toContainText('银行卡');
  await expect(line).toContainText(money);
  await expect(page.locator('tfoot')).toContainText('合计');
  await page.screenshot({ path: `${SHOTS}/expenditure.png` });

  // 支出项目.
  await page.getByRole('tab', { name: '支出项目' }).click();
  await expect(page.getByRole('row').filter({ hasText: '办公用品' }).first()).toContainText('¥20,000.00');
  await page.screenshot({ path: `${SHOTS}/projects.png` });

  // 收支统计 → 支出: 办公用品 today holds at least this payment.
  await page.goto('/YWGL/CWGL/SZTJ');
  await page.getByRole('tab', { name: '支出', exact: true }).click();
  const office = page.locator('table').last().locator('tbody tr').filter({ hasText: '办公用品' });
  await expect(office).toBeVisible({ timeout: 30_000 });
  expect(fenOf((await office.locator('td').last().textContent()) ?? '')).toBeGreaterThanOrEqual(cents);
  await office.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/stats-expend.png` });

  // Offline: 支出明细 needs the network; 登记报销 is greyed.
  await page.goto('/YWGL/CWGL/ZCBX');
  await expect(page.getByRole('tab', { name: '报销', exact: true })).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await expect(page.getByRole('button', { name: '登记报销（需联网）' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/reimburse-offline.png` });
  await page.getByRole('tab', { name: '支出明细' }).click();
  await expect(page.getByText('需联网', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline.png` });
  await page.context().setOffline(false);
});
