import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ExcelJS from 'exceljs';
import { clearPopups, expectSignedInShell, signIn } from './helpers';

/** 教职工考勤 on a tablet: marks made offline are kept through an offline reload, synced after; the month exports as .xlsx. */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/staff-attendance';
const staffRows = (page: Page) => page.getByTestId('staff-row');
const staffRow = (page: Page, name: string) => page.locator(`[data-testid="staff-row"][data-name="${name}"]`);
const count = (page: Page, key: string) => page.getByTestId('staff-counts').locator(`[data-count="${key}"]`);

async function expectCounts(page: Page, want: Record<string, number>): Promise<void> {
  for (const [key, n] of Object.entries(want)) await expect(count(page, key)).toHaveText(new RegExp(`${n}$`));
}

async function withReason(page: Page, name: string, status: '请假' | '公出', reason: string, kind?: string) {
  await staffRow(page, name).getByRole('button', { name: status }).click();
  const dialog = page.getByRole('dialog');
  if (kind) await dialog.getByText(kind, { exact: true }).click();
  await dialog.getByLabel(status === '请假' ? '请假原因' : '外出事由').fill(reason);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the tab and answers how many people the sheet lists: the demo's five, and anyone another spec had join. */
async function openStaffTab(page: Page): Promise<number> {
  await page.getByRole('tab', { name: '教职工考勤' }).click();
  await expect.poll(() => staffRows(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
  return staffRows(page).count();
}

test('the principal marks the staff offline on a tablet, keeps them through an offline reload, syncs, and exports the month', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await clearPopups(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/YWGL/YECQGL');
  await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
  const people = await openStaffTab(page);
  // The roster comes grouped by department.
  await expect.poll(() => page.getByTestId('staff-department').count()).toBeGreaterThanOrEqual(4);
  await expectCounts(page, { expected: people, unmarked: people });

  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await staffRow(page, '李晓雯').getByRole('button', { name: '迟到' }).click();
  await withReason(page, '张敏', '请假', '带孩子体检', '年假');
  await withReason(page, '陈建国', '公出', '区教育局开会');
  await staffRow(page, '王丽华').getByRole('button', { name: '出勤' }).click();
  const final = { expected: people, atWork: 3, late: 1, out: 1, leave: 1, absent: 0, unmarked: people - 4 };
  await expectCounts(page, final);
  await expect(staffRow(page, '张敏')).toContainText('年假：带孩子体检');
  await page.screenshot({ path: `${SHOTS}/staff-sheet-1024.png` });

  // A reload offline: the sheet comes back from the device.
  await page.reload();
  await openStaffTab(page);
  await expectCounts(page, final);
  await expect(staffRow(page, '陈建国')).toHaveAttribute('data-status', '5');

  // The day's history of one person, still waiting to sync.
  await staffRow(page, '李晓雯').getByRole('button', { name: '记录' }).click();
  const history = page.getByTestId('attendance-history');
  await expect(history.locator('tbody tr')).toHaveCount(1);
  await expect(history).toContainText('迟到');
  await expect(history).toContainText('本机（待同步）');
  await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
  await page.screenshot({ path: `${SHOTS}/staff-history-1024.png` });
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Online again: the marks reach the server, and the recorder's name comes back.
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  await staffRow(page, '李晓雯').getByRole('button', { name: '记录' }).click();
  await expect(history).toContainText('王丽华', { timeout: 30_000 });
  await page.keyboard.press('Escape');

  // The month per person, exported as a workbook built in the xlsx worker.
  await page.getByText('月度统计', { exact: true }).click();
  await expect(page.getByRole('columnheader', { name: '出勤率' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/staff-stats-1024.png` });
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出', exact: true }).click()]);
  expect(file.suggestedFilename()).toMatch(/^教职工考勤统计-\d{4}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0] as ExcelJS.Worksheet;
  expect(sheet.name).toMatch(/教职工考勤统计$/);
  expect((sheet.getRow(1).values as unknown[]).slice(1, 7)).toEqual(['序号', '姓名', '部门', '岗位', '考勤天数', '出勤天数']);
  expect(sheet.rowCount).toBe(people + 1);

  // The wide screen, for the record.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/staff-stats-1440.png` });
  await page.getByText('每日考勤', { exact: true }).click();
  await expect(staffRows(page)).toHaveCount(people);
  await page.screenshot({ path: `${SHOTS}/staff-sheet-1440.png` });
  await context.close();
});

test('a teacher has no 教职工考勤 tab', async ({ page }) => {
  await signIn(page, 'jiaoshi');
  await expectSignedInShell(page, '李晓雯');
  await page.goto('/YWGL/YECQGL');
  await expect(page.getByRole('tab', { name: '考勤登记' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: '教职工考勤' })).toHaveCount(0);
});

test('全部出勤 marks the unmarked staff at once and never overwrites a mark, before or after', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await clearPopups(page);
  await page.goto('/YWGL/YECQGL');
  await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
  const people = await openStaffTab(page);
  // Last Sunday (China): the demo marks weekdays only, and the first test marks today.
  const china = new Date(Date.now() + 8 * 3600_000);
  const sunday = new Date(china.getTime() - (china.getUTCDay() || 7) * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('考勤日期').fill(sunday);
  await expectCounts(page, { expected: people, unmarked: people });

  // Offline, so what is queued shows: the tap, then 全部出勤 as one change, not one per person.
  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await staffRow(page, '李晓雯').getByRole('button', { name: '缺勤' }).click();
  await page.getByRole('button', { name: '全部出勤' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`确定将未登记的 ${people - 1} 名教职工记为出勤吗？`);
  await dialog.getByRole('button', { name: '确定' }).click();
  // At once: everyone else 出勤 in the same moment, the member marked 缺勤 before stays 缺勤.
  for (const [key, n] of Object.entries({ atWork: people - 1, absent: 1, unmarked: 0 }))
    await expect(count(page, key)).toHaveText(new RegExp(`${n}$`), { timeout: 1_000 });
  await expect(page.getByTestId('pending-count')).toHaveText('2 条待同步');
  // A mark right after is the member's state: nothing of the batch comes later to overwrite it.
  await staffRow(page, '张敏').getByRole('button', { name: '缺勤' }).click();
  await expectCounts(page, { atWork: people - 2, absent: 2, unmarked: 0 });
  await page.screenshot({ path: `${SHOTS}/staff-all-present.png` });
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  await page.reload();
  await openStaffTab(page);
  await page.getByLabel('考勤日期').fill(sunday);
  await expectCounts(page, { expected: people, atWork: people - 2, absent: 2, unmarked: 0 });
  await context.close();
});
