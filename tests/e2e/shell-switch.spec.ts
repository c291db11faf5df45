import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSignedInShell, sidebar, signIn } from './helpers';

const switcher = (page: Page) => page.getByRole('combobox', { name: '切换园所' });

async function chooseSchool(page: Page, name: string): Promise<void> {
  await switcher(page).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

test('the expiry reminder pops once a day per school, and 我知道了 records today', async ({ page }) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  const reminder = page.getByRole('dialog', { name: '服务到期提醒' });
  await expect(reminder).toContainText('童心阳光幼儿园');
  await expect(reminder).toContainText(/将于 (19|20) 天后/);
  // The renewal entry shows too, and opens the order list.
  await expect(page.getByRole('button', { name: '到期续费' })).toBeVisible();
  await reminder.getByRole('button', { name: '我知道了' }).click();
  await expect(reminder).toBeHidden();
  await page.reload();
  await expectSignedInShell(page, '王丽华');
  await expect(page.getByRole('main')).toContainText('童心阳光幼儿园');
  await expect(reminder).toHaveCount(0);
  await page.getByRole('button', { name: '到期续费' }).click();
  await expect(page).toHaveURL(/\/JCSZ\/DDLB$/);

  // Customer service: two hotlines and the hours.
  await page.getByRole('button', { name: '联系客服' }).click();
  await expect(page.getByText('400-878-2026')).toBeVisible();
  await expect(page.getByText('0571-8673-2026')).toBeVisible();
  await expect(page.getByText(/工作日 09:00–18:00/)).toBeVisible();
});

test('switching schools lands on the right page, renames menus for schools, and refuses expired schools', async ({ page }) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await expect(switcher(page)).toHaveValue('童心阳光幼儿园');
  await expect(sidebar(page).getByText('园务管理', { exact: true })).toBeVisible();

  // Style 2: a school with students; groups renamed, home page.
  await chooseSchool(page, '童心实验小学');
  await expect(page).toHaveURL(/\/HOME$/);
  await expect(switcher(page)).toHaveValue('童心实验小学');
  await expect(sidebar(page).getByText('协同办公', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('园务管理', { exact: true })).toHaveCount(0);

  // Style 3: the meal-plan home; names back to kindergarten wording.
  await chooseSchool(page, '童心营养膳食示范园');
  await expect(page).toHaveURL(/\/WSBJ\/YYPC\/ZZSP$/);
  await expect(sidebar(page).getByText('园务管理', { exact: true })).toBeVisible();

  // Expired with pending orders: the dialog lists them; the selection stays on the current school.
  await chooseSchool(page, '彩虹桥幼儿园');
  const dialog = page.getByRole('dialog', { name: '待缴费订单' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('pending-order')).toHaveCount(2);
  await expect(dialog).toContainText('园务管理系统年度续费');
  await expect(dialog).toContainText('¥3980.00');
  await expect(dialog).toContainText('共 2 条');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(switcher(page)).toHaveValue('童心营养膳食示范园');
  await expect(page).toHaveURL(/\/WSBJ\/YYPC\/ZZSP$/);

  // Expired without orders: an error, selection reverted.
  await chooseSchool(page, '小橡树幼儿园');
  await expect(page.getByText('该园所暂无待缴费订单')).toBeVisible();
  await expect(switcher(page)).toHaveValue('童心营养膳食示范园');

  // The switch survives a reload: the session (and request signatures) moved with it.
  await page.reload();
  await expect(switcher(page)).toHaveValue('童心营养膳食示范园');
  await expect(page).toHaveURL(/\/WSBJ\/YYPC\/ZZSP$/);
});

test('school 320 blocks navigation until its term is activated on /JCSZ/YLSZ, and the operation log shows it', async ({ page }) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');

  await chooseSchool(page, '启明星幼儿园');
  await expect(page).toHaveURL(/\/JCSZ\/YLSZ$/);
  await expect(page.getByTestId('term-block-alert')).toContainText('请先设置学期激活系统后继续使用');

  // Every other page is blocked, with the SPEC's message.
  await page.getByRole('link', { name: /首页$/ }).click();
  await expect(page.getByText('请先设置学期激活系统后继续使用').first()).toBeVisible();
  await expect(page).toHaveURL(/\/JCSZ\/YLSZ$/);
  await page.goto('/YWGL/JCXX/YEGL');
  await expect(page).toHaveURL(/\/JCSZ\/YLSZ$/);

  // Activate: school year and term are proposed from today; the block lifts at once.
  await expect(page.getByRole('combobox', { name: '当前学年' })).toHaveValue(/^\d{4}-\d{4}学年$/);
  await page.getByLabel('第二学期').check();
  await page.getByRole('button', { name: '激活学期' }).click();
  await expect(page.getByText('设置成功')).toBeVisible();
  await expect(page.getByTestId('term-block-alert')).toHaveCount(0);
  await expect(page.getByTestId('term-current')).toContainText('第二学期');
  await page.getByRole('link', { name: /首页$/ }).click();
  await expect(page).toHaveURL(/\/HOME$/);

  // The operation log lists what was just done, newest first.
  await page.goto('/JCSZ/CZRZ');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: '激活学期' }).first()).toContainText('王丽华');
  await expect(rows.filter({ hasText: '切换园所' }).first()).toContainText('启明星幼儿园');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await page.getByRole('combobox', { name: '模块' }).click();
  await page.getByRole('option', { name: '学年设置' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
});

test('the position-menu page is for school 320 only, the mailbox for principals only', async ({ page }) => {
  await signIn(page, 'caiwu');
  await expectSignedInShell(page, '张敏');
  await page.goto('/YWGL/RLZYGL/GWGL/MENU');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/YWGL/YSXC/YCXX');
  await expect(page).toHaveURL(/\/403$/);
});

test('a host page posting a logout message signs the user out', async ({ page }) => {
  await signIn(page, 'caiwu');
  await expectSignedInShell(page, '张敏');
  await page.evaluate(() => window.postMessage({ type: 'logout' }, window.location.origin));
  await expect(page).toHaveURL(/\/login$/);
});
