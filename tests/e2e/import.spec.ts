import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ExcelJS from 'exceljs';
import { clearPopups, findStudent, openStudents, signInAs } from './helpers';

/** The xlsx kit end to end (docs/xlsx.md): template → fill with exceljs → dry run lists the bad row → fix → import → list. */
const SHOTS = '.tmp/import';

async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; book: ExcelJS.Workbook }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
  return { name: file.suggestedFilename(), book };
}

test('the student import: template, a bad row listed before anything is written, fixed, imported, exported', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'yuanzhang');
  await clearPopups(page);
  await openStudents(page);

  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入幼儿' });
  const template = await download(page, () => dialog.getByRole('button', { name: '下载模板' }).click());
  expect(template.name).toBe('幼儿导入模板.xlsx');
  const sheet = template.book.getWorksheet('幼儿信息');
  if (!sheet) throw new Error('no 幼儿信息 sheet');
  expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '性别', '出生日期', '班级']);
  // The 班级 drop-down lists the school's classes: fill with the first one, as a person picking from it would.
  const className = String(template.book.getWorksheet('选项')?.getCell('D1').value);
  expect(sheet.getCell('D3').dataValidation).toMatchObject({ type: 'list' });

  const stamp = Date.now() % 100000;
  const names = ['甲', '乙', '丙'].map((n) => `导入${stamp}${n}`);
  // Over the example row (row 2) and below it, as a person types them.
  sheet.getRow(2).values = [names[0], '男', '2021-03-04', className];
  sheet.getRow(3).values = [names[1], '女', '2021-02-30', className];
  sheet.getRow(4).values = [names[2], '女', '2020-11-12', className];
  const upload = async (fileName: string) =>
    dialog.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await template.book.xlsx.writeBuffer()),
    });

  await upload('幼儿-有错.xlsx');
  const errors = dialog.getByTestId('import-errors');
  await expect(errors.getByRole('row').filter({ hasText: '第3行' })).toContainText('出生日期不正确');
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(dialog.getByText('共 3 条，其中 1 行有错误（1 处）')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '确定导入' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/dry-run-errors.png` });
  // Nothing was written by the dry run.
  expect(await (await findStudent(page, `导入${stamp}`)).count()).toBe(0);

  sheet.getCell('C3').value = '2021-02-28';
  await upload('幼儿-已改.xlsx');
  await expect(dialog.getByText('共 3 条，全部校验通过，可以导入')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dry-run-ok.png` });
  await dialog.getByRole('button', { name: '确定导入' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('成功导入3名幼儿，正在同步到本机')).toBeVisible();

  // They arrive through sync like any other change.
  const rows = await findStudent(page, `导入${stamp}`);
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  await expect(rows.filter({ hasText: names[1] as string })).toContainText('2021-02-28');
  await page.screenshot({ path: `${SHOTS}/imported.png` });

  // The roster of what the list shows, from the replica, offline.
  await context.setOffline(true);
  const roster = await download(page, () => page.getByRole('button', { name: '导出', exact: true }).click());
  expect(roster.name).toMatch(/^幼儿花名册-全部班级-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const ws = roster.book.getWorksheet('幼儿花名册');
  expect(ws?.getRow(1).values).toEqual([undefined, '序号', '姓名', '性别', '出生日期', '班级']);
  expect(ws?.rowCount).toBe(4);
  // In the list's order (class, then name by pinyin: 丙 bing, 甲 jia, 乙 yi), codes written as labels.
  expect([2, 3, 4].map((r) => ws?.getRow(r).values)).toEqual([
    [undefined, 1, names[2], '女', '2020-11-12', className],
    [undefined, 2, names[0], '男', '2021-03-04', className],
    [undefined, 3, names[1], '女', '2021-02-28', className],
  ]);

  // Offline the dialog says the import needs the network; the dry run still works.
  await page.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog.getByText('当前处于离线状态，导入需要联网；模板下载和文件校验可离线进行。')).toBeVisible();
  await upload('离线.xlsx');
  await expect(dialog.getByText('共 3 条，全部校验通过，可以导入')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '确定导入' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/offline.png` });
  await context.setOffline(false);

  // Leave the shared server as found: the three children sit in the first (top-grade) class, whose count other specs
  // read (升班 graduates it).
  await dialog.getByRole('button', { name: '取消' }).click();
  for (const name of names) {
    const row = await findStudent(page, name as string);
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').filter({ hasText: '确定删除该幼儿吗' }).getByRole('button', { name: '确定' }).click();
    await expect(row).toHaveCount(0);
  }
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 30_000 });
});
