import { expect, test } from './fixtures';
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

test('the image worker brings a 4000×3000 photo to ≤ 1920 px and under 0.3 MB, keeping EXIF-rotated photos upright', async ({ page }) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await page.goto('/dev-uploads');
  await expect(page.getByText('本园文件')).toBeVisible();

  // Made in the browser with OffscreenCanvas, handed to the file input as a person's choice would be.
  const bytes = await page.getByLabel('添加图片到文件库').evaluate(async (input: HTMLInputElement) => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    let seed = 11;
    const rnd = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 3000; i++) {
      ctx.fillStyle = `hsl(${rnd() * 360}, 60%, ${30 + rnd() * 50}%)`;
      ctx.fillRect(rnd() * 4000, rnd() * 3000, 20 + rnd() * 200, 20 + rnd() * 200);
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], '大照片.jpg', { type: 'image/jpeg' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return blob.size;
  });
  expect(bytes).toBeGreaterThan(1024 * 1024);
  const big = page.getByRole('row').filter({ hasText: '大照片.jpg' }).getByRole('img');
  await expect(big).toHaveAttribute('src', /^\/files\//, { timeout: 30_000 });
  const stored = await (await page.request.get((await big.getAttribute('src')) ?? '')).body();
  const meta = await sharp(stored).metadata();
  expect(stored.length).toBeLessThan(0.3 * 1024 * 1024);
  expect([meta.width, meta.height]).toEqual([1920, 1440]);

  // A camera photo stored sideways with EXIF orientation 6 must come out portrait, with no rotation left to apply.
  const sideways = await sharp(await noisyJpeg(1600, 1200))
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();
  await page.getByLabel('添加图片到文件库').setInputFiles({ name: '竖拍.jpg', mimeType: 'image/jpeg', buffer: sideways });
  const upright = page.getByRole('row').filter({ hasText: '竖拍.jpg' }).getByRole('img');
  await expect(upright).toHaveAttribute('src', /^\/files\//, { timeout: 30_000 });
  const rotated = await sharp(await (await page.request.get((await upright.getAttribute('src')) ?? '')).body()).metadata();
  // Portrait 3:4 (the library may scale it down further to meet the size target).
  expect(rotated.height ?? 0).toBeGreaterThan(rotated.width ?? 0);
  expect((rotated.width ?? 0) / (rotated.height ?? 1)).toBeCloseTo(0.75, 2);
  expect(rotated.orientation ?? 1).toBe(1);
});
