import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearPopups, DEMO_FINANCE_PASSWORD, openBySearch, openStudents, sidebar, signInAs, tab, tabBar } from './helpers';

/** Issue 15 items 6–9: form dialogs and Esc, the tab bar and sidebar following the page, browser titles, pinyin search. */
const SHOTS = '.tmp/shell-nav';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const KINDERGARTEN = '童心阳光幼儿园';
const tabNames = async (page: Page) => (await tabBar(page).getByRole('tab').allInnerTexts()).map((t) => t.trim());

/** Ctrl K, a query, Enter: the first match opens. */
async function searchAndOpen(page: Page, query: string, name: string) {
  await openBySearch(page, query, name);
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

async function chooseSchool(page: Page, name: string) {
  await page.getByRole('combobox', { name: '切换园所' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

for (const [label, size] of [
  ['1440×900', DESKTOP],
  ['375×812', PHONE],
] as const) {
  test(`Esc in the birthday picker closes the picker only; unsaved input asks before the dialog closes (${label})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAs(page, 'yuanzhang');
    if (size === PHONE) await clearPopups(page);
    await openStudents(page);
    await page.getByRole('button', { name: '新增幼儿' }).click();
    const dialog = page.getByRole('dialog', { name: '新增幼儿' });
    await dialog.getByLabel('姓名').fill('陈可心');
    await dialog.getByLabel('出生日期').click();
    const picker = page.locator('[data-dates-dropdown]');
    await expect(picker).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dialog-picker-${size.width}.png` });

    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('姓名')).toHaveValue('陈可心');
    // The same for the class list.
    await dialog.getByRole('combobox', { name: '班级' }).click();
    const classList = page.getByRole('listbox').filter({ hasText: '大一班' });
    await expect(classList).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(classList).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('姓名').focus();

    // A second Esc is the dialog's: with something typed, it asks first.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: '提示' });
    await expect(ask).toContainText('有未保存的内容，确定关闭吗？');
    await page.screenshot({ path: `${SHOTS}/dialog-ask-${size.width}.png` });
    await ask.getByRole('button', { name: '取消' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog.getByLabel('姓名')).toHaveValue('陈可心');

    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();

    // Nothing typed: Esc closes at once.
    await page.getByRole('button', { name: '新增幼儿' }).click();
    await expect(dialog.getByLabel('姓名')).toHaveValue('');
    await dialog.getByLabel('姓名').focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(ask).toHaveCount(0);
  });

  test(`menu search finds 幼儿管理 by full pinyin and initials, any case (${label})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAs(page, 'yuanzhang');
    if (size === PHONE) await clearPopups(page);
    await page.getByRole('button', { name: '搜索菜单' }).filter({ visible: true }).click();
    const input = page.getByRole('combobox', { name: '搜索功能' });
    await input.fill('youer');
    await expect(page.getByRole('option', { name: /幼儿管理/ })).toBeVisible();
    await input.fill('yegl');
    await expect(page.getByRole('option').first()).toContainText('幼儿管理');
    await page.screenshot({ path: `${SHOTS}/search-pinyin-${size.width}.png` });
    await input.fill('YEGL');
    await expect(page.getByRole('option').first()).toContainText('幼儿管理');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/YWGL\/JCXX\/YEGL$/);
    await expect(tab(page, '幼儿管理')).toHaveAttribute('aria-selected', 'true');
  });
}

test('pinyin search works offline: its chunk comes from the app cache (1440×900)', async ({ page, context }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'yuanzhang');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: '搜索功能' }).fill('yegl');
  await expect(page.getByRole('option').first()).toContainText('幼儿管理');
  await context.setOffline(false);
});

test('Enter opens the first match even with the pointer resting where the results show (1440×900)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'yuanzhang');
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: '搜索功能' });
  const box = await page.getByRole('listbox', { name: '搜索结果' }).boundingBox();
  expect(box).not.toBeNull();
  // Over the second row, once there are rows.
  await page.mouse.move((box?.x ?? 0) + 200, (box?.y ?? 0) + 80);
  await input.fill('管理');
  await expect(page.getByRole('option').nth(2)).toBeVisible();
  const first = (await page.getByRole('option').first().locator('p').first().textContent()) ?? '';
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(tab(page, first)).toHaveAttribute('aria-selected', 'true');
});

test('the active tab is scrolled into view once the tab bar overflows, however the page is reached (1440×900)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'yuanzhang');
  const pages = [
    ['班级管理', '班级管理'],
    ['离园幼儿', '离园幼儿'],
    ['信息统计', '信息统计'],
    ['招生管理', '招生管理'],
    ['考勤管理', '考勤管理'],
    ['教职工管理', '教职工管理'],
    ['部门管理', '部门管理'],
    ['岗位管理', '岗位管理'],
    ['审批管理', '审批管理'],
    ['通知公告', '通知公告'],
    ['yzxx', '园长信箱'],
    ['校园宣传', '校园宣传'],
    ['制度管理', '制度管理'],
    ['印章管理', '印章管理'],
    ['仓储管理', '仓储管理'],
    ['校园安全', '校园安全'],
  ] as const;
  for (const [query, name] of pages) {
    await searchAndOpen(page, query, name);
    // A new tab at the end of a full bar comes into view.
    await expect(tab(page, name)).toBeInViewport({ ratio: 0.99 });
  }
  const overflow = await tabBar(page)
    .locator('[role="tablist"]')
    .evaluate((list) => list.scrollWidth > (list.parentElement?.parentElement?.clientWidth ?? 0));
  expect(overflow).toBe(true);
  await expect(tab(page, '班级管理')).not.toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/tabs-overflow-end-1440.png` });

  // Ctrl K to a page whose tab is scrolled out at the left.
  await searchAndOpen(page, 'bjgl', '班级管理');
  await expect(tab(page, '班级管理')).toBeInViewport({ ratio: 0.99 });
  await page.screenshot({ path: `${SHOTS}/tabs-overflow-start-1440.png` });
  // And back to one at the right end through the sidebar.
  await sidebar(page).getByRole('link', { name: '校园安全' }).click();
  await expect(tab(page, '校园安全')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, '校园安全')).toBeInViewport({ ratio: 0.99 });
});

