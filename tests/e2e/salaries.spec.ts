import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSignedInShell, signIn } from './helpers';
import { downloadTemplate, signInFinance, unlockFinancePage } from './finance-helpers';

/**
 * 工资管理 (docs/finance.md "Salaries"): caiwu saves the template, makes this month's sheet from the staff list,
 * imports an xlsx (built from the downloaded template with exceljs), confirms and issues it; then the teacher
 * (jiaoshi) signs in and finds her own payslip in 个人中心 → 我的工资条 with the right 实发.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/salaries';
const panel = (page: Page) => page.getByRole('tabpanel');
const dataRows = (page: Page) => panel(page).locator('table').first().locator('tbody tr');
const context = (browser: Browser) =>
  browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1680, height: 950 } });

test.use({ actionTimeout: 20_000 });

test('caiwu makes, imports, confirms and issues a month; the teacher reads her own payslip', async ({ browser }) => {
  test.setTimeout(300_000);
  await mkdir(SHOTS, { recursive: true });
  const page = await (await context(browser)).newPage();
  await signInFinance(page);
  await unlockFinancePage(page, '/YWGL/CWGL/GZGL', { gateShown: false, synced: true });

  // 工资模板: the suggested items saved as they are (8 items, 4 应发 and 4 扣款).
  await page.getByRole('tab', { name: '工资模板' }).click();
  await expect(page.getByText('尚未设置工资模板')).toBeVisible();
  await expect(page.getByText('共 8 项（应发 4 项，扣款 4 项）')).toBeVisible();
  await page.getByRole('button', { name: '保存模板' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByText('尚未设置工资模板')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/template.png` });

  // 月度工资: this month has no sheet yet; 生成 makes one row per serving member.
  await page.getByRole('tab', { name: '月度工资' }).click();
  await expect(panel(page).getByText('尚未生成工资表')).toBeVisible();
  await expect(panel(page).getByText('暂无数据')).toBeVisible();
  await page.getByRole('button', { name: '生成工资表' }).click();
  await expect(page.getByText('生成成功')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: '李晓雯' })).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('salary-state')).toHaveText('草稿');

  // 导入: the template's headers are 姓名, 手机号 and the items in order.
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^导入.*工资$/ });
  const { name: template, book, sheet } = await downloadTemplate(page, dialog);
  expect(template).toBe('工资导入模板.xlsx');
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    '姓名',
    '手机号',
    '基本工资',
    '岗位工资',
    '绩效工资',
    '餐补',
    '社保个人',
    '公积金个人',
    '个人所得税',
    '考勤扣款',
  ]);
  const upload = async (name: string) =>
    dialog.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
  // First with a bad amount: the dry run names the cell, nothing can be imported.
  sheet.getRow(2).values = ['李晓雯', '13800000002', '5200', '800', '1000', '300', '520.5', '400', '35.2', '0'];
  sheet.getRow(3).values = ['张敏', '13800000003', '6000', '900', '12.345', '300', '600', '500', '80', '0'];
  await upload('工资-有错.xlsx');
  await expect(dialog.getByTestId('import-errors').getByRole('row').filter({ hasText: '第3行' })).toContainText('绩效工资');
  await expect(dialog.getByRole('button', { name: '确定导入' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/import-errors.png` });
  sheet.getRow(3).values = ['张敏', '13800000003', '6000', '900', '1200', '300', '600', '500', '80', '0'];
  await upload('工资.xlsx');
  await expect(dialog.getByText('共 2 条，全部校验通过，可以导入')).toBeVisible();
  await dialog.getByRole('button', { name: '确定导入' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('导入成功，共2人')).toBeVisible();

  // 李晓雯: 应发 7,300.00, 扣款 955.70, 实发 6,344.30; 张敏: 8,400.00 − 1,180.00 = 7,220.00.
  const li = dataRows(page).filter({ hasText: '李晓雯' });
  await expect(li).toContainText('¥6,344.30', { timeout: 30_000 });
  await expect(li).toContainText('¥7,300.00');
  await expect(li).toContainText('¥955.70');
  await expect(dataRows(page).filter({ hasText: '张敏' })).toContainText('¥7,220.00');
  // 编辑 a row by hand (the sync mutation): 陈建国's 基本工资 3,000.00 and 社保个人 300.00, the totals as typed.
  await dataRows(page).filter({ hasText: '陈建国' }).getByRole('button', { name: '编辑' }).click();
  const slip = page.getByRole('dialog', { name: /陈建国/ });
  await slip.getByLabel('基本工资').fill('3000');
  await slip.getByLabel('社保个人').fill('300');
  await expect(slip).toContainText('实发 ¥2,700.00');
  await page.screenshot({ path: `${SHOTS}/slip-edit.png` });
  await slip.getByRole('button', { name: '确定' }).click();
  await expect(slip).toBeHidden();
  await expect(dataRows(page).filter({ hasText: '陈建国' })).toContainText('¥2,700.00');
  const total = panel(page).locator('tfoot tr');
  await expect(total).toContainText('合计');
  await expect(total).toContainText('¥16,264.30');
  await expect(total).toContainText('¥18,700.00');
  await page.screenshot({ path: `${SHOTS}/month-draft.png` });

  // 确认 then 发放, each behind a 确定/取消 confirmation.
  await page.getByRole('button', { name: '确认', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(/确定\d{4}年\d{1,2}月工资表无误吗？确认后不能再编辑，可退回草稿。/);
  await expect(page.getByRole('dialog')).not.toContainText('确定确认');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('salary-state')).toHaveText('已确认', { timeout: 30_000 });
  await expect(dataRows(page).filter({ hasText: '李晓雯' }).getByText('编辑')).toHaveCount(0);
  await page.getByRole('button', { name: '发放', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('实发合计 ¥16,264.30');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('发放成功')).toBeVisible();
  await expect(page.getByTestId('salary-state')).toHaveText('已发放', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: '发放', exact: true })).toHaveCount(0);
  // Issued today, China time (the UTC day of the stored instant is a day early before 08:00).
  await expect(page.getByText(`于${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)}发放`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/month-issued.png` });

  // 退还扣款: 100.00 of her 955.70 given back, with a reason; more than what is left is refused on the form.
  await dataRows(page).filter({ hasText: '李晓雯' }).getByRole('button', { name: '退还扣款' }).click();
  const refund = page.getByRole('dialog', { name: '退还扣款' });
  await expect(refund).toContainText('可退 ¥955.70');
  await refund.getByLabel('退还金额').fill('955.71');
  await refund.getByLabel('退还原因').fill('社保多扣');
  await refund.getByRole('button', { name: '确定' }).click();
  await expect(refund).toContainText('退还金额不能超过可退扣款955.70元');
  await refund.getByLabel('退还金额').fill('100');
  await expect(refund).not.toContainText('退还金额不能超过');
  await page.screenshot({ path: `${SHOTS}/refund.png` });
  await refund.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('退还成功')).toBeVisible();
  await expect(refund).toBeHidden();
  await expect(dataRows(page).filter({ hasText: '李晓雯' })).toContainText('¥100.00', { timeout: 30_000 });

  // The teacher: 个人中心 → 我的工资条, this month with her 实发; 查看 opens the payslip.
  const teacher = await (await context(browser)).newPage();
  await signIn(teacher, 'jiaoshi');
  await expectSignedInShell(teacher, '李晓雯');
  await teacher.getByRole('button', { name: '稍后再说' }).click();
  await teacher.goto('/JCSZ/GRZX');
  await teacher.getByRole('tab', { name: '我的工资条' }).click();
  const slips = teacher.getByTestId('my-payslips').locator('tbody tr');
  await expect(slips).toHaveCount(1);
  await expect(slips.first()).toContainText('¥6,344.30');
  await slips.first().getByRole('button', { name: '查看' }).click();
  const payslip = teacher.getByTestId('payslip');
  await expect(payslip).toContainText('实发');
  await expect(payslip).toContainText('¥6,344.30');
  await expect(payslip).toContainText('社保个人');
  await expect(payslip).toContainText('¥520.50');
  await expect(payslip).toContainText('社保多扣');
  await expect(payslip).toContainText('已退合计');
  await teacher.waitForTimeout(500); // the modal's fade-in, for the picture only
  await teacher.screenshot({ path: `${SHOTS}/my-payslip.png` });
});
