import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ExcelJS from 'exceljs';
import { clearPopups, signInAs } from './helpers';

/** Issue 25 item 1, 教职工管理: edit a record with a credential, filter by status, the import's dry run, the export. */
const SHOTS = process.env.STAFF_SHOTS ?? '.tmp/staff';

async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; book: ExcelJS.Workbook }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
  return { name: file.suggestedFilename(), book };
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('yuanzhang edits a staff record with a credential, filters by status, dry-runs an import and exports', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'yuanzhang');
  await clearPopups(page);
  await page.goto('/YWGL/RLZYGL/JZGGL');
  await expect(row(page, '李晓雯')).toBeVisible({ timeout: 30_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: '邀请教职工' })).toBeVisible();
  await expect(main.getByRole('button', { name: '发送通知' })).toBeVisible();
  await expect(row(page, '李晓雯')).toContainText('保教部');
  await page.screenshot({ path: `${SHOTS}/list.png` });

  // Edit 李晓雯: her major, and a new credential (保育员证) that expires in three weeks.
  await row(page, '李晓雯').getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: /编辑档案/ });
  await expect(dialog.getByLabel('姓名')).toHaveValue('李晓雯');
  await expect(dialog.getByText('出生日期：1995-03-07')).toBeVisible();
  await dialog.getByLabel('所学专业').fill('学前教育（双语）');
  await dialog.getByRole('button', { name: '新增证书' }).click();
  const cred = page.getByRole('dialog', { name: '新增证书' });
  await cred.getByRole('combobox', { name: '证书类别' }).click();
  await page.getByRole('option', { name: '保育员证' }).click();
  await cred.getByLabel('证书编号').fill('BY-2026-0088');
  const soon = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  await cred.getByLabel('有效期至').fill(soon);
  await cred.getByText('长期有效的证书').click();
  await cred.getByRole('button', { name: '确定' }).click();
  await expect(cred).toBeHidden();
  const credRow = dialog.getByRole('row').filter({ hasText: 'BY-2026-0088' });
  await expect(credRow).toContainText('保育员证');
  await expect(credRow.locator('[data-expiry=soon]')).toContainText(soon);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/edit-with-credential.png` });
  // A wrong check digit is refused under its field, as the server would.
  const own = await dialog.getByLabel('身份证号').inputValue();
  await dialog.getByLabel('身份证号').fill(`${own.slice(0, 17)}${own.endsWith('1') ? '2' : '1'}`);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('身份证号码不正确')).toBeVisible();
  await dialog.getByLabel('身份证号').fill(own);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(row(page, '李晓雯')).toContainText('4张（1张到期）');

  // 陈建国 leaves: off the serving list, on the 离职 one.
  await row(page, '陈建国').getByRole('button', { name: '变更状态' }).click();
  const status = page.getByRole('dialog', { name: /变更状态/ });
  await status.getByRole('combobox', { name: '员工状态' }).click();
  await page.getByRole('option', { name: '离职' }).click();
  await expect(status.getByText('将无法登录本园')).toBeVisible();
  await status.getByLabel('原因').fill('个人原因');
  await page.screenshot({ path: `${SHOTS}/status-dialog.png` });
  await status.getByRole('button', { name: '确定' }).click();
  await expect(status).toBeHidden();
  await expect(row(page, '陈建国')).toHaveCount(0);
  await page.getByRole('combobox', { name: '员工状态' }).click();
  await page.getByRole('option', { name: '离职', exact: true }).click();
  await expect(row(page, '陈建国')).toContainText('离职');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/filter-left.png` });
  await page.getByRole('combobox', { name: '员工状态' }).click();
  await page.getByRole('option', { name: '退休', exact: true }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.getByRole('combobox', { name: '员工状态' }).click();
  await page.getByRole('option', { name: '全部', exact: true }).click();
  await expect(row(page, '陈建国')).toBeVisible();

  // The import: the template, a file with a bad ID number and a bad date listed before anything is written.
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const imp = page.getByRole('dialog', { name: '导入教职工' });
  const template = await download(page, () => imp.getByRole('button', { name: '下载模板' }).click());
  expect(template.name).toBe('教职工导入模板.xlsx');
  const sheet = template.book.getWorksheet('教职工信息');
  if (!sheet) throw new Error('no 教职工信息 sheet');
  expect(sheet.getRow(1).values).toContain('身份证号');
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const col = (h: string) => header.indexOf(h);
  const put = (r: number, values: Record<string, string>) => {
    for (const [h, v] of Object.entries(values)) sheet.getRow(r).getCell(col(h)).value = v;
  };
  put(2, { 姓名: '张敏', 手机号: '13800000003', 身份证号: '110101198811152721', 部门: '', 岗位: '' });
  put(3, { 姓名: '赵安', 手机号: '13800000006', 入职日期: '2020-02-30', 部门: '', 岗位: '', 身份证号: '' });
  await imp.locator('input[type=file]').setInputFiles({
    name: '教职工-有错.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await template.book.xlsx.writeBuffer()),
  });
  const errors = imp.getByTestId('import-errors');
  await expect(errors.getByRole('row').filter({ hasText: '第2行' })).toContainText('身份证号码不正确');
  await expect(errors.getByRole('row').filter({ hasText: '第3行' })).toContainText('入职日期不正确');
  await expect(imp.getByRole('button', { name: '确定导入' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/import-dry-run.png` });
  await imp
    .getByRole('button', { name: '取消' })
    .or(imp.getByRole('button', { name: '关闭' }))
    .first()
    .click();
  await expect(imp).toBeHidden();
  // Nothing was written: 张敏's ID number is still her own.
  await row(page, '张敏').getByRole('button', { name: '编辑' }).click();
  const zhang = page.getByRole('dialog', { name: /编辑档案/ });
  await expect(zhang.getByLabel('身份证号')).not.toHaveValue('110101198811152721');
  await zhang.getByRole('button', { name: '取消' }).click();
  await expect(zhang).toBeHidden();

  // The export: the list as shown (全部), statuses and birthdays in words.
  const out = await download(page, () => page.getByRole('button', { name: '导出', exact: true }).click());
  expect(out.name).toMatch(/^教职工花名册-全部-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const roster = out.book.getWorksheet('教职工花名册');
  const lines = Array.from(roster?.getSheetValues() ?? [], (r) => (Array.isArray(r) ? Array.from(r, String).join('|') : ''));
  expect(lines.find((l) => l.includes('李晓雯'))).toContain('1995-03-07');
  expect(lines.find((l) => l.includes('陈建国'))).toContain('离职');

  await page.getByRole('tab', { name: '统计分析' }).click();
  await expect(page.getByText('按年龄段（在职）')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/stats.png`, fullPage: true });

  // 陈建国 comes back (正式): he signs in and rides again for the specs after this one.
  await page.getByRole('tab', { name: '教职工档案' }).click();
  await page.getByRole('combobox', { name: '员工状态' }).click();
  await page.getByRole('option', { name: '全部', exact: true }).click();
  await row(page, '陈建国').getByRole('button', { name: '变更状态' }).click();
  const back = page.getByRole('dialog', { name: /变更状态/ });
  await back.getByRole('combobox', { name: '员工状态' }).click();
  await page.getByRole('option', { name: '正式', exact: true }).click();
  await back.getByRole('button', { name: '确定' }).click();
  await expect(back).toBeHidden();
  await expect(row(page, '陈建国')).toContainText('正式');
});

test('a staff record is edited offline, kept across a reload, and synced when the network returns', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'yuanzhang');
  await clearPopups(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/YWGL/RLZYGL/JZGGL');
  await expect(row(page, '张敏')).toContainText('大学专科', { timeout: 30_000 });

  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await row(page, '张敏').getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: /编辑档案/ });
  await dialog.getByRole('combobox', { name: '学历' }).click();
  await page.getByRole('option', { name: '大学本科' }).click();
  await dialog.getByLabel('备注').fill('离线修改：自考本科');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, '张敏')).toContainText('大学本科');
  await expect(page.getByTestId('pending-count')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-edit.png` });

  await page.reload();
  await expect(row(page, '张敏')).toContainText('大学本科', { timeout: 30_000 });

  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
  // What the server answered (the pull after the push) still says so.
  await page.reload();
  await expect(row(page, '张敏')).toContainText('大学本科', { timeout: 30_000 });
});
