import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { clearPopups, signInAs } from './helpers';

/**
 * Issue 25 item 4, 印章管理: yuanzhang adds a seal with its picture; her own request is not hers to approve; the keeper's
 * request is approved by her and recorded by the keeper.
 */
const SHOTS = process.env.SEAL_SHOTS ?? '.tmp/seals';
const SEAL = `合同专用章（测试${Date.now() % 10000}）`;
const PURPOSE = '与鲜丰食品签订2027年度食材采购合同';
const OWN_PURPOSE = '园长申请：开具在职证明';

/** A red round impression, as a phone photo of a seal would be (a PNG the worker compresses or keeps). */
const impression = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#fff"/>
      <circle cx="200" cy="200" r="170" fill="none" stroke="#d81e06" stroke-width="14"/>
      <polygon points="200,120 222,180 286,180 234,218 254,280 200,242 146,280 166,218 114,180 178,180" fill="#d81e06"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

const row = (page: Page, text: string) => page.getByRole('main').getByRole('row').filter({ hasText: text });
const pageTab = (page: Page, name: string) => page.getByRole('main').getByRole('tab', { name: new RegExp(`^${name}`) });

test('yuanzhang adds a seal with a picture; a use is requested, approved, and recorded by the keeper', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'yuanzhang');
  await clearPopups(page);
  await page.goto('/YWGL/YZGL');
  // The demo seals, with their impressions, keepers and states.
  await expect(row(page, '童心阳光幼儿园公章')).toContainText('王丽华', { timeout: 30_000 });
  await expect(row(page, '财务专用章')).toContainText('张敏');
  await expect(row(page, '法人章（王丽华）')).toContainText('停用');
  await expect(row(page, '童心阳光幼儿园公章').getByRole('img', { name: '童心阳光幼儿园公章' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/seals.png` });
  // The impression opens large.
  await row(page, '童心阳光幼儿园公章').getByRole('button', { name: '查看童心阳光幼儿园公章' }).click();
  const preview = page.getByRole('dialog', { name: '图片预览' });
  await expect(preview.getByRole('img', { name: '图片预览' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/seal-preview.png` });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // 新增印章: name, kind, the impression (cropped square), the keeper 张敏.
  await page.getByRole('button', { name: '新增印章' }).click();
  const dialog = page.getByRole('dialog', { name: '新增印章' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入印章名称')).toBeVisible();
  await expect(dialog.getByText('请选择保管人')).toBeVisible();
  await dialog.getByLabel('印章名称').fill(SEAL);
  await dialog.getByRole('combobox', { name: '印章类型' }).click();
  await page.getByRole('option', { name: '合同专用章' }).click();
  await dialog.getByLabel('选择印章图片').setInputFiles({ name: '合同章.png', mimeType: 'image/png', buffer: await impression() });
  const crop = page.getByRole('dialog', { name: '图片裁剪' });
  await crop.getByRole('button', { name: '确定' }).click();
  await expect(crop).toBeHidden({ timeout: 20_000 });
  await expect(dialog.getByRole('img', { name: '已选图片' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('combobox', { name: '保管人' }).click();
  await page.getByRole('option', { name: /张敏/ }).click();
  await dialog.getByLabel('备注').fill('存放于财务室保险柜');
  await page.screenshot({ path: `${SHOTS}/seal-dialog.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(row(page, SEAL)).toContainText('张敏');
  await expect(row(page, SEAL)).toContainText('在用');
  await expect(row(page, SEAL).getByRole('img', { name: SEAL })).toBeVisible({ timeout: 20_000 });

  // 申请用印 from the seal's row: queued like any change, then on the server. Her own request is not hers to approve:
  // 通过 and 驳回 are greyed with the reason (the server refuses it too).
  await row(page, SEAL).getByRole('button', { name: '申请用印' }).click();
  const ask = page.getByRole('dialog', { name: '申请用印' });
  await ask.getByLabel('用印事由').fill(OWN_PURPOSE);
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('已提交申请，等待园长审批')).toBeVisible();
  await pageTab(page, '用印记录').click();
  const own = row(page, OWN_PURPOSE);
  await expect(own).toContainText('待审批');
  await expect(own).toContainText('王丽华', { timeout: 30_000 });
  await expect(own.getByRole('button', { name: '通过' })).toBeDisabled();
  await expect(own.getByRole('button', { name: '驳回' })).toBeDisabled();
  await own.getByRole('button', { name: '通过' }).locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('不能审批自己的用印申请');
  await page.screenshot({ path: `${SHOTS}/uses-own.png` });

  // 张敏 (caiwu), the keeper, on her own browser, applies for a use of the new seal.
  const keeper = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const kp = await keeper.newPage();
  await signInAs(kp, 'caiwu');
  await clearPopups(kp);
  await kp.goto('/YWGL/YZGL');
  await expect(row(kp, SEAL)).toBeVisible({ timeout: 30_000 });
  await expect(kp.getByRole('button', { name: '新增印章' })).toHaveCount(0);
  await row(kp, SEAL).getByRole('button', { name: '申请用印' }).click();
  const hers = kp.getByRole('dialog', { name: '申请用印' });
  await hers.getByLabel('用印事由').fill(PURPOSE);
  await hers.getByLabel('用印份数').fill('3');
  await hers.getByRole('button', { name: '确定' }).click();
  await expect(hers).toBeHidden();
  await expect(kp.getByText('已提交申请，等待园长审批')).toBeVisible();

  // The server's row (with the applicant's name) reaches the principal, who approves it.
  const use = row(page, PURPOSE);
  await expect(use).toContainText('张敏', { timeout: 30_000 });
  await expect(use).toContainText('待审批');
  await use.getByRole('button', { name: '通过' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已通过，已通知保管人')).toBeVisible();
  await expect(use).toContainText('待用印', { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/uses-approved.png` });

  // The keeper is told in 通知 and records the use with a photo of the stamped page. The tab counts what waits for
  // her stamp: the demo's 财务专用章 use and this one.
  await expect(pageTab(kp, '用印记录')).toHaveText('用印记录2', { timeout: 30_000 });
  await pageTab(kp, '用印记录').click();
  const mine = row(kp, PURPOSE);
  await expect(mine).toContainText('待用印');
  // The demo's use waiting for approval is not hers to approve.
  await expect(row(kp, '秋季运动会场地租用协议').getByRole('button', { name: '通过' })).toHaveCount(0);
  await mine.getByRole('button', { name: '登记用印' }).click();
  const record = kp.getByRole('dialog', { name: '登记用印' });
  await expect(record.getByText(PURPOSE)).toBeVisible();
  await record.getByLabel('选择用印照片').setInputFiles({ name: '盖章页.png', mimeType: 'image/png', buffer: await impression() });
  await expect(record.getByRole('img', { name: '已选图片' })).toBeVisible({ timeout: 20_000 });
  await record.getByLabel('用印说明').fill('合同三份已盖章，原件交财务存档');
  await kp.screenshot({ path: `${SHOTS}/record-dialog.png` });
  await record.getByRole('button', { name: '确定' }).click();
  await expect(record).toBeHidden();
  await expect(kp.getByText('登记成功')).toBeVisible();
  await expect(mine).toContainText('已用印', { timeout: 30_000 });
  await expect(mine).toContainText('张敏');
  await kp.screenshot({ path: `${SHOTS}/uses-keeper.png` });
  await keeper.close();

  // The principal's list follows; the records export as a spreadsheet.
  await expect(use).toContainText('已用印', { timeout: 30_000 });
  await page.getByRole('combobox', { name: '用印状态' }).click();
  await page.getByRole('option', { name: '已用印' }).click();
  await expect(page.getByRole('main').getByText('共 2 条')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/uses-filtered.png` });
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^用印记录-已用印-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet?.getRow(1).getCell(2).value).toBe('印章');
  const values = JSON.stringify(sheet?.getSheetValues());
  expect(values).toContain(PURPOSE);
  expect(values).toContain('张敏');

  // Offline: the lists read from the replica, a seal is edited (queued), recording a use says it needs the server.
  await page.context().setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await page.getByRole('combobox', { name: '用印状态' }).click();
  await page.getByRole('option', { name: '待用印' }).click();
  await row(page, '鲜丰食品有限公司').getByRole('button', { name: '登记用印' }).click();
  await expect(page.getByText('当前处于离线状态，审批和登记用印需要联网')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '登记用印' })).toHaveCount(0);
  await page.getByRole('main').getByRole('tab', { name: '印章', exact: true }).click();
  await row(page, SEAL).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑印章' });
  await expect(edit.getByLabel('印章名称')).toHaveValue(SEAL);
  await edit.getByLabel('备注').fill('移交园长办公室保管');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row(page, SEAL)).toContainText('移交园长办公室保管');
  await expect(page.getByTestId('pending-count')).toHaveText('1 条待同步');
  await page.screenshot({ path: `${SHOTS}/seals-offline.png` });
  // Back online, the change reaches the server and the queue empties.
  await page.context().setOffline(false);
  await expect(page.getByTestId('network-status')).toHaveText('在线', { timeout: 30_000 });
  await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout: 30_000 });
  await expect(row(page, SEAL)).toContainText('移交园长办公室保管');
});
