import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openBusSettings } from './bus-helpers';
import { signInPrincipal } from './helpers';

/**
 * 基础设置 → 司机 → 新增: the sample ID card and driving licence photos are read on the server, the fields are shown
 * for confirmation next to the form's values, 填入 fills the ticked ones, and only 确定 saves (then the driver is
 * deleted again, leaving the demo fleet as it was). Offline the buttons say 识别需要联网.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/bus-ocr';
const FIXTURES = 'tests/fixtures/ocr';
const dataRows = (page: Page) => page.getByRole('tabpanel').locator('table').first().locator('tbody tr');

async function recognise(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: '新增司机' }).getByRole('button', { name: button }).click();
  await (await chooser).setFiles(`${FIXTURES}/${file}`);
}

test('a driver is added from a recognised ID card and licence, confirmed field by field, saved with 确定', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPrincipal(page);
  await openBusSettings(page);
  await expect(page.getByText('共 3 条')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: '新增司机' }).click();
  const dialog = page.getByRole('dialog', { name: '新增司机' });
  await dialog.getByLabel('姓名').fill('李师傅');
  await dialog.getByLabel('手机号').fill('13955556666');

  // Offline: nothing is sent, the user is told why.
  await context.setOffline(true);
  await expect(dialog.getByText('识别需要联网')).toBeVisible();
  await dialog.getByRole('button', { name: '识别身份证' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: '识别需要联网' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline.png` });
  await context.setOffline(false);
  await expect(dialog.getByText('拍摄或选择证件照片，核对后填入')).toBeVisible();

  // The ID card: name and number, each next to what the form holds, ticked where they differ.
  await recognise(page, '识别身份证', 'id-card.jpg');
  const panel = dialog.getByLabel('识别结果');
  await expect(panel.getByText('身份证识别结果')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('row', { name: /姓名/ })).toContainText('李建国');
  await expect(panel.getByRole('row', { name: /姓名/ })).toContainText('李师傅');
  await expect(panel.getByRole('row', { name: /身份证号/ })).toContainText('110105198503120039');
  await expect(panel.getByText('其他识别信息：性别 男，民族 汉，出生 1985-03-12')).toBeVisible();
  await expect(panel.getByLabel('填入姓名')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/id-card-confirm.png` });
  // Untick the name: only the number is filled.
  await panel.getByLabel('填入姓名').uncheck();
  await panel.getByRole('button', { name: '填入' }).click();
  await expect(panel).toBeHidden();
  await expect(dialog.getByLabel('姓名')).toHaveValue('李师傅');
  await expect(dialog.getByLabel('身份证号')).toHaveValue('110105198503120039');

  // The licence, on a phone (where photos are taken): the number is already there (一致, not ticked); the name,
  // class and expiry are filled.
  await page.setViewportSize({ width: 390, height: 844 });
  await recognise(page, '识别驾驶证', 'driving-licence.jpg');
  await expect(panel.getByText('驾驶证识别结果')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('row', { name: /身份证号/ })).toContainText('一致');
  await expect(panel.getByLabel('填入身份证号')).not.toBeChecked();
  await expect(panel.getByRole('row', { name: /准驾车型/ })).toContainText('A1');
  await expect(panel.getByRole('row', { name: /驾照有效期/ })).toContainText('2030-06-18');
  await page.screenshot({ path: `${SHOTS}/licence-confirm-phone.png` });
  await panel.getByRole('button', { name: '填入' }).click();
  await expect(dialog.getByLabel('姓名')).toHaveValue('李建国');
  await expect(dialog.getByRole('combobox', { name: '准驾车型' })).toHaveValue('A1');
  await expect(dialog.getByLabel('驾照有效期')).toHaveValue('2030-06-18');
  await page.screenshot({ path: `${SHOTS}/driver-filled-phone.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Nothing was saved until 确定.
  await expect(page.getByText('共 3 条')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.getByText('共 4 条')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: '李建国' })).toContainText('13955556666');

  await dataRows(page).filter({ hasText: '李建国' }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定删除司机「李建国」吗？' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('共 3 条')).toBeVisible();
  // The add and the delete reach the server before the page closes, leaving the demo fleet as it was for the next spec.
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
});