test('the active tab is scrolled into view on a phone too (375×812)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'yuanzhang');
  await clearPopups(page);
  for (const [query, name] of [
    ['班级管理', '班级管理'],
    ['招生管理', '招生管理'],
    ['考勤管理', '考勤管理'],
    ['制度管理', '制度管理'],
    ['印章管理', '印章管理'],
  ] as const) {
    await searchAndOpen(page, query, name);
    await expect(tab(page, name)).toBeInViewport({ ratio: 0.99 });
  }
  await searchAndOpen(page, 'bjgl', '班级管理');
  await expect(tab(page, '班级管理')).toBeInViewport({ ratio: 0.99 });
  await page.screenshot({ path: `${SHOTS}/tabs-overflow-375.png` });
});

test('the sidebar opens to the page reached by Ctrl K, a 快捷功能 tile and a school switch (1440×900)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'yuanzhang');
  const link = (name: string) => sidebar(page).getByRole('link', { name, exact: true });
  await expect(link('幼儿管理')).toBeHidden();

  await searchAndOpen(page, 'yegl', '幼儿管理');
  await expect(link('幼儿管理')).toBeVisible();
  await expect(link('幼儿管理')).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: `${SHOTS}/sidebar-ctrl-k-1440.png` });

  await tab(page, '工作台').click();
  await expect(link('校车总控')).toBeHidden();
  await page.getByTestId('quick-entries').getByLabel('快捷功能列表').getByText('校车总控').click();
  await expect(tab(page, '校车总控')).toHaveAttribute('aria-selected', 'true');
  await expect(link('校车总控')).toBeVisible();
  await expect(link('校车总控')).toHaveAttribute('aria-current', 'page');
  await expect(link('校车总控')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/sidebar-tile-1440.png` });

  await chooseSchool(page, '童心营养膳食示范园');
  await expect(page).toHaveURL(/\/WSBJ\/YYPC\/ZZSP$/);
  await expect(link('膳食计划')).toBeVisible();
  await expect(link('膳食计划')).toHaveAttribute('aria-current', 'page');
  await expect(link('膳食计划')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/sidebar-switch-1440.png` });
});

test('each page has its own browser title: menu name and school; the login page its own (1440×900)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await expect(page).toHaveTitle('登录 - 园务智慧管理平台');
  await signInAs(page, 'yuanzhang');
  await expect(page).toHaveTitle(`工作台 - ${KINDERGARTEN}`);
  await searchAndOpen(page, '幼儿管理', '幼儿管理');
  await expect(page).toHaveTitle(`幼儿管理 - ${KINDERGARTEN}`);
  await searchAndOpen(page, '考勤', '考勤管理');
  await expect(page).toHaveTitle(`考勤管理 - ${KINDERGARTEN}`);
  await tab(page, '幼儿管理').click();
  await expect(page).toHaveTitle(`幼儿管理 - ${KINDERGARTEN}`);
  await page.reload();
  await expect(page).toHaveTitle(`幼儿管理 - ${KINDERGARTEN}`);

  await chooseSchool(page, '童心营养膳食示范园');
  await expect(page).toHaveTitle('膳食计划 - 童心营养膳食示范园');
});

test('the finance unlock happens in place of the guarded page, in its own tab (1440×900)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'yuanzhang');
  await searchAndOpen(page, '账单管理', '账单管理');
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeVisible();
  await expect(page).toHaveURL(/\/YWGL\/CWGL\/ZDGL$/);
  await expect.poll(() => tabNames(page)).toEqual(['工作台', '账单管理']);
  await expect(tab(page, '账单管理')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle(`账单管理 - ${KINDERGARTEN}`);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('账单管理');
  await page.screenshot({ path: `${SHOTS}/finance-in-place-1440.png` });

  await page.getByLabel('财务密码', { exact: true }).fill(DEMO_FINANCE_PASSWORD);
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeHidden();
  await expect(page).toHaveURL(/\/YWGL\/CWGL\/ZDGL$/);
  await expect.poll(() => tabNames(page)).toEqual(['工作台', '账单管理']);
  // Another finance page opens straight away now.
  await searchAndOpen(page, '退费管理', '退费管理');
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeHidden();
  await expect.poll(() => tabNames(page)).toEqual(['工作台', '账单管理', '退费管理']);
  await page.screenshot({ path: `${SHOTS}/finance-unlocked-1440.png` });
});
