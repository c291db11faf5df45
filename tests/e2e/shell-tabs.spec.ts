import { expect, test } from './fixtures';
import { clearPopups, openBySearch, signIn, signInAs, tab, tabBar } from './helpers';

test('a tab keeps a half-filled filter and its scroll when you come back, and the tabs survive a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await signInAs(page, 'yuanzhang');
  await page.goto('/YWGL/JCXX/YEGL');
  const filter = page.getByLabel('幼儿姓名');
  // The children listed, then the half-typed name (no child's) applied — the search waits for typing to pause —
  // before the scroll is taken: a list that shrinks after it would move it.
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).not.toContainText('暂无数据');
  await filter.fill('王子');
  await expect(tab(page, '幼儿管理')).toHaveAttribute('aria-selected', 'true');
  await expect(firstRow).toContainText('暂无数据');
  await page.evaluate(() => window.scrollTo(0, 150));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(50);

  await tab(page, '工作台').click();
  await expect(page).toHaveURL(/\/HOME$/);
  await expect(page.getByLabel('幼儿姓名')).toBeHidden();

  await tab(page, '幼儿管理').click();
  await expect(page).toHaveURL(/\/YWGL\/JCXX\/YEGL$/);
  await expect(page.getByLabel('幼儿姓名')).toHaveValue('王子');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.reload();
  await expect(tab(page, '工作台')).toBeVisible();
  await expect(tab(page, '幼儿管理')).toHaveAttribute('aria-selected', 'true');
  // The workbench tab is fixed: it has no close button.
  await expect(tab(page, '工作台').getByRole('button')).toHaveCount(0);
});

test('menu search finds a page by a fuzzy Chinese query and opens it', async ({ page }) => {
  await signInAs(page, 'yuanzhang');
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: '搜索功能' });
  // A typo'd, partial query still finds 退费管理.
  await input.fill('退费管');
  await expect(page.getByRole('option', { name: /退费管理/ })).toBeVisible();
  await input.fill('幼儿管');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('option').first()).toContainText('幼儿管理');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/YWGL\/JCXX\/YEGL$/);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('智慧园务›园务管理›基础信息›幼儿管理');

  // Only the user's own menu: the teacher has no finance pages.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await signInAs(page, 'jiaoshi');
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: '搜索功能' }).fill('退费管理');
  await expect(page.getByText('未找到相关功能')).toBeVisible();
});

test('close current, others and all, from the menu and from a right click', async ({ page }) => {
  await signInAs(page, 'yuanzhang');
  for (const [q, name] of [
    ['班级管理', '班级管理'],
    ['招生', '招生管理'],
    ['考勤管理', '考勤管理'],
    ['制度管理', '制度管理'],
  ] as const) {
    await openBySearch(page, q, name);
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  }
  const names = () => tabBar(page).getByRole('tab').allInnerTexts();
  await expect.poll(names).toEqual(['工作台', '班级管理', '招生管理', '考勤管理', '制度管理']);

  // × on the current tab: its left neighbour (nothing to the right) is shown.
  await tab(page, '制度管理').getByRole('button', { name: '关闭制度管理' }).click();
  await expect(tab(page, '考勤管理')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/YWGL\/YECQGL$/);

  // Right click on another tab → 关闭: that one goes, the current one stays.
  await tab(page, '班级管理').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭', exact: true }).click();
  await expect.poll(names).toEqual(['工作台', '招生管理', '考勤管理']);
  await expect(page).toHaveURL(/\/YWGL\/YECQGL$/);

  // Menu → 关闭当前.
  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭当前' }).click();
  await expect.poll(names).toEqual(['工作台', '招生管理']);
  await expect(page).toHaveURL(/\/YWGL\/ZSGL$/);

  // Right click → 关闭其他 keeps the workbench and that tab.
  await openBySearch(page, '班级管理', '班级管理');
  await openBySearch(page, '考勤管理', '考勤管理');
  await tab(page, '班级管理').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect.poll(names).toEqual(['工作台', '班级管理']);
  await expect(page).toHaveURL(/\/YWGL\/JCXX\/BJGL$/);

  // Menu → 关闭全部 goes home.
  await openBySearch(page, '招生', '招生管理');
  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect.poll(names).toEqual(['工作台']);
  await expect(page).toHaveURL(/\/HOME$/);
});

