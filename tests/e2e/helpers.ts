import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Yuanwu@2026';
export const CATEGORIES = ['智慧园务', '智慧教学', '融合教育', '保健管理', '家校互动', '资源平台', '系统设置'];

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, loginName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(loginName);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

export const sidebar = (page: Page) => page.getByRole('navigation');

export async function expectSignedInShell(page: Page, userName: string): Promise<void> {
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(userName);
}
