import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearPopups, expectSignedInShell, signIn } from './helpers';

const SHOTS = '.tmp/classes';

/** The data rows of the 班级管理 table, in order (the first row is the header). */
const dataRows = (page: Page) => page.locator('table').first().locator('tbody tr');
const rowOf = (page: Page, name: string) => dataRows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });

async function openClasses(page: Page): Promise<void> {
  await page.goto('/YWGL/JCXX/BJGL');
  await expect(page.getByText('共 12 条')).toBeVisible({ timeout: 30_000 });
}

test('班级管理: add a class with a head teacher, reorder, 升班 立即执行 after the preview, see grades moved, undo', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await clearPopups(page);
  await openClasses(page);

  // Add a class with its head teacher chosen from the staff.
  await page.getByRole('button', { name: '新增班级' }).click();
  const dialog = page.getByRole('dialog', { name: '新增班级' });
  await dialog.getByLabel('班级名称').fill('向日葵班');
  await dialog.getByRole('combobox', { name: '年级' }).click();
  await page.getByRole('option', { name: '小班', exact: true }).click();
  await dialog.getByRole('combobox', { name: '班主任' }).click();
  await page.getByRole('option', { name: /李晓雯/ }).click();
  await page.screenshot({ path: `${SHOTS}/add-class.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('共 13 条')).toBeVisible();
  await page.getByRole('button', { name: '2', exact: true }).first().click();
  await expect(rowOf(page, '向日葵班')).toContainText('李晓雯');
  await page.getByRole('button', { name: '1', exact: true }).first().click();

  // Reorder: 大二班 up above 大一班; the order survives a reload (it was saved, not just drawn).
  await expect(dataRows(page).first()).toContainText('大一班');
  await page.getByRole('button', { name: '上移 大二班' }).click();
  await expect(dataRows(page).first()).toContainText('大二班');
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 30_000 });
  await page.reload();
  await expect(dataRows(page).first()).toContainText('大二班', { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/list.png`, fullPage: true });

  // Offline, 升班 says it needs the network.
  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await page.getByRole('button', { name: '升班' }).click();
  const promotion = page.getByRole('dialog', { name: '升班' });
  await expect(promotion.getByText('升班需要联网，请连接网络后再试')).toBeVisible();
  await promotion.getByRole('button', { name: '取消' }).click();
  await context.setOffline(false);
  await expect(page.getByTestId('network-status')).not.toHaveText('离线', { timeout: 30_000 });

  // The preview: each class old → new, and who graduates.
  await page.getByRole('button', { name: '升班' }).click();
  await expect(promotion.getByRole('row', { name: /^\d+ 中一班 中班/ })).toContainText('大一班（大班）');
  await expect(promotion.getByRole('row', { name: /^\d+ 托二班 托班/ })).toContainText('小二班（小班）');
  await expect(promotion.getByRole('row', { name: /^\d+ 大一班 大班/ })).toContainText('25');
  await page.screenshot({ path: `${SHOTS}/preview.png`, fullPage: true });
  await expect(promotion.getByLabel('立即执行')).toBeChecked();
  await promotion.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/确定立即执行升班吗？100 名幼儿将毕业/)).toBeVisible();
  await page.getByRole('dialog').filter({ hasText: '确定立即执行升班吗' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('升班成功')).toBeVisible();

  // The grades moved on this device through the change log.
  await expect(rowOf(page, '托一班')).toHaveCount(0, { timeout: 30_000 });
  await expect(rowOf(page, '小一班')).toContainText('小班');
  await expect(rowOf(page, '大一班')).toContainText('大班');
  await expect(dataRows(page).filter({ hasText: /大二班\(\d{4}届\)/ })).toHaveCount(1);
  const plans = page.locator('table').nth(1);
  await expect(plans.getByRole('row').filter({ hasText: '已执行' })).toContainText('毕业 100 人');
  await page.screenshot({ path: `${SHOTS}/promoted.png`, fullPage: true });

  // Undo, before anything else changed: everything back.
  await plans.getByRole('button', { name: '撤销' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定撤销该次升班吗' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('撤销成功')).toBeVisible();
  await expect(rowOf(page, '托一班')).toHaveCount(1, { timeout: 30_000 });
  await expect(rowOf(page, '托一班')).toContainText('托班');
  await expect(dataRows(page).first()).toContainText('大二班');
  await expect(plans.getByRole('row').filter({ hasText: '已撤销' })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/undone.png`, fullPage: true });

  // Leave the shared server as found (other specs count the classes and read their order): 大一班 first again, and
  // 向日葵班 deleted.
  await page.getByRole('button', { name: '上移 大一班' }).click();
  await expect(dataRows(page).first()).toContainText('大一班');
  await page.getByRole('button', { name: '2', exact: true }).first().click();
  await rowOf(page, '向日葵班').getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定删除' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('共 12 条')).toBeVisible();
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByText('共 12 条')).toBeVisible({ timeout: 30_000 });
  await expect(dataRows(page).first()).toContainText('大一班');
});