test('a starred page shows on the workbench; stars are absent for style 3 and company 74', async ({ page }) => {
  await signInAs(page, 'yuanzhang');
  const quick = page.getByTestId('quick-entries');
  await expect(quick.getByLabel('快捷功能列表').getByText('幼儿管理')).toBeVisible(); // seeded
  await expect(quick.getByLabel('快捷功能列表').getByText('招生管理')).toHaveCount(0);

  await openBySearch(page, '招生', '招生管理');
  await page.getByRole('button', { name: '添加到快捷功能' }).click();
  await expect(page.getByText('快捷功能添加成功！')).toBeVisible();
  await expect(page.getByRole('button', { name: '取消快捷功能' })).toHaveAttribute('aria-pressed', 'true');
  await tab(page, '工作台').click();
  await expect(quick.getByLabel('快捷功能列表').getByText('招生管理')).toBeVisible();

  // Remove it from the workbench.
  await quick.getByRole('button', { name: '移除快捷功能招生管理' }).click();
  await expect(quick.getByLabel('快捷功能列表').getByText('招生管理')).toHaveCount(0);
  await expect(quick.getByLabel('快捷功能列表').getByText('幼儿管理')).toBeVisible();

  // Style 3: the meal-plan school.
  const switchTo = async (name: string) => {
    await page.getByRole('combobox', { name: '切换园所' }).click();
    await page.getByRole('option', { name }).click();
  };
  await switchTo('童心营养膳食示范园');
  await expect(page).toHaveURL(/\/WSBJ\/YYPC\/ZZSP$/);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toBeVisible();
  await expect(page.getByTestId('shortcut-star')).toHaveCount(0);
  await tab(page, '工作台').click();
  await expect(page.getByTestId('quick-entries')).toHaveCount(0);
  await expect(page.getByText('功能入口')).toBeVisible();

  // Company 74.
  await switchTo('启明星幼儿园');
  await expect(page).toHaveURL(/\/JCSZ\/YLSZ$/);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('学年设置');
  await expect(page.getByTestId('shortcut-star')).toHaveCount(0);
});

test('the chosen theme follows the user to a new browser', async ({ page, browser }) => {
  await signInAs(page, 'caiwu');
  await page.getByRole('button', { name: '主题' }).click();
  await page.getByRole('radio', { name: '葡萄紫' }).click();
  await expect(page.getByText('主题设置成功')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', '12');

  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signIn(page2, 'caiwu');
  await expect(page2).toHaveURL(/\/HOME$/);
  await expect(page2.locator('html')).toHaveAttribute('data-theme', '12');
  await page2.getByRole('button', { name: '主题' }).click();
  await expect(page2.getByRole('radio', { name: '葡萄紫' })).toHaveAttribute('aria-checked', 'true');
  await other.close();
});

test('the sidebar collapses and stays so after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'caiwu');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav).toBeInViewport();
  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(nav).not.toBeInViewport();
  expect(await page.evaluate(() => localStorage.getItem('yw.pref.sidebarStatus'))).toBe('0');
  await page.reload();
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(nav).toBeInViewport();
  expect(await page.evaluate(() => localStorage.getItem('yw.pref.sidebarStatus'))).toBe('1');
});

test('a 375 px wide screen shows the mobile layout with a drawer menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await signInAs(page, 'yuanzhang');
  await clearPopups(page);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav).not.toBeInViewport();
  await expect(page.getByRole('button', { name: '收起菜单' })).toBeHidden();
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The school's name still fits beside the folded header widgets.
  await expect(page.getByRole('combobox', { name: '切换园所' })).toHaveValue('童心阳光幼儿园');
  const box = await page.getByRole('combobox', { name: '切换园所' }).boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(140);
  await page.screenshot({ path: '.tmp/tabs/mobile-home.png' });
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(nav).toBeInViewport();
  // 智慧园务 is open already: it holds the workbench.
  await nav.getByText('园务管理').click();
  await nav.getByText('基础信息').click();
  await page.screenshot({ path: '.tmp/tabs/mobile-drawer.png' });
  await nav.getByText('班级管理').click();
  await expect(page).toHaveURL(/\/YWGL\/JCXX\/BJGL$/);
  await expect(nav).not.toBeInViewport();
  await expect(tab(page, '班级管理')).toBeVisible();
});
