import type { Page } from '@playwright/test';
import { replicaRows } from './bus-helpers';
import { expect, test } from './fixtures';
import { clearPopups, signIn, signInAs } from './helpers';

/**
 * The end of a trip (review item 13): on last Saturday (no demo trip that day) xiaoche boards the first stop's four
 * children of 一号线（早） and no one else, lets all four off at the school with one 全部下车 (确定/取消), and 结束行程
 * names the nine riders never marked (待上车). The principal's control centre names them on the ended trip's card,
 * and 行程详情 shows where each child got on and where they got off.
 */
const SHOTS = '.tmp/shots/bus-trip-end';
const MORNING = '一号线（早）';

/** The last Saturday before today, China time (the demo seeds trips Monday to Friday only). */
function lastSaturday(): string {
  let d = new Date(Date.now() + 8 * 3600_000 - 86_400_000);
  while (d.getUTCDay() !== 6) d = new Date(d.getTime() - 86_400_000);
  return d.toISOString().slice(0, 10);
}

const count = (page: Page, key: string) => page.getByTestId('trip-counts').locator(`[data-count="${key}"]`);

test('全部下车 at the school, and the riders never marked are named at the end and on the principal’s card', async ({ browser }) => {
  test.setTimeout(240_000);
  const day = lastSaturday();
  const phone = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await phone.newPage();
  await signInAs(page, 'xiaoche');
  await clearPopups(page);
  await page.goto('/busRide');
  await expect(page.getByTestId('trip').filter({ hasText: MORNING })).toContainText('应乘 13', { timeout: 120_000 });
  const route = (await replicaRows<{ id: string; name: string }>(page, 'busRoutes')).find((r) => r.name === MORNING);
  await page.goto(`/busRide?route=${route?.id}&day=${day}&stop=0`);
  await expect(page.getByTestId('stop-name')).toHaveText('香蜜湖一号南门', { timeout: 30_000 });

  // The first stop's four children board; nobody else is marked.
  const here = (await page.getByTestId('rider').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-name') ?? ''))).slice(0, 4);
  for (const name of here) await page.getByRole('button', { name: `${name}上车`, exact: true }).click();
  await expect(count(page, 'onBoard')).toHaveText(/4$/);
  // 全部下车 is the school's: not offered before it.
  await expect(page.getByRole('button', { name: /^全部下车/ })).toHaveCount(0);
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: '下一站' }).click();
  await expect(page.getByTestId('stop-name')).toHaveText('本园正门');

  // 全部下车: 取消 changes nothing; 确定 lets all four off at 本园正门, in one action.
  const all = page.getByRole('button', { name: '全部下车（4 人）' });
  await all.click();
  const confirm = page.getByRole('dialog', { name: '全部下车' });
  await expect(confirm).toContainText('4 名幼儿');
  await page.screenshot({ path: `${SHOTS}/alight-all-confirm.png` });
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(count(page, 'onBoard')).toHaveText(/4$/);
  await all.click();
  await page.getByRole('dialog', { name: '全部下车' }).getByRole('button', { name: '确定' }).click();
  await expect(count(page, 'onBoard')).toHaveText(/0$/);
  await expect(count(page, 'alighted')).toHaveText(/4$/);
  for (const name of here)
    await expect(page.locator(`[data-testid="rider"][data-name="${name}"]`)).toHaveAttribute('data-state', 'alighted');
  await expect(page.getByRole('button', { name: /^全部下车/ })).toHaveCount(0);

  // 结束行程: the nine never marked are named before the trip ends.
  await page.getByRole('button', { name: '结束行程' }).click();
  const ending = page.getByRole('dialog');
  const unmarked = ending.getByTestId('unmarked-children');
  await expect(unmarked).toContainText('9 名幼儿未登记（待上车）');
  for (const name of here) await expect(unmarked).not.toContainText(name);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/end-unmarked.png` });
  await ending.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('trip-closed')).toContainText('已结束');
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  await phone.close();

  // The principal's control centre, that day: the ended trip's card names the nine; 行程详情 shows both stops.
  const desk = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const principal = await desk.newPage();
  await signIn(principal, 'yuanzhang');
  await expect(principal).toHaveURL(/\/HOME$/);
  await clearPopups(principal);
  await principal.goto('/HQGL/ZHXC/XCZK');
  const date = principal.getByRole('textbox', { name: '选择日期' });
  await date.fill(day);
  await date.press('Enter');
  await principal.keyboard.press('Escape');
  const card = principal.locator(`[data-trip="${MORNING}"]`);
  await expect(card.getByTestId('trip-unmarked')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('trip-unmarked')).toContainText('结束时未登记（待上车）');
  await expect(card.locator('[data-count="待上车"] p').first()).toHaveText('9');
  const named = ((await card.getByTestId('trip-unmarked').textContent()) ?? '').split('：')[1]?.split('、') ?? [];
  expect(named).toHaveLength(9);
  await card.scrollIntoViewIfNeeded();
  await principal.screenshot({ path: `${SHOTS}/control-centre-unmarked.png` });

  await card.getByRole('button', { name: '行程详情' }).click();
  const detail = principal.getByRole('dialog');
  await expect(detail.getByRole('columnheader', { name: '上车站点' })).toBeVisible();
  await expect(detail.getByRole('columnheader', { name: '下车站点' })).toBeVisible();
  for (const name of here) {
    const row = detail.getByRole('row').filter({ hasText: name });
    // Got on at their stop, got off at the school: the two columns, not one stop for both.
    await expect(row).toContainText('香蜜湖一号南门');
    await expect(row).toContainText('本园正门');
  }
  await principal.waitForTimeout(400);
  await principal.screenshot({ path: `${SHOTS}/trip-detail-stops.png` });
  await desk.close();
});
