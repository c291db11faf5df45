import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { downloadSheet } from './finance-helpers';
import { clearPopups, DEMO_FINANCE_PASSWORD, expectSignedInShell, signIn } from './helpers';

/**
 * 记账管理 (issue 24 item 2): caiwu unlocks finance and books an expense with a voucher picture (typed in yuan, kept in
 * fen); she may not review her own entry; yuanzhang approves it online, and the sums bar shows it. An approved entry
 * cannot be deleted; the export downloads, the remark that reads like a formula written as text.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/finance-books';
const rows = (page: Page) => page.locator('table').first().locator('tbody tr');

async function openBooks(page: Page, login: string, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, login);
  await expectSignedInShell(page, name);
  await clearPopups(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/YWGL/CWGL/JZGL');
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeVisible();
  await page.getByLabel('财务密码', { exact: true }).fill(DEMO_FINANCE_PASSWORD);
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeHidden();
  await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  return { context, page: await context.newPage() };
}

test.use({ actionTimeout: 20_000 });

test('caiwu books an expense with a voucher picture, yuanzhang approves it, the sums show it', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a8fd5' } })
    .jpeg()
    .toBuffer();
  // It starts like a formula (a user typed it so): the export writes it as text, never to be evaluated.
  const remark = `=蔬菜采购${Date.now() % 100000}`;

  await openBooks(page, 'caiwu', '张敏');
  await expect(page.getByLabel('支出合计')).toContainText('¥');
  await page.getByRole('button', { name: '新增记账' }).click();
  const dialog = page.getByRole('dialog', { name: '新增记账' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请选择类别')).toBeVisible();
  await dialog.getByRole('combobox', { name: '类别' }).click();
  await page.getByRole('option', { name: '食材采购', exact: true }).click();
  await dialog.getByLabel('金额').fill('386.295');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入正确的金额（最多两位小数）')).toBeVisible();
  await dialog.getByLabel('金额').fill('386.29');
  await dialog.getByLabel('选择凭证图片').setInputFiles({ name: '发票.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByText('1/9')).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('备注').fill(remark);
  await page.screenshot({ path: `${SHOTS}/entry-dialog.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  const row = rows(page).filter({ hasText: remark });
  await expect(row).toContainText('¥386.29');
  await expect(row).toContainText('未审核');
  await expect(row.getByRole('img', { name: '凭证' })).toBeVisible();
  // Her own entry: no 审核 for her.
  await expect(row.getByRole('button', { name: '审核' })).toHaveCount(0);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  await expect(row).toContainText('张敏', { timeout: 30_000 });
  await page.getByLabel('搜索记账').fill(remark);
  await expect(page.getByLabel('支出合计')).toContainText('¥386.29');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-caiwu.png` });

  // yuanzhang approves it online.
  const other = await newPage(browser, baseURL);
  const boss = other.page;
  await openBooks(boss, 'yuanzhang', '王丽华');
  const theirs = rows(boss).filter({ hasText: remark });
  await expect(theirs).toContainText('未审核', { timeout: 30_000 });
  await theirs.getByRole('button', { name: '审核' }).click();
  const review = boss.getByRole('dialog', { name: '审核记账' });
  await review.getByLabel('驳回').check();
  await review.getByRole('button', { name: '确定' }).click();
  await expect(review.getByText('请输入驳回原因')).toBeVisible();
  await review.getByLabel('通过').check();
  await boss.screenshot({ path: `${SHOTS}/review-dialog.png` });
  await review.getByRole('button', { name: '确定' }).click();
  await expect(review).toBeHidden();
  await expect(theirs).toContainText('已审核', { timeout: 30_000 });
  await boss.getByLabel('搜索记账').fill(remark);
  await expect(boss.getByLabel('支出合计')).toContainText('¥386.29');
  await expect(boss.getByLabel('结余')).toContainText('-¥386.29');
  await boss.getByLabel('搜索记账').fill('');
  // The demo's four entries (three waiting for review, one rejected with its reason) and this one.
  await expect(boss.getByText('共 5 条')).toBeVisible();
  await expect(rows(boss).filter({ hasText: '驳回原因：' })).toHaveCount(1);
  await boss.screenshot({ path: `${SHOTS}/list-approved.png` });
  await other.context.close();

  // caiwu sees it approved; it can be neither edited nor deleted now (the server refuses it too); the export downloads.
  await expect(row).toContainText('已审核', { timeout: 60_000 });
  await expect(row).toContainText('王丽华审核');
  await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  const sheet = await downloadSheet(page, () => page.getByRole('button', { name: '导出' }).click());
  expect(sheet.name).toMatch(/^记账明细-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // The list is searched down to this entry: its remark as text behind a quote, its amount and the sums as numbers.
  const entryCells = sheet.rows.find((r) => String(r[6]).includes(remark.slice(1)));
  expect([entryCells?.[6], entryCells?.[4]]).toEqual([`'${remark}`, 386.29]);
  expect(sheet.rows.find((r) => r[3] === '支出合计')?.[4]).toBe(386.29);
  expect(sheet.rows.find((r) => r[3] === '结余')?.[4]).toBe(-386.29);
  await row.getByRole('img', { name: '凭证' }).click();
  await expect(page.getByRole('dialog', { name: '图片预览' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/voucher-preview.png` });
});

test('an income drafted offline survives a reload and reaches the server; on a phone the list reads as cards', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const remark = `离线捐赠${Date.now() % 100000}`;
  await openBooks(page, 'caiwu', '张敏');
  await expect(rows(page).filter({ hasText: '10月水电费' })).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await page.getByRole('button', { name: '新增记账' }).click();
  const dialog = page.getByRole('dialog', { name: '新增记账' });
  await dialog.getByLabel('收入').check();
  await dialog.getByRole('combobox', { name: '类别' }).click();
  await page.getByRole('option', { name: '捐赠', exact: true }).click();
  await dialog.getByLabel('金额').fill('1200');
  await dialog.getByLabel('备注').fill(remark);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  const row = rows(page).filter({ hasText: remark });
  await expect(row).toContainText('¥1,200.00', { timeout: 30_000 });
  await expect(row).toContainText('未审核');
  // Review and deletion need the server.
  await row.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('当前处于离线状态，删除记账需要联网')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  await expect(row).toContainText('张敏', { timeout: 30_000 });
  await expect(page.getByLabel('收入合计')).toContainText('¥6,200.00');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/phone.png`, fullPage: true });
});
