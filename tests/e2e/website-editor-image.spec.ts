import { expect, test } from './fixtures';
import sharp from 'sharp';
import { expectSignedInShell, signIn } from './helpers';

/**
 * A picture inserted in a dynamic's text is uploaded for the school and saved as `/files/<key>`: the server's check
 * of saved paths (stored files of the school only) accepts it, and another device shows it from the server.
 */
test('a dynamic with a picture in its text is published and shown from the server on another device', async ({ page, browser }) => {
  const title = `插图动态${Date.now() % 100000}`;
  const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#e07a2f' } })
    .png()
    .toBuffer();
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await page.goto('/DGTW/JWH');
  await expect(page.getByTestId('banner-card').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: '动态管理' }).click();
  await page.getByRole('button', { name: '发布动态' }).click();
  const dialog = page.getByRole('dialog', { name: '发布动态' });
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('动态内容').click();
  await page.keyboard.type('运动会的精彩瞬间。');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '插入图片' }).click();
  await (await chooser).setFiles({ name: '瞬间.png', mimeType: 'image/png', buffer: picture });
  await expect(dialog.getByLabel('动态内容').locator('img')).toHaveAttribute('src', /^\/files\/schools\/101\//, { timeout: 20_000 });
  await dialog.getByRole('button', { name: '示例图片 cover-4.svg' }).click();
  await page.screenshot({ path: '.tmp/uploads/editor-image-dialog.png', fullPage: true });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 30_000 });

  const other = await browser.newContext({ locale: 'zh-CN' });
  const second = await other.newPage();
  await signIn(second, 'yuanzhang');
  await expectSignedInShell(second, '王丽华');
  await second.goto('/DGTW/JWH');
  await second.getByRole('tab', { name: '动态管理' }).click();
  await second.getByRole('button', { name: title }).click();
  const image = second.getByRole('dialog', { name: '动态详情' }).getByTestId('rich-text').locator('img');
  await expect(image).toHaveAttribute('src', /^\/files\/schools\/101\//, { timeout: 30_000 });
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
  await second.screenshot({ path: '.tmp/uploads/editor-image-detail.png', fullPage: true });
  await other.close();
});
