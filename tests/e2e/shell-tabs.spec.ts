import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tab = (page: Page, name: string) => tabBar(page).getByRole('tab', { name });

async function signInAs(page: Page, login: string) {
  await signIn(page, login);
  await expect(page).toHaveURL(/\/HOME$/);
  await expect(tab(page, '工作台')).toBeVisible();
}

test('a tab keeps a half-filled filter and its scroll when you come back, and the tabs survive a reload', async ({ page }) => {
  await signInAs(page, 'yuanzhang');
  await page.goto('/YWGL/JCXX/YEGL');
  const filter = page.getByLabel('幼儿姓名');
  await filter.fill('王子');
  await expect(tab(page, '幼儿管理')).toHaveAttribute('aria-selected', 'true');

  await tab(page, '工作台').click();
  await expect(page).toHaveURL(/\/HOME$/);
  await expect(page.getByLabel('幼儿姓名')).toBeHidden();

  await tab(page, '幼儿管理').click();
  await expect(page).toHaveURL(/\/YWGL\/JCXX\/YEGL$/);
  await expect(page.getByLabel('幼儿姓名')).toHaveValue('王子');

  await page.reload();
  await expect(tab(page, '工作台')).toBeVisible();
  await expect(tab(page, '幼儿管理')).toHaveAttribute('aria-selected', 'true');
  // The workbench tab is fixed: it has no close button.
  await expect(tab(page, '工作台').getByRole('button')).toHaveCount(0);
});
