import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { expectSignedInShell, signIn } from './helpers';

/** The 家委会 site once its seeded content is in the replica (4 banners). */
async function openSite(page: Page, site = 'JWH') {
  await page.goto(`/DGTW/${site}`);
  await expect(page.getByTestId('banner-card').first()).toBeVisible({ timeout: 30_000 });
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

test('a banner with a cropped picture, a notice, a member and a dynamic added offline survive a reload offline and reach the server', async ({
  page,
  context,
  browser,
}) => {
  const stamp = Date.now() % 100000;
  const notice = `离线公告${stamp}`;
  const member = `离线${stamp % 100}`;
  const dynamic = `离线动态${stamp}`;
  const banner = `离线轮播${stamp}`;
  const photo = await sharp({ create: { width: 1400, height: 800, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await openSite(page);
  await page.screenshot({ path: '.tmp/website/banners.png', fullPage: true });

  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');

  // JWH has four seeded banners: a fifth, with a cropped picture that waits on this device to be uploaded.
  await page.getByRole('button', { name: '添加轮播图' }).click();
  let dialog = page.getByRole('dialog', { name: '新增轮播图' });
  await dialog.getByLabel('图片名称').fill(banner);
  await dialog.getByLabel('选择图片').setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: photo });
  const crop = page.getByRole('dialog', { name: '图片裁剪' });
  await crop.getByRole('button', { name: '确定' }).click();
  await expect(crop).toBeHidden({ timeout: 20_000 });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('保存成功！')).toBeVisible();
  await expect(page.getByRole('img', { name: banner })).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('button', { name: '添加轮播图' })).toBeHidden();

  await tab(page, '通知公告');
  await page.getByRole('button', { name: '新增公告' }).click();
  dialog = page.getByRole('dialog', { name: '新增公告' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请填写公告名称')).toBeVisible();
  await dialog.getByLabel('公告名称').fill(notice);
  await dialog.getByLabel('公告内容').fill('本周五下午召开家委会例会，请各位委员准时参加。');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('发布成功！')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: notice })).toHaveCount(1);
  await page.screenshot({ path: '.tmp/website/notices.png', fullPage: true });

  await tab(page, '组织架构');
  await page.getByRole('button', { name: '新增成员' }).click();
  dialog = page.getByRole('dialog', { name: '新增成员' });
  await dialog.getByLabel('姓名').pressSequentially('张#');
  await expect(page.getByText('不能输入特殊字符')).toBeVisible();
  await expect(dialog.getByLabel('姓名')).toHaveValue('');
  await expect(dialog.getByText('请重新输入')).toBeVisible();
  await dialog.getByLabel('姓名').fill(member);
  await dialog.getByLabel('职务').fill('宣传委员');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('成员新增成功!')).toBeVisible();

  await tab(page, '动态管理');
  await page.getByRole('button', { name: '发布动态' }).click();
  dialog = page.getByRole('dialog', { name: '发布动态' });
  await dialog.getByLabel('标题').fill(dynamic);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('内容不能为空')).toBeVisible();
  await expect(dialog.getByText('封面不能为空')).toBeVisible();
  await dialog.getByLabel('动态内容').click();
  await page.keyboard.type('孩子们在秋日的阳光下奔跑，家委会志愿者全程守护。');
  await dialog.getByRole('button', { name: '示例图片 cover-2.svg' }).click();
  await page.screenshot({ path: '.tmp/website/dynamic-dialog.png', fullPage: true });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pending-count')).toHaveText('4 条待同步');

  // A reload while offline: the shell from the cache, the changes from IndexedDB.
  await page.reload();
  await expect(page.getByTestId('pending-count')).toHaveText('4 条待同步');
  await tab(page, '动态管理');
  await page.getByRole('button', { name: dynamic }).click();
  const detail = page.getByRole('dialog', { name: '动态详情' });
  await expect(detail.getByTestId('rich-text')).toContainText('家委会志愿者全程守护');
  await expect(detail.getByRole('img', { name: '封面' })).toBeVisible();
  await page.screenshot({ path: '.tmp/website/dynamic-detail.png', fullPage: true });
  await detail.getByRole('button').first().click();

  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 30_000 });

  // Another device signs in and gets all three from the server.
  const other = await browser.newContext({ locale: 'zh-CN' });
  const second = await other.newPage();
  await signIn(second, 'yuanzhang');
  await expectSignedInShell(second, '王丽华');
  await openSite(second);
  await expect(second.getByRole('img', { name: banner })).toHaveAttribute('src', /^\/files\//);
  await expect
    .poll(() => second.getByRole('img', { name: banner }).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  await tab(second, '通知公告');
  await expect(second.getByRole('row').filter({ hasText: notice })).toHaveCount(1);
  await tab(second, '组织架构');
  await expect(second.getByRole('row').filter({ hasText: member })).toHaveCount(1);
  await tab(second, '动态管理');
  await expect(second.getByRole('row').filter({ hasText: dynamic })).toHaveCount(1);
  await other.close();
});

test('the add tile disappears at five banners and comes back after a deletion; GH has no banners', async ({ page }) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await openSite(page, 'HWH');
  const cards = page.getByTestId('banner-card');
  const add = page.getByRole('button', { name: '添加轮播图' });
  const count = await cards.count();
  for (let i = count; i < 5; i++) {
    await add.click();
    const dialog = page.getByRole('dialog', { name: '新增轮播图' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请填写图片名称')).toBeVisible();
    await expect(dialog.getByText('请填加图片')).toBeVisible();
    await dialog.getByLabel('图片名称').fill(`伙委会风采${i}`);
    await dialog.getByRole('button', { name: 'banner-3.svg' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(cards).toHaveCount(5);
  await expect(add).toBeHidden();
  await expect(page.getByText('伙委会风...').first()).toBeVisible();
  await page.screenshot({ path: '.tmp/website/banners-full.png', fullPage: true });

  await cards.last().getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('确定删除该轮播图片吗？')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(cards).toHaveCount(4);
  await expect(add).toBeVisible();

  // 工会 (GH): the second reading, notices and dynamics only.
  await page.goto('/DGTW/GH');
  const tabs = page.getByRole('tablist').last().getByRole('tab'); // the shell's tab bar comes first
  await expect(tabs).toHaveText(['通知公告', '动态管理']);
  await expect(page.getByRole('tab', { name: '通知公告' })).toHaveAttribute('aria-selected', 'true');
});
