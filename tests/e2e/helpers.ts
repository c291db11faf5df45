import { type Browser, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Yuanwu@2026';
/** The demo schools' finance password (README's demo table). */
export const DEMO_FINANCE_PASSWORD = 'Caiwu@2026';
export const CATEGORIES = ['智慧园务', '智慧教学', '融合教育', '保健管理', '家校互动', '资源平台', '系统设置'];

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, loginName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(loginName);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** The main menu only (the breadcrumb and the tab bar are navigation landmarks too). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
export const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
/** A tab by its title (its accessible name goes on with its × button's, 关闭…). */
export const tab = (page: Page, name: string) => tabBar(page).getByRole('tab', { name: new RegExp(`^${name}( |$)`) });

/** Signs in and waits for the workbench's tab. */
export async function signInAs(page: Page, login: string): Promise<void> {
  await signIn(page, login);
  await expect(page).toHaveURL(/\/HOME$/);
  await expect(tab(page, '工作台')).toBeVisible();
}

/** Opens a page through menu search, as a person would: Ctrl K, a query, Enter on the first match (which is `name`). */
export async function openBySearch(page: Page, query: string, name: string): Promise<void> {
  await page.keyboard.press('Control+K');
  const input = page.getByRole('combobox', { name: '搜索功能' });
  await input.fill(query);
  await expect(page.getByRole('option').first()).toContainText(name);
  await input.press('Enter');
}

/** The expiry reminder and the sign-in toasts cover part of a phone's screen: put them away. */
export async function clearPopups(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: '我知道了' })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
}

export async function expectSignedInShell(page: Page, userName: string): Promise<void> {
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(userName);
}

/** The principal of the demo school (yuanzhang, 王丽华) signed in, the sign-in popups put away. */
export async function signInPrincipal(page: Page): Promise<void> {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await clearPopups(page);
}

/**
 * A page in a browser of its own (Chinese locale, China time, `viewport`) signed in as `login`, whose shell shows
 * `name`, the first prompts put away (jiaoshi is asked to change her password: 稍后再说).
 */
export async function signedInPage(browser: Browser, login: string, name: string, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport })).newPage();
  await signIn(page, login);
  await expectSignedInShell(page, name);
  if (login === 'jiaoshi') await page.getByRole('button', { name: '稍后再说' }).click();
  else await clearPopups(page);
  return page;
}

/** Adds a child through the 幼儿管理 dialog, as staff would. */
export async function addStudent(page: Page, name: string, birthday = '2021-06-01'): Promise<void> {
  await page.getByRole('button', { name: '新增幼儿' }).click();
  const dialog = page.getByRole('dialog', { name: '新增幼儿' });
  await dialog.getByLabel('姓名').fill(name);
  await dialog.getByRole('radio', { name: '女' }).check();
  await dialog.getByLabel('出生日期').fill(birthday);
  await dialog.getByText('新增幼儿').click(); // leaves the date field so it takes the typed value
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

/** The 幼儿管理 list filtered by name. */
export async function findStudent(page: Page, name: string) {
  await page.getByLabel('幼儿姓名').fill(name);
  return page.getByRole('row').filter({ hasText: name });
}

/** Waits until the replica has the demo kindergarten (the first sync is done). */
export async function openStudents(page: Page): Promise<void> {
  await page.goto('/YWGL/JCXX/YEGL');
  await expect(page.getByText('共 300 条').or(page.getByText(/共 3\d\d 条/))).toBeVisible({ timeout: 30_000 });
}

/** How many rows these tables of the page's replica hold, every school together (read straight from IndexedDB). */
export const replicaRowCount = (page: Page, tables: string[]): Promise<number> =>
  page.evaluate(async (tables) => {
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('yuanwu-b'));
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name as string);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction(tables, 'readonly');
    const counts = await Promise.all(
      tables.map(
        (t) =>
          new Promise<number>((resolve) => (tx.objectStore(t).count().onsuccess = (e) => resolve((e.target as IDBRequest<number>).result))),
      ),
    );
    db.close();
    return counts.reduce((a, b) => a + b, 0);
  }, tables);
