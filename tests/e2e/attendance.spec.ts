import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSignedInShell, signIn } from './helpers';

const TABLET = { width: 1024, height: 768 };

/** A tablet signed in online (so the app and the class are on it), on the attendance sheet of its first class. */
async function tablet(browser: Browser, login: string, userName: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: TABLET });
  const page = await context.newPage();
  await signIn(page, login);
  await expectSignedInShell(page, userName);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/YWGL/YECQGL');
  await expect(rows(page)).toHaveCount(25, { timeout: 60_000 });
  await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  return { context, page };
}
const rows = (page: Page) => page.getByTestId('attendance-row');
const row = (page: Page, i: number) => rows(page).nth(i);
const count = (page: Page, key: string) => page.getByTestId('attendance-counts').locator(`[data-count="${key}"]`);

async function expectCounts(page: Page, want: Record<string, number>): Promise<void> {
  for (const [key, n] of Object.entries(want)) await expect(count(page, key)).toHaveText(new RegExp(`${n}$`));
}

async function withReason(page: Page, i: number, status: '请假' | '劝返', reason: string, leaveType?: '病假' | '事假') {
  await row(page, i).getByRole('button', { name: status }).click();
  const dialog = page.getByRole('dialog');
  if (leaveType) await dialog.getByText(leaveType, { exact: true }).click();
  await dialog.getByLabel(`${status}原因`).fill(reason);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

test('a morning sheet taken offline on two tablets converges on both, with both taps in the child’s day history', async ({ browser }) => {
  test.setTimeout(240_000);
  const a = await tablet(browser, 'jiaoshi', '李晓雯');
  const { page } = a;
  await expectCounts(page, { expected: 25, present: 0, unmarked: 25 });

  // Offline, the class teacher takes the morning attendance: 20 in, 2 on leave, 1 absent, 1 sent home at 37.8 °C.
  await a.context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  for (let i = 0; i < 20; i++) await row(page, i).getByRole('button', { name: '入园' }).click();
  await withReason(page, 20, '请假', '发烧在家休息', '病假');
  await withReason(page, 21, '请假', '回老家', '事假');
  await row(page, 22).getByRole('button', { name: '缺勤' }).click();
  await row(page, 23).getByRole('textbox').fill('37.8');
  await withReason(page, 23, '劝返', '晨检发热');
  const final = { expected: 25, present: 20, leave: 2, absent: 1, persuaded: 1, fever: 1, unmarked: 1 };
  await expectCounts(page, final);
  await expect(row(page, 23).getByRole('textbox')).toHaveValue('37.8');
  await expect(row(page, 21)).toContainText('事假：回老家');
  await page.screenshot({ path: '.tmp/attendance-offline.png' });

  // A reload offline: the sheet comes back from the device.
  await page.reload();
  await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
  await expectCounts(page, final);
  await expect(page.getByTestId('pending-count')).toHaveText('24 条待同步');

  // A second teacher's tablet, also offline, marks the first child (入园 on the first tablet) absent.
  const b = await tablet(browser, 'yuanzhang', '王丽华');
  const child = (await row(b.page, 0).getAttribute('data-name')) as string;
  await expect(row(page, 0)).toHaveAttribute('data-name', child);
  await b.context.setOffline(true);
  await row(b.page, 0).getByRole('button', { name: '缺勤' }).click();
  await expect(row(b.page, 0)).toHaveAttribute('data-status', '3');

  // Both online: every device shows the same answer (the later tap by HLC: the second tablet's).
  await a.context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  await b.context.setOffline(false);
  await expect(b.page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  const converged = { ...final, present: 19, absent: 2 };
  for (const p of [page, b.page]) {
    await expect(row(p, 0)).toHaveAttribute('data-status', '3', { timeout: 30_000 });
    await expectCounts(p, converged);
    // The child's day history has both taps, by both teachers, the winning one last.
    await row(p, 0).getByRole('button', { name: '记录' }).click();
    const history = p.getByTestId('attendance-history');
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('入园');
    await expect(history.getByRole('row').nth(1)).toContainText('李晓雯');
    await expect(history.getByRole('row').nth(2)).toContainText('缺勤');
    await expect(history.getByRole('row').nth(2)).toContainText('王丽华');
    await expect(history.getByRole('row').nth(2)).toContainText('当前');
  }
  await page.screenshot({ path: '.tmp/attendance-history.png' });
  await page.keyboard.press('Escape');
  await b.page.keyboard.press('Escape');
  await b.page.screenshot({ path: '.tmp/attendance-converged.png' });

  // The month's statistics count today's sheet (and the demo year) from the replica.
  await page.getByRole('tab', { name: '统计' }).click();
  await expect(page.getByRole('row').filter({ hasText: '大一班' }).first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: '.tmp/attendance-stats.png' });
  await a.context.close();
  await b.context.close();
});

test('全部入园 marks the unmarked children at once and never overwrites a tap, before or after', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await tablet(browser, 'jiaoshi', '李晓雯');
  // Another class than the first test's, so the two tests never share a sheet.
  const classSelect = page.getByRole('combobox', { name: '班级' });
  const own = await classSelect.inputValue();
  await classSelect.click();
  await page.getByRole('option').filter({ hasNotText: own }).first().click();
  await expect(classSelect).not.toHaveValue(own);
  await expect(rows(page).first()).toBeVisible();
  const n = await rows(page).count();
  await expectCounts(page, { expected: n, unmarked: n });

  await row(page, 0).getByRole('button', { name: '缺勤' }).click();
  await page.getByRole('button', { name: '全部入园' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`确定将未签到的 ${n - 1} 名幼儿记为入园吗？`);
  await dialog.getByRole('button', { name: '确定' }).click();
  // At once: every other child is 入园 in the same moment, the child tapped 缺勤 before stays 缺勤.
  await expectCountsWithin(page, { present: n - 1, absent: 1, unmarked: 0 }, 1_000);
  await expect(row(page, 0)).toHaveAttribute('data-status', '3');
  await expect(page.getByRole('button', { name: '全部入园' })).toBeDisabled();
  // A tap right after is the child's state: nothing of the batch comes later to overwrite it.
  await row(page, n - 1)
    .getByRole('button', { name: '缺勤' })
    .click();
  await expectCounts(page, { present: n - 2, absent: 2, unmarked: 0 });
  await page.screenshot({ path: '.tmp/shots/attendance-enter-all.png' });
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  // Synced and read back from the device: the same answer, the last child still 缺勤.
  await page.reload();
  await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
  await classSelect.click();
  await page.getByRole('option').filter({ hasNotText: own }).first().click();
  await expectCounts(page, { expected: n, present: n - 2, absent: 2, unmarked: 0 });
  await expect(row(page, 0)).toHaveAttribute('data-status', '3');
  await expect(row(page, n - 1)).toHaveAttribute('data-status', '3');
  await context.close();
});

async function expectCountsWithin(page: Page, want: Record<string, number>, timeout: number): Promise<void> {
  for (const [key, n] of Object.entries(want)) await expect(count(page, key)).toHaveText(new RegExp(`${n}$`), { timeout });
}
