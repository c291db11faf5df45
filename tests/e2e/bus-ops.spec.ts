import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { busTeacher, openBusSettings, replicaRows, SCHOOL } from './bus-helpers';
import { signInPrincipal } from './helpers';

/**
 * 校车运营: the riders editor adds and removes a child; the control centre shows a tap pushed by the bus teacher on
 * today's afternoon route within 2 s (the bus socket); 行驶记录 shows a seeded day; an export downloads an .xlsx.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/bus-ops';
const AFTERNOON = '二号线（晚）';
const today = () => {
  const d = new Date(Date.now() + 8 * 3600_000);
  return d.toISOString().slice(0, 10);
};

const count = (page: Page, trip: string, label: string) => page.locator(`[data-trip="${trip}"] [data-count="${label}"] p`).first();

test('riders editor, live control centre, records and export', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPrincipal(page);

  // 乘车名单: add a child to the afternoon route's second stop, then take them off again.
  await openBusSettings(page);
  await page.getByRole('tab', { name: '路线', exact: true }).click();
  const row = page.getByRole('tabpanel').locator('tbody tr').filter({ hasText: AFTERNOON });
  await row.getByRole('button', { name: '乘车名单' }).click();
  const dialog = page.getByRole('dialog', { name: `乘车名单 · ${AFTERNOON}` });
  await expect(dialog.getByText('共 10 名幼儿')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/riders.png` });
  await dialog.getByRole('button', { name: '添加幼儿' }).click();
  const picker = page.getByRole('dialog', { name: '添加乘车幼儿' });
  await expect(picker.getByText('已在本路线').first()).toBeVisible();
  const free = picker.locator('[data-pick]:not([data-taken])').first();
  const name = (await free.getAttribute('data-pick')) ?? '';
  await free.getByRole('checkbox').check();
  await page.screenshot({ path: `${SHOTS}/riders-add.png` });
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('共 11 名幼儿')).toBeVisible();
  const added = dialog.locator(`[data-rider="${name}"]`);
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: '移出' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('共 10 名幼儿')).toBeVisible();
  await expect(added).toHaveCount(0);
  await page.keyboard.press('Escape');

  // 校车总控: the afternoon trip of today, then two taps pushed by the bus teacher show within 2 s.
  await page.goto('/HQGL/ZHXC/XCZK');
  await expect(page.locator(`[data-trip="${AFTERNOON}"]`)).toBeVisible({ timeout: 30_000 });
  await expect(count(page, AFTERNOON, '应乘')).toHaveText('10');
  const before = Number(await count(page, AFTERNOON, '在车上').textContent());
  const routes = await replicaRows<{ id: string; name: string; stops: { stopId: string }[] }>(page, 'busRoutes');
  const route = routes.find((r) => r.name === AFTERNOON);
  const riders = (await replicaRows<{ routeId: string; studentId: string }>(page, 'busRiders')).filter((r) => r.routeId === route?.id);
  const events = (await replicaRows<{ routeId: string; day: string; studentId: string | null }>(page, 'busTripEvents')).filter(
    (e) => e.routeId === route?.id && e.day === today(),
  );
  const untouched = riders.filter((r) => !events.some((e) => e.studentId === r.studentId)).slice(0, 2);
  expect(untouched).toHaveLength(2);
  const teacher = await busTeacher(baseURL ?? '');
  const trip = { schoolId: SCHOOL, routeId: route?.id, day: today() };
  const taps = untouched.map((r) => ({
    ...trip,
    id: randomUUID(),
    kind: 'board',
    studentId: r.studentId,
    stopId: route?.stops[0]?.stopId,
  }));
  for (const tap of taps) expect(await teacher.push('busTrip.tap', tap)).toMatchObject({ status: 'applied' });
  const pushedAt = Date.now();
  await expect(count(page, AFTERNOON, '在车上')).toHaveText(String(before + 2), { timeout: 2_000 });
  expect(Date.now() - pushedAt).toBeLessThan(2_000);
  await expect(page.locator(`[data-trip="${AFTERNOON}"] [data-status]`)).toHaveText('进行中');
  await page.screenshot({ path: `${SHOTS}/control-centre.png` });
  await page.locator(`[data-trip="${AFTERNOON}"]`).getByRole('button', { name: '行程详情' }).click();
  await expect(page.getByRole('dialog').getByText('在车上').first()).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/trip-detail.png` });
  await page.keyboard.press('Escape');
  // Put today back as it was: the taps undone (events are never deleted; the fold leaves undone taps out).
  for (const tap of taps)
    expect(await teacher.push('busTrip.undo', { ...trip, id: randomUUID(), targetId: tap.id })).toMatchObject({ status: 'applied' });
  await expect(count(page, AFTERNOON, '在车上')).toHaveText(String(before), { timeout: 5_000 });
  await teacher.dispose();

  // 行驶记录: by child shows seeded days; the export downloads an .xlsx.
  await page.goto('/HQGL/ZHXC/XSJL');
  const records = page.locator('table tbody tr');
  await expect(records.first()).toContainText(/\d{4}-\d{2}-\d{2}/, { timeout: 30_000 });
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  const firstDay = (await records.first().locator('td').nth(1).textContent()) ?? '';
  expect(firstDay < today()).toBe(true);
  await page.screenshot({ path: `${SHOTS}/records-student.png` });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/^行驶记录-幼儿-.*\.xlsx$/);
  for (const [tabName, file] of [
    ['车辆', 'records-car'],
    ['站点', 'records-site'],
    ['路线', 'records-route'],
    ['司机', 'records-driver'],
  ] as const) {
    await page.getByRole('tab', { name: tabName, exact: true }).click();
    await expect(records.first()).toContainText(/\d{4}-\d{2}-\d{2}/, { timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/${file}.png` });
  }
  const forced = records.filter({ hasText: '强制结束：' }).first();
  await expect(forced).toBeVisible();
  const forcedDay = (await forced.locator('td').nth(1).textContent()) ?? '';
  await page.getByRole('button', { name: '路线与乘车名单' }).click();
  await page.getByRole('menuitem', { name: '导入乘车幼儿' }).click();
  await expect(page.getByRole('dialog', { name: '导入乘车幼儿' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/import.png` });

  await page.keyboard.press('Escape');

  // A past day in the control centre: the forced end stands out in red, with why and who was left on board.
  await page.goto('/HQGL/ZHXC/XCZK');
  await expect(page.locator(`[data-trip="${AFTERNOON}"]`)).toBeVisible({ timeout: 30_000 });
  const dayInput = page.getByLabel('选择日期');
  await dayInput.fill(forcedDay);
  await dayInput.blur();
  await expect(page.locator(`[data-trip="${AFTERNOON}"] [data-status]`)).toHaveText('强制结束');
  await expect(page.locator(`[data-trip="${AFTERNOON}"]`)).toContainText('车上留有：');
  await expect(count(page, AFTERNOON, '在车上')).toHaveText('1');
  await page.screenshot({ path: `${SHOTS}/control-centre-forced.png` });
});
