import { expect, test } from './fixtures';
import { CATEGORIES, expectSignedInShell, openBySearch, sidebar, signIn, signInAs, tab } from './helpers';

test('the principal signs in, sees the seven categories, and signs out after confirming', async ({ page }) => {
  await signIn(page, 'yuanzhang');
  await expect(page).toHaveURL(/\/HOME$/);
  await expectSignedInShell(page, '王丽华');
  await expect(page.getByRole('main')).toContainText('童心阳光幼儿园');
  for (const name of CATEGORIES) await expect(sidebar(page).getByText(name, { exact: true })).toBeVisible();

  // 取消 keeps the session and says 已取消.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('请确认是否退出系统?')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消')).toBeVisible();
  await expect(page).toHaveURL(/\/HOME$/);

  // 确定 signs out: back at /login, and the old token no longer opens the shell.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/HOME');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password and empty fields get clear Chinese messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('用户名').fill('');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();

  await signIn(page, 'yuanzhang', 'NotThePassword1!');
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a teacher with a permission list sees only her menu and is refused other pages', async ({ page }) => {
  await signIn(page, 'jiaoshi');
  await expectSignedInShell(page, '李晓雯');
  await expect(sidebar(page).getByText('智慧园务', { exact: true })).toBeVisible();
  // Pages always allowed (change password, orders) stay; the rest of the menu is cut to her list.
  await expect(sidebar(page).getByText('系统设置', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('后勤管理', { exact: true })).toHaveCount(0);
  await expect(sidebar(page).getByText('融合教育', { exact: true })).toHaveCount(0);
  await page.goto('/YWGL/CWGL');
  await expect(page).toHaveURL(/\/403$/);
});

test('unknown paths go to /404, and / goes home', async ({ page }) => {
  await signIn(page, 'caiwu');
  await expectSignedInShell(page, '张敏');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/HOME$/);
});

test('visiting an open route while signed in clears the session', async ({ page }) => {
  await signIn(page, 'xiaoche');
  await expectSignedInShell(page, '陈建国');
  await page.goto('/weCode');
  // The invitation join page is open: it stays, and without a valid key says the QR code is no longer valid.
  await expect(page.getByText('二维码已失效')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('yw.token'))).toBeNull();
  await page.goto('/HOME');
  await expect(page).toHaveURL(/\/login$/);
});

test('a cold /login runs without the app; signing in brings the app into the same page, without a reload', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The login page's own files only: no router, no zod-checked calls, no shell until the user starts to sign in.
  expect(scripts.filter((s) => /\/assets\/(app|shell|_app)-/.test(s))).toEqual([]);

  // A mark on the window survives only if the page is never reloaded on the way to the workbench.
  await page.evaluate(() => {
    (window as unknown as { coldLogin?: boolean }).coldLogin = true;
  });
  await page.getByLabel('用户名').fill('yuanzhang');
  await page.getByLabel('密码', { exact: true }).fill('Yuanwu@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/HOME$/);
  await expectSignedInShell(page, '王丽华');
  expect(await page.evaluate(() => (window as unknown as { coldLogin?: boolean }).coldLogin)).toBe(true);
  expect(scripts.some((s) => /\/assets\/app-/.test(s))).toBe(true);
  // Back at /login (a fresh load with the token): the app's rule still ends the session there.
  await page.goto('/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('yw.token'))).toBeNull();
  await page.goto('/HOME');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in and walking a few pages fetches each stylesheet once, with no preload warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/preload|credentials mode|crossorigin/i.test(m.text())) warnings.push(m.text());
  });
  const stylesheets = new Map<string, number>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.css')) stylesheets.set(path, (stylesheets.get(path) ?? 0) + 1);
  });
  // The login page prefetches the app's files while the user types (src/app/login/prefetch-app.ts), the app then
  // links the same stylesheets: each must be fetched once, its preload used.
  await signInAs(page, 'yuanzhang');
  const walk: [string, string][] = [
    ['yegl', '幼儿管理'],
    ['bjgl', '班级管理'],
    ['zhaosheng', '招生管理'],
    ['bumen', '部门管理'],
  ];
  for (const [query, name] of walk) {
    await openBySearch(page, query, name);
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  }
  expect([...stylesheets.keys()].some((path) => /\/assets\/app-/.test(path))).toBe(true);
  expect([...stylesheets].filter(([, times]) => times > 1)).toEqual([]);
  expect(warnings).toEqual([]);
});
