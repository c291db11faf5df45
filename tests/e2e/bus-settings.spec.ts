import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openBusSettings } from './bus-helpers';
import { signInPrincipal } from './helpers';

/** 校车基础设置: every tab shows the demo fleet; a car added offline with its plate checked, kept through an offline reload, synced. */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/bus-settings';
const dataRows = (page: Page) => page.getByRole('tabpanel').locator('table').first().locator('tbody tr');
const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
};

test('the principal sees the demo fleet on every tab, adds a new-energy car offline (bad plate refused), reloads offline, syncs, deletes it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPrincipal(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await openBusSettings(page);

  await expect(dataRows(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByText('共 3 条')).toBeVisible();
  await expect(dataRows(page).first()).toContainText('陈志明');
  await page.screenshot({ path: `${SHOTS}/drivers.png` });
  // Search by name.
  await page.getByLabel('搜索司机').fill('王建');
  await expect(dataRows(page)).toHaveCount(1);
  await page.getByLabel('搜索司机').fill('不存在的人');
  await expect(page.getByRole('tabpanel').getByText('暂无数据')).toBeVisible();

  await openTab(page, '站点');
  await expect(page.getByText('共 8 条')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/stops.png` });
  await openTab(page, '路线');
  await expect(dataRows(page)).toHaveCount(2);
  await expect(dataRows(page).filter({ hasText: '一号线（早）' })).toContainText('香蜜湖一号南门 07:10 → 侨香村东门 07:18');
  await page.screenshot({ path: `${SHOTS}/routes.png` });
  await dataRows(page).filter({ hasText: '一号线（早）' }).getByRole('button', { name: '编辑' }).click();
  await expect(page.getByRole('dialog', { name: '编辑路线' })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/route-dialog.png` });
  await page.getByRole('dialog', { name: '编辑路线' }).getByRole('button', { name: '取消' }).click();
  await openTab(page, '消息模板');
  await expect(page.getByLabel('上车通知预览')).toHaveText('【校车】张小明已于07:35在阳光花园东门上车，车牌粤B12345D。');
  await page.getByRole('textbox', { name: '上车通知' }).fill('{幼儿姓名}在{站点}上车{班级}');
  await expect(page.getByLabel('上车通知预览')).toHaveText('（模板中有未知的占位符）');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('未知的占位符{班级}')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/template.png` });
  await page.getByRole('button', { name: '重置' }).click();
  await openTab(page, '报警设置');
  await expect(page.getByLabel('超速报警（km/h）')).toHaveValue('60');
  await expect(page.getByLabel('偏离路线报警距离（米）')).toHaveValue('25');
  await page.screenshot({ path: `${SHOTS}/alerts.png` });

  // Offline: a car with a bad plate is refused in Chinese, then saved with a new-energy plate.
  await openTab(page, '车辆');
  await expect(dataRows(page)).toHaveCount(3);
  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await page.getByRole('button', { name: '新增车辆' }).click();
  const dialog = page.getByRole('dialog', { name: '新增车辆' });
  await dialog.getByLabel('车牌号').fill('粤B1234');
  await dialog.getByLabel('车型').fill('宇通ZK6729');
  await dialog.getByLabel('核载人数').fill('');
  await dialog.getByLabel('GPS设备号').fill('013800000001');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('车牌号格式不正确')).toBeVisible();
  await expect(dialog.getByText('核载人数应为1-99的整数')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/car-dialog-errors.png` });
  await dialog.getByLabel('车牌号').fill('粤AD66688');
  await dialog.getByLabel('核载人数').fill('35');
  await dialog.getByRole('button', { name: '确定' }).click();
  // The GPS id is another car's: the mutator refuses it as the server would.
  await expect(page.getByText('该GPS设备号已被本园其他车辆使用')).toBeVisible();
  await dialog.getByLabel('GPS设备号').fill('013800000099');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  const added = dataRows(page).filter({ hasText: '粤AD66688' });
  await expect(added).toContainText('新能源');
  await page.reload();
  await openTab(page, '车辆');
  await expect(dataRows(page).filter({ hasText: '粤AD66688' })).toHaveCount(1, { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/cars-offline.png` });

  // Online: it reaches the server; then it is deleted again (确定), leaving the demo fleet as it was.
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  await dataRows(page).filter({ hasText: '粤AD66688' }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定删除车辆「粤AD66688」吗？' }).getByRole('button', { name: '确定' }).click();
  await expect(dataRows(page)).toHaveCount(3);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
});

test('a tablet shows the cars tab whole', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInPrincipal(page);
  await openBusSettings(page);
  await openTab(page, '车辆');
  await expect(dataRows(page)).toHaveCount(3, { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/cars-1024.png` });
});

test('油卡: a card goes apply → 通过 → 分配 → 注销, each row offering only the moves its state allows', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPrincipal(page);
  await openBusSettings(page);
  await openTab(page, '油卡');
  const reason = `e2e加油${Date.now() % 100000}`;
  await page.getByRole('button', { name: '申请油卡' }).click();
  const dialog = page.getByRole('dialog', { name: '申请油卡' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请选择车辆')).toBeVisible();
  await dialog.getByRole('combobox', { name: '车辆' }).click();
  await page.getByRole('option', { name: '粤B8K9Z3' }).click();
  await dialog.getByRole('textbox', { name: '申请事由' }).fill(reason);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  const card = dataRows(page).filter({ hasText: reason });
  await expect(card).toContainText('待审核');
  await expect(card.getByRole('button')).toHaveText(['通过', '驳回']);
  await card.getByRole('button', { name: '通过' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定通过该油卡吗？' }).getByRole('button', { name: '确定' }).click();
  await expect(card).toContainText('已通过');
  await expect(card.getByRole('button')).toHaveText(['分配']);
  await card.getByRole('button', { name: '分配' }).click();
  const allocate = page.getByRole('dialog', { name: '分配油卡' });
  await allocate.getByRole('textbox', { name: '油卡卡号' }).fill('12ab');
  await allocate.getByRole('button', { name: '确定' }).click();
  await expect(allocate.getByText('油卡卡号为8-20位数字')).toBeVisible();
  await allocate.getByRole('textbox', { name: '油卡卡号' }).fill('9100012345678');
  await allocate.getByRole('button', { name: '确定' }).click();
  await expect(card).toContainText('已分配');
  await expect(card).toContainText('9100012345678');
  // The server's history (who and when) comes back with the sync.
  await expect(card).toContainText('已分配 王丽华', { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/fuel-cards.png` });
  await card.getByRole('button', { name: '注销' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定注销该油卡吗？' }).getByRole('button', { name: '确定' }).click();
  await expect(card).toContainText('已注销');
  await expect(card.getByRole('button')).toHaveCount(0);
});
