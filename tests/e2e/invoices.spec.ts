import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { extractText, getDocumentProxy } from 'unpdf';
import { clearPopups, expectSignedInShell, signIn } from './helpers';
import { asOperator } from './operator';

const SHOTS = '.tmp/shots/invoices';
/** School 101's paid order (seeded): 园务管理系统年度订阅, ¥5980.00. */
const ORDER = 'YW202509010017';
const TITLE = '上海市童心阳光幼儿园';

// Leave the demo data as seeded: the application goes again.
test.afterAll(async ({ request }) => {
  expect((await request.post('/test-hooks/invoices/reset', { ...asOperator, data: { orderId: ORDER } })).ok()).toBe(true);
});

const pdfText = async (path: string) =>
  (await extractText(await getDocumentProxy(new Uint8Array(await readFile(path))), { mergePages: true })).text;

test('the finance officer applies for an invoice: §5 rules before sending, read-only once applied, preview and PDF', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'caiwu');
  await expectSignedInShell(page, '张敏');
  await clearPopups(page);
  await page.goto('/JCSZ/DDLB');
  await page.getByRole('tab', { name: '待开票据' }).click();
  const pending = page.getByTestId('invoices-pending');
  const row = pending.getByRole('row').filter({ hasText: ORDER });
  await expect(row).toContainText('未申请');
  await expect(pending).toContainText('共 1 条');
  await page.screenshot({ path: `${SHOTS}/pending-tab.png` });

  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/applyInvoice') && sent.push(r.url()));

  await row.getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByRole('dialog', { name: '申请开票' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '增值税专用发票' })).toBeChecked();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/apply-empty.png` });

  // Empty: every required field says so, and nothing is sent.
  await dialog.getByRole('button', { name: '确定' }).click();
  for (const msg of ['请输入发票抬头', '请输入税务登记证号', '请输入地址', '请输入电话', '请输入开户行', '请输入账号'])
    await expect(dialog.getByText(msg)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/apply-errors.png` });

  await dialog.getByLabel('发票抬头').fill(TITLE);
  await dialog.getByLabel('税务登记证号').fill('3101151234567890'); // 16 digits
  await dialog.getByLabel('地址').fill('上海市浦东新区锦绣路1001号');
  await dialog.getByLabel('电话').fill('1380013800');
  await dialog.getByLabel('开户行').fill('中国工商银行上海浦东支行');
  await dialog.getByLabel('账号').fill('6222-0202');
  await dialog.getByLabel('备注').fill('园务系统年度订阅费');
  await dialog.getByRole('radio', { name: '增值税普通发票' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('税务登记证号最多15位')).toBeVisible();
  await expect(dialog.getByText('电话号码格式不正确')).toBeVisible();
  await expect(dialog.getByText('请输入数字')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/apply-format-errors.png` });
  await dialog.getByLabel('税务登记证号').fill('31011512345678A');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入数字')).toHaveCount(2);
  expect(sent).toEqual([]);

  await dialog.getByLabel('税务登记证号').fill('310115123456789');
  await dialog.getByLabel('电话').fill('13800138000');
  await dialog.getByLabel('账号').fill('6222020200112233445');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已成功提交开票申请，电子发票将在15个工作日内开具')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
  await expect(row).toContainText('开票中');
  await expect(row).toContainText(TITLE);
  await expect(row).toContainText('增值税普通发票');
  await page.screenshot({ path: `${SHOTS}/applied-toast.png` });

  // Applied: the same fields open read-only, type 2 as chosen.
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看开票信息' });
  await expect(view.getByLabel('发票抬头')).toHaveValue(TITLE);
  for (const label of ['发票抬头', '税务登记证号', '地址', '电话', '开户行', '账号', '备注'])
    await expect(view.getByLabel(label)).not.toBeEditable();
  await expect(view.getByRole('radio', { name: '增值税普通发票' })).toBeChecked();
  await expect(view.getByRole('radio', { name: '增值税普通发票' })).toBeDisabled();
  await expect(view.getByRole('button', { name: '确定' })).toHaveCount(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/apply-readonly.png` });

  // 预览: tax 6 %, quantity 1, unit 年, the amount in capitals; the PDF carries the same text.
  await view.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: '发票预览' });
  const sheet = preview.getByTestId('invoice-sheet');
  await expect(sheet).toContainText('增值税普通发票（预览）');
  await expect(sheet).toContainText(TITLE);
  await expect(sheet).toContainText('6%');
  await expect(sheet.getByRole('cell', { name: '年', exact: true })).toBeVisible();
  await expect(preview.getByTestId('invoice-capitals')).toHaveText('伍仟玖佰捌拾元整');
  await expect(sheet).toContainText('¥5980.00');
  await page.waitForTimeout(500); // the dialog's opening transition
  await page.screenshot({ path: `${SHOTS}/preview.png` });
  // On paper: the sheet alone, not the dialogs and the page behind them.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
  // (the dialog itself is hidden on paper, so its role is gone; the sheet inside it shows)
  await expect(page.getByTestId('invoice-sheet')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/preview-print.png` });
  await page.emulateMedia({ media: 'screen' });
  const download = page.waitForEvent('download');
  await preview.getByRole('button', { name: '下载PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`发票预览-${ORDER}.pdf`);
  const previewText = await pdfText(await file.path());
  expect(previewText).toContain(TITLE);
  expect(previewText).toContain('伍仟玖佰捌拾元整');
  expect(previewText).toContain('¥5980.00');
  await preview.getByRole('button', { name: '关闭' }).click();
  await view.getByRole('button', { name: '关闭' }).click();

  // The platform issues it: it moves to 已开票据, with its PDF.
  expect((await request.post('/test-hooks/invoices/issue', { ...asOperator, data: { orderId: ORDER } })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: '已开票据' }).click();
  const issued = page.getByTestId('invoices-issued');
  const issuedRow = issued.getByRole('row').filter({ hasText: ORDER });
  await expect(issuedRow).toContainText(TITLE);
  await expect(issuedRow).toContainText(/\d{4}-\d{2}-\d{2}/);
  await page.screenshot({ path: `${SHOTS}/issued-tab.png` });
  const issuedDownload = page.waitForEvent('download');
  await issuedRow.getByRole('button', { name: '下载PDF' }).click();
  const issuedFile = await issuedDownload;
  expect(issuedFile.suggestedFilename()).toBe(`发票-${ORDER}.pdf`);
  const issuedText = await pdfText(await issuedFile.path());
  expect(issuedText).toContain(TITLE);
  expect(issuedText).toContain('伍仟玖佰捌拾元整');
  expect(issuedText).toContain('发票号码');
  await page.getByRole('tab', { name: '待开票据' }).click();
  await expect(page.getByTestId('invoices-pending')).toContainText('暂无数据');
});

test('an expired school (restricted mode) shows no invoice tabs', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'xufei');
  await expectSignedInShell(page, '刘芳');
  const pendingOrders = page.getByRole('dialog', { name: '待缴费订单' });
  await expect(pendingOrders).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/JCSZ/DDLB');
  await expect(page.getByRole('tab', { name: '订单管理' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '已开票据' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: '待开票据' })).toHaveCount(0);
});
