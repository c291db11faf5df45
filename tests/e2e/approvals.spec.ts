import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage } from './helpers';

/**
 * 审批 (docs/approvals.md): jiaoshi applies for two days' leave offline (queued on the device, 未提交（待同步）), goes
 * online, the principal approves in another browser, jiaoshi sees 已通过, and 教职工考勤 shows both days as 事假.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots/approvals';

/** China-time day `back` days before today. */
const chinaDay = (back: number) => new Date(Date.now() + 8 * 3600_000 - back * 86_400_000).toISOString().slice(0, 10);

const signedIn = (browser: Browser, login: string, name: string) => signedInPage(browser, login, name, { width: 1366, height: 860 });

async function fillDay(page: Page, label: string, day: string) {
  const input = page.getByRole('dialog').getByLabel(label);
  await input.fill(day);
  await input.press('Tab');
  await expect(input).toHaveValue(day);
}

test('a leave applied offline is queued, then approved by the principal on another browser and written into staff attendance', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await mkdir(SHOTS, { recursive: true });
  // Two days just past (the staff sheet shows days up to today): a leave asked for afterwards, as 补假.
  const [start, end] = [chinaDay(3), chinaDay(2)];

  const teacher = await signedIn(browser, 'jiaoshi', '李晓雯');
  await teacher.goto('/APPROVAL');
  // The templates come from the replica: once they are there, the form works without the server.
  await expect(teacher.getByRole('button', { name: '请假' })).toBeVisible({ timeout: 60_000 });
  await teacher.screenshot({ path: `${SHOTS}/apply-tiles.png` });

  await teacher.context().setOffline(true);
  await expect(teacher.getByTestId('network-status')).toHaveText('离线');
  await teacher.getByRole('button', { name: '请假' }).click();
  const dialog = teacher.getByRole('dialog', { name: '请假' });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请选择请假类型')).toBeVisible();
  await dialog.getByRole('radio', { name: '事假' }).check();
  await fillDay(teacher, '请假时间开始日期', start);
  await fillDay(teacher, '请假时间结束日期', end);
  await expect(dialog.getByText('共 2 天')).toBeVisible();
  await dialog.getByLabel('请假事由').fill('孩子发烧在家照顾');
  await teacher.screenshot({ path: `${SHOTS}/apply-dialog.png` });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toBeHidden();
  await expect(teacher.getByText('申请已保存，联网后自动提交')).toBeVisible();
  // 我的申请 shows it from the device, clearly not submitted yet.
  await expect(teacher.getByRole('tab', { name: '我的申请' })).toHaveAttribute('aria-selected', 'true');
  const pendingRow = teacher.getByRole('row').filter({ hasText: '请假类型：事假' });
  await expect(pendingRow).toContainText('未提交（待同步）');
  await expect(teacher.getByTestId('pending-count')).toBeVisible();
  await teacher.screenshot({ path: `${SHOTS}/mine-offline.png` });

  await teacher.context().setOffline(false);
  await expect(teacher.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  await expect(pendingRow).toContainText('审批中', { timeout: 30_000 });
  await expect(pendingRow).toContainText('王丽华');

  // The principal, on her own browser: 待我审批 → 审批 → 同意.
  const principal = await signedIn(browser, 'yuanzhang', '王丽华');
  await principal.goto('/APPROVAL');
  await principal.getByRole('tab', { name: '待我审批' }).click();
  const todo = principal.getByRole('row').filter({ hasText: '李晓雯提交的请假' });
  await todo.getByRole('button', { name: '审批' }).click();
  const drawer = principal.getByRole('dialog', { name: '审批详情' });
  await expect(drawer).toContainText('孩子发烧在家照顾');
  await expect(drawer).toContainText(`${start} 至 ${end}（共2天）`);
  await principal.screenshot({ path: `${SHOTS}/detail-todo.png` });
  await drawer.getByLabel('审批意见').fill('注意休息');
  await drawer.getByRole('button', { name: '同意', exact: true }).click();
  await principal.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(drawer.getByText('已通过').first()).toBeVisible();
  await expect(drawer).toContainText('王丽华 已同意');
  await principal.screenshot({ path: `${SHOTS}/detail-passed.png` });
  await principal.keyboard.press('Escape');

  // jiaoshi sees 已通过 on the 我的申请 she left open: the decision's 通知 reads the list again, no reload.
  await expect(teacher.getByRole('row').filter({ hasText: '请假类型：事假' }).first()).toContainText('已通过', { timeout: 20_000 });
  await teacher.screenshot({ path: `${SHOTS}/mine-passed.png` });

  // 教职工考勤 shows both days as 请假 (事假), written by the server as staff attendance events.
  await principal.goto('/YWGL/YECQGL');
  await principal.getByRole('tab', { name: '教职工考勤' }).click();
  const sheetRow = principal.locator('[data-testid="staff-row"][data-name="李晓雯"]');
  for (const day of [start, end]) {
    await principal.getByLabel('考勤日期').fill(day);
    await expect(sheetRow).toHaveAttribute('data-status', '2', { timeout: 30_000 });
    await expect(sheetRow).toContainText('事假');
  }
  await principal.screenshot({ path: `${SHOTS}/staff-attendance-leave.png` });

  // The other screens, for the record: 审批管理 and 审批设置 with the designer.
  await principal.goto('/YWGL/SPGL');
  await expect(principal.getByRole('row').filter({ hasText: '李晓雯' }).first()).toContainText('已通过');
  await principal.screenshot({ path: `${SHOTS}/manage.png` });
  await principal.goto('/JCSZ/SPGL');
  await expect(principal.getByText('共 5 条')).toBeVisible({ timeout: 30_000 });
  await principal.screenshot({ path: `${SHOTS}/templates.png` });
  await principal.getByRole('row').filter({ hasText: '采购申请' }).getByRole('button', { name: '编辑' }).click();
  const designer = principal.getByRole('dialog', { name: '编辑审批模板' });
  await expect(designer.getByLabel('模板名称')).toHaveValue('采购申请');
  await principal.screenshot({ path: `${SHOTS}/designer.png` });
  await designer.getByRole('button', { name: '添加节点' }).scrollIntoViewIfNeeded();
  await expect(designer.getByText('节点2')).toBeVisible();
  await principal.screenshot({ path: `${SHOTS}/designer-flow.png` });
});
