import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { TerminalClient } from '../../server/jt808/terminal-client';
import { clearPopups, signIn } from './helpers';

/**
 * Bus alerts (docs/bus-tracking.md "Alerts"): a car's terminal reports 20 s above the limit over JT/T 808; the
 * 报警记录 tab of 行驶记录, open meanwhile, lists the one overspeed alert (pushed over the bus socket), and 确认处理
 * records who acknowledged it.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/bus-alerts';

test('an overspeed reported by a terminal is listed in 报警记录 and acknowledged by the principal', async ({ page, jt808Port }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'yuanzhang');
  await expect(page).toHaveURL(/\/HOME$/);
  await clearPopups(page);
  await page.goto('/HQGL/ZHXC/XSJL');
  await page.getByRole('tab', { name: '报警记录' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/alerts-empty.png` });

  // 粤B8K9Z3's terminal: 20 fixes a second apart at 82 km/h (the school's limit is 60), as a terminal sends them.
  const terminal = await TerminalClient.connect('127.0.0.1', jt808Port, '013800000003');
  await terminal.signIn('粤B8K9Z3');
  const start = Date.now() - 25_000;
  for (let i = 0; i < 20; i++) {
    const answer = await terminal.report({
      alarm: 0,
      status: 3,
      lat: 22_548_621 + i * 200,
      lng: 114_069_538 + i * 100,
      altitude: 20,
      speed: 820,
      direction: 30,
      time: new Date(start + i * 1000),
    });
    expect(answer.result).toBe(0);
  }
  terminal.close();

  // Pushed over the bus socket: no reload.
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(1, { timeout: 10_000 });
  const row = rows.first();
  await expect(row).toContainText('粤B8K9Z3');
  await expect(row).toContainText('超速');
  await expect(row).toContainText('最高82 km/h，限速60 km/h');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/alerts-raised.png` });

  // The monitoring page lists it among the alerts not yet handled.
  const monitor = await page.context().newPage();
  await monitor.setViewportSize({ width: 1440, height: 900 });
  await monitor.goto('/HQGL/ZHXC/XCJK');
  const panelAlert = monitor.getByTestId('monitor-alert');
  await expect(panelAlert).toHaveCount(1, { timeout: 15_000 });
  await expect(panelAlert).toContainText('超速');
  await expect(panelAlert).toContainText('粤B8K9Z3');
  await monitor.screenshot({ path: `${SHOTS}/monitor-alert.png` });

  await row.getByRole('button', { name: '确认处理' }).click();
  // The day's expiry reminder may be up too (a dialog of its own): the confirm is the one named 确认处理.
  const confirm = page.getByRole('dialog', { name: '确认处理' });
  await expect(confirm).toContainText('确认已处理该报警');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/alerts-confirm.png` });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('王丽华 已确认');
  await expect(row.getByRole('button', { name: '确认处理' })).toHaveCount(0);
  // Acknowledged here, it leaves the monitoring page's panel (the bus socket's alert message), with no reload.
  await expect(panelAlert).toHaveCount(0, { timeout: 5_000 });
  await expect(monitor.getByTestId('monitor-alerts-slot')).toContainText('暂无告警');
  await monitor.close();

  // Read again from the server: who acknowledged stays; 未处理 no longer lists it.
  await page.reload();
  await page.getByRole('tab', { name: '报警记录' }).click();
  await expect(page.locator('table tbody tr').first()).toContainText('王丽华 已确认', { timeout: 15_000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/alerts-acked.png` });
  await page.getByRole('combobox', { name: '处理状态' }).click();
  await page.getByRole('option', { name: '未处理' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();

  // On a phone the list is cards, who acknowledged in sight.
  await page.getByRole('combobox', { name: '处理状态' }).click();
  await page.getByRole('option', { name: '全部' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('王丽华 已确认')).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/alerts-phone.png`, fullPage: true });
});
