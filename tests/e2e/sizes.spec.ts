import { expect, test } from './fixtures';
import { clearPopups, openStudents, signIn } from './helpers';

/**
 * Sizes (review item 10): a list at 1024×768 keeps its names and classes on one line and its 操作 in sight (the
 * list kit's minimum widths, sideways scroll, 操作 pinned right); 开始跟车 is whole at 390 px; toasts sit below the
 * header; a 快捷功能 tile's × stays inside the tile on a touch screen.
 */
const SHOTS = '.tmp/shots/sizes';

test('幼儿管理 at 1024×768: names and classes on one line, 操作 pinned in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'yuanzhang');
  await expect(page).toHaveURL(/\/HOME$/);
  await clearPopups(page);
  await openStudents(page);
  const table = page.getByRole('table').first();
  const oneLine = async (name: string) => {
    const header = table.getByRole('columnheader', { name, exact: true });
    const box = await header.boundingBox();
    // A title of two characters, and room for a name or a class beside it: never one character a line.
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(90);
  };
  await oneLine('姓名');
  await oneLine('班级');
  // Every row's name on one line: the row is no taller than a line of text and its padding.
  const first = table.locator('tbody tr').first();
  expect((await first.boundingBox())?.height ?? 0).toBeLessThan(70);
  const actions = table.getByRole('columnheader', { name: '操作' });
  const box = await actions.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1024);
  expect(await actions.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  await page.screenshot({ path: `${SHOTS}/students-1024.png` });
});

test('toasts sit below the header, at the top centre', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'yuanzhang');
  await expect(page).toHaveURL(/\/HOME$/);
  await clearPopups(page);
  // Starring a page says so with a toast (and the star is taken off again after).
  const star = page.getByRole('button', { name: /^添加.+到快捷功能$/ }).first();
  const name = ((await star.getAttribute('aria-label')) ?? '').replace(/^添加|到快捷功能$/g, '');
  await star.click();
  const toast = page.locator('[data-position="top-center"]').getByRole('alert').first();
  await expect(toast).toBeVisible();
  await page.waitForTimeout(400); // done sliding in
  const header = await page.locator('header').first().boundingBox();
  const box = await toast.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 60));
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 720)).toBeLessThan(4);
  await page.screenshot({ path: `${SHOTS}/toast-below-header.png` });
  const remove = page.getByRole('button', { name: `移除快捷功能${name}` });
  await remove.locator('xpath=..').hover();
  await remove.click();
  await expect(remove).toHaveCount(0);
});

test('on a touch phone of 390 px: 开始跟车 whole, and each shortcut’s × inside its tile', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signIn(page, 'yuanzhang');
  await expect(page).toHaveURL(/\/HOME$/);
  await clearPopups(page);
  const ride = page.getByRole('link', { name: '开始跟车' });
  await expect(ride).toBeVisible();
  const rideBox = await ride.boundingBox();
  expect((rideBox?.x ?? 0) + (rideBox?.width ?? 0)).toBeLessThanOrEqual(390);
  // The label is not cut: all four characters fit in the button.
  const label = ride.locator('.mantine-Button-label');
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await ride.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ride-entry-390.png` });

  const tiles = page.getByRole('list', { name: '快捷功能列表' }).or(page.locator('[aria-label="快捷功能列表"]'));
  await tiles.first().scrollIntoViewIfNeeded();
  const removes = page.getByRole('button', { name: /^移除快捷功能/ });
  await expect(removes.first()).toBeVisible();
  const n = await removes.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    // Both boxes read in one go: the workbench's cards still settling must not move the tile between two reads.
    const [r, t] = await removes.nth(i).evaluate((el) =>
      [el, (el.parentElement as Element).querySelector('button') as Element].map((n) => {
        const b = n.getBoundingClientRect();
        return { x: b.x, y: b.y, width: b.width, height: b.height };
      }),
    );
    if (!r || !t) throw new Error('no box');
    expect(r.x).toBeGreaterThanOrEqual(t.x);
    expect(r.x + r.width).toBeLessThanOrEqual(t.x + t.width);
    expect(r.y).toBeGreaterThanOrEqual(t.y);
    expect(r.y + r.height).toBeLessThanOrEqual(t.y + t.height);
  }
  await page.screenshot({ path: `${SHOTS}/shortcuts-touch-390.png` });
  await context.close();
});
