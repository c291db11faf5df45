import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectSignedInShell, signIn } from './helpers';

/** A real photo-like JPEG over 300 KB (noise compresses badly), so the worker has to compress it. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + ((i / width) | 0) * 104729) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

test('an image chosen offline shows at once, survives a reload offline, and is stored with its record when back online', async ({
  page,
  context,
}) => {
  const photo = await noisyJpeg(1600, 1200);
  expect(photo.length).toBeGreaterThan(300 * 1024);
  const name = `离线照片${Date.now() % 100000}.jpg`;

  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/dev-uploads');
  await expect(page.getByText('本园文件')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await page.getByLabel('添加图片到文件库').setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('等待上传')).toBeVisible({ timeout: 20_000 });
  const img = row.getByRole('img', { name });
  await expect(img).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('pending-count')).toHaveText('1 条待同步');

  // Closing the page in between loses nothing: the file and the record come back from IndexedDB.
  await page.reload();
  await expect(row.getByText('等待上传')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 30_000 });
  // The row now comes from the server: its path is the stored file's, under the school's prefix.
  await expect(img).toHaveAttribute('src', /^\/files\/schools\/101\/\d{4}-\d{2}\/[0-9a-f-]{36}\.jpg$/, { timeout: 30_000 });
  await expect(row.getByText('等待上传')).toHaveCount(0);
  const src = (await img.getAttribute('src')) ?? '';
  const stored = await page.request.get(src);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  const body = await stored.body();
  // Compressed in the worker: ≤ 1920 px a side and under 0.3 MB.
  expect(body.length).toBeLessThan(0.3 * 1024 * 1024);
  const meta = await sharp(body).metadata();
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1920);
});
