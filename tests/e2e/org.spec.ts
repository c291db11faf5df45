import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearPopups, signInAs } from './helpers';

const SHOTS = '.tmp/shots/org';

async function signedIn(browser: Browser, loginName: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  await signInAs(page, loginName);
  await clearPopups(page);
  return page;
}

const row = (page: Page, name: string) => page.getByTestId(`dept-row-${name}`);
/** The department names in the order the tree table shows them, each with its indent (0 at the top). */
async function treeOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('dept-tree')
    .locator('tbody tr[data-testid^="dept-row-"]')
    .evaluateAll((rows) =>
      rows.map((r) => {
        const pad = Number.parseInt(getComputedStyle(r.querySelector('td > div') as HTMLElement).paddingLeft, 10) || 0;
        return `${'  '.repeat(Math.round(pad / 24))}${(r.getAttribute('data-testid') ?? '').slice('dept-row-'.length)}`;
      }),
    );
}

test('yuanzhang drags a department under another, moves one by keyboard, edits school info, signs out another device', async ({
  browser,
}) => {
  // Another device of the principal's: a phone, signed in first.
  const phone = await signedIn(
    browser,
    'yuanzhang',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  );
  const page = await signedIn(browser, 'yuanzhang');

  // 部门管理: drag 校车组 onto 后勤部: it goes inside, one level down.
  await page.goto('/YWGL/RLZYGL/BMGL');
  await expect(row(page, '校车组')).toBeVisible();
  expect(await treeOrder(page)).toContain('校车组');
  await page.screenshot({ path: `${SHOTS}/bmgl-before.png` });
  await row(page, '校车组').dragTo(row(page, '后勤部'));
  await expect(page.getByText('移动成功')).toBeVisible();
  await expect.poll(() => treeOrder(page)).toContain('  校车组');
  const order = await treeOrder(page);
  expect(order[order.indexOf('  校车组') - 1]).toBe('后勤部');
  // The keyboard way: 保健室's 更多 → 上移 puts it before its previous sibling.
  const before = (await treeOrder(page)).filter((n) => !n.startsWith(' '));
  const at = before.indexOf('保健室');
  await page.getByRole('button', { name: '保健室 更多' }).click();
  await page.getByRole('menuitem', { name: '上移' }).click();
  await expect.poll(async () => (await treeOrder(page)).filter((n) => !n.startsWith(' ')).indexOf('保健室')).toBe(at - 1);
  // Reloaded from the server, the tree is as left.
  await page.reload();
  await expect.poll(() => treeOrder(page)).toContain('  校车组');
  await page.screenshot({ path: `${SHOTS}/bmgl-after.png` });

  // 岗位管理 and one's own 岗位职责.
  await page.goto('/YWGL/RLZYGL/GWGL');
  await expect(page.getByRole('cell', { name: '园长', exact: false }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/gwgl.png` });
  await page.goto('/YWGL/RLZYGL/GWGL/WORK');
  await expect(page.getByTestId('my-position')).toHaveText('园长');
  await page.screenshot({ path: `${SHOTS}/gwgl-work.png` });

  // 我的园所: the address, the kindergarten type and level, saved and read back.
  await page.goto('/JCSZ/WDYEY');
  await page.getByLabel('园所地址').fill('北京市海淀区学院路 18 号');
  await page.getByRole('combobox', { name: '办园类型' }).click();
  await page.getByRole('option', { name: '民办' }).click();
  await page.getByRole('combobox', { name: '园所等级' }).click();
  await page.getByRole('option', { name: '一级一类' }).click();
  await page.getByLabel('占地面积').fill('3200');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('园所地址')).toHaveValue('北京市海淀区学院路 18 号');
  await expect(page.getByRole('combobox', { name: '办园类型' })).toHaveValue('民办');
  await expect(page.getByRole('combobox', { name: '园所等级' })).toHaveValue('一级一类');
  await page.screenshot({ path: `${SHOTS}/wdyey.png`, fullPage: true });

  // 个人中心: the phone is one of the signed-in devices; 退出 ends it.
  await page.goto('/JCSZ/GRZX');
  await expect(page.getByLabel('姓名')).toHaveValue('王丽华');
  await expect(page.getByText('138****0001')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/grzx-profile.png` });
  await page.getByRole('tab', { name: /登录设备/ }).click();
  const devices = page.getByTestId('device-list');
  // This page and the phone, and any session earlier specs left signed in.
  await expect(devices.getByText('Chrome · Android').first()).toBeVisible();
  const rows = await devices.getByRole('row').count();
  expect(rows).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: `${SHOTS}/grzx-devices.png` });
  await devices
    .getByRole('row', { name: /Android/ })
    .first()
    .getByRole('button', { name: '退出' })
    .click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已退出该设备')).toBeVisible();
  await expect(devices.getByRole('row')).toHaveCount(rows - 1);
  await page.getByRole('tab', { name: '登录记录' }).click();
  await expect(page.getByTestId('login-history').getByText('已退出').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/grzx-history.png` });

  // The phone's token is over: its next call sends it to the login page.
  await phone.goto('/JCSZ/GRZX');
  await expect(phone).toHaveURL(/\/login/, { timeout: 15_000 });
  // This device is still signed in.
  await page.goto('/HOME');
  await expect(page).toHaveURL(/\/HOME$/);
});

test('a teacher reads her own 岗位职责 and may not open 部门管理; the position and phone dialogs', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const teacher = await context.newPage();
  await signInAs(teacher, 'jiaoshi');
  await teacher.getByRole('button', { name: '稍后再说' }).click();
  await teacher.goto('/YWGL/RLZYGL/GWGL/WORK');
  await expect(teacher.getByTestId('my-position')).toHaveText('教师');
  await expect(teacher.getByTestId('my-duties')).toContainText('负责本班幼儿的一日生活');
  await teacher.screenshot({ path: `${SHOTS}/gwgl-work-teacher.png` });
  await teacher.goto('/YWGL/RLZYGL/BMGL');
  await expect(teacher).toHaveURL(/\/403$/);

  const page = await signedIn(browser, 'yuanzhang');
  await page.goto('/YWGL/RLZYGL/GWGL');
  await page
    .getByRole('row', { name: /保育员/ })
    .getByRole('button', { name: '编辑' })
    .click();
  const dialog = page.getByRole('dialog', { name: '编辑岗位' });
  await expect(dialog.getByLabel('岗位职责')).toHaveValue(/午睡/);
  await page.screenshot({ path: `${SHOTS}/gwgl-edit.png` });
  await dialog.getByRole('button', { name: '取消' }).click();
  // 菜单权限 opens the role editor on that position.
  await page
    .getByRole('row', { name: /保育员/ })
    .getByRole('button', { name: '菜单权限' })
    .click();
  await expect(page).toHaveURL(/\/JCSZ\/JSGL\?positionId=\d+/);
  await expect(page.getByTestId('rights-panel')).toContainText('保育员');
  await page.screenshot({ path: `${SHOTS}/gwgl-rights.png` });

  await page.goto('/JCSZ/GRZX');
  await page.getByTestId('change-phone').click();
  await expect(page.getByRole('dialog', { name: '修改手机号' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/grzx-phone.png` });
});
