import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fenOf } from './finance-helpers';
import { clearPopups, DEMO_FINANCE_PASSWORD, expectSignedInShell, signIn } from './helpers';

/**
 * 退费管理 (finance part two, item 1): caiwu unlocks finance, a parent pays a 大一班 bill by scene pay in the sandbox,
 * 退费 on the paid bill drafts a refund; a line above what was paid is refused (退费金额不能超过已缴金额); half goes back
 * the original route (退款中, then 已退费 by the sandbox's answer); the rest is carried to the child's next-term bill
 * (结转下学期), which then shows it as paid and asks that much less. caiwu submits; yuanzhang reviews (caiwu's own
 * 审核 is greyed with 不能审核自己申请的退费). Screenshots of each tab and dialog.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/refunds';
const CLASS = '大一班';
const panel = (page: Page) => page.getByRole('tabpanel');
const dataRows = (page: Page) => panel(page).locator('table').first().locator('tbody tr');
const pick = async (page: Page, scope: Locator | Page, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const openTab = (page: Page, name: string) => page.locator('.mantine-Tabs-list').getByRole('tab', { name, exact: true }).click();
const money = (fen: number) => (fen / 100).toFixed(2);
/** The refund dialog's lines: each line's 可退 (fen) and its amount field. */
async function refundLines(dialog: Locator) {
  const rows = dialog.locator('table tbody tr');
  const n = await rows.count();
  const out: { max: number; box: Locator; input: Locator }[] = [];
  for (let i = 0; i < n; i++) {
    const row = rows.nth(i);
    out.push({
      max: fenOf((await row.locator('td').nth(4).textContent()) ?? ''),
      box: row.getByRole('checkbox'),
      input: row.locator('input[inputmode="decimal"]'),
    });
  }
  return out;
}
/** Types `fen` over the lines in order (each at most its 可退), ticking those used and clearing the rest. */
async function spread(dialog: Locator, fen: number) {
  let left = fen;
  for (const l of await refundLines(dialog)) {
    const take = Math.min(left, l.max);
    if (take > 0) {
      if (!(await l.box.isChecked())) await l.box.check();
      await l.input.fill(money(take));
    } else if (await l.box.isChecked()) await l.box.uncheck();
    left -= take;
  }
  expect(left).toBe(0);
}
const recordRow = (page: Page, child: string, state: string) => dataRows(page).filter({ hasText: child }).filter({ hasText: state });

/**
 * yuanzhang, on her own browser, approves the child's refund under review: nobody reviews a refund they applied for
 * (caiwu's 审核 is greyed), as in 记账管理.
 */
async function approveAsPrincipal(browser: Browser, child: string, shot?: string) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1680, height: 950 },
  });
  const boss = await context.newPage();
  await signIn(boss, 'yuanzhang');
  await expectSignedInShell(boss, '王丽华');
  await clearPopups(boss);
  await boss.goto('/YWGL/CWGL/TFGL');
  await boss.getByLabel('财务密码', { exact: true }).fill(DEMO_FINANCE_PASSWORD);
  await boss.getByRole('button', { name: '验证' }).click();
  await expect(boss.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
  const row = recordRow(boss, child, '审核中');
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByRole('button', { name: '审核' }).click();
  const check = boss.getByRole('dialog', { name: '审核退费' });
  await expect(check.getByRole('radio', { name: /^通过/ })).toBeChecked();
  if (shot) await boss.screenshot({ path: shot });
  await check.getByRole('button', { name: '确定' }).click();
  await expect(check).toBeHidden();
  await context.close();
}

test.use({ actionTimeout: 20_000 });

test('caiwu refunds half of a bill paid online the original route and carries the rest to the next term', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1680, height: 950 });
  await signIn(page, 'caiwu');
  await expectSignedInShell(page, '张敏');
  await clearPopups(page);
  await page.goto('/YWGL/CWGL/ZDGL');
  await page.getByLabel('财务密码', { exact: true }).fill(DEMO_FINANCE_PASSWORD);
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeHidden();
  await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });

  // A 大一班 bill paid by scene pay in the sandbox (the parent's phone is a second page).
  await expect(dataRows(page).first()).toContainText(CLASS, { timeout: 30_000 });
  await pick(page, page, '班级', CLASS);
  await pick(page, page, '缴费状态', '未缴费');
  const open = dataRows(page).first();
  const child = (await open.locator('td').nth(2).textContent())?.trim() ?? '';
  expect(child).not.toBe('');
  await open.getByRole('button', { name: '扫码收款' }).click();
  const scan = page.getByRole('dialog', { name: '扫码收款' });
  const cashier = await scan.getByRole('link', { name: '在新窗口打开收银台' }).getAttribute('href');
  const phone = await context.newPage();
  await phone.goto(cashier ?? '');
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByText('支付成功')).toBeVisible();
  await phone.close();
  await expect(scan).toBeHidden({ timeout: 20_000 });

  // 退费 on the paid bill: a draft to the original route.
  await page.getByRole('combobox', { name: '缴费状态' }).click();
  await page.getByRole('option', { name: '已缴费', exact: true }).click();
  const paidRow = dataRows(page).filter({ hasText: child });
  await expect(paidRow).toHaveCount(1, { timeout: 20_000 });
  const paidFen = fenOf((await paidRow.locator('td').nth(6).textContent()) ?? '');
  expect(paidFen).toBeGreaterThan(0);
  await paidRow.getByRole('button', { name: '退费' }).click();
  const onBill = page.getByRole('dialog', { name: '退费' });
  await onBill.getByRole('radio', { name: '退学' }).check();
  await onBill.getByRole('radio', { name: '原路退回' }).check();
  await page.screenshot({ path: `${SHOTS}/bill-refund.png` });
  await onBill.getByRole('button', { name: '确定' }).click();
  await expect(onBill).toBeHidden();
  await expect(page.getByText(/已生成退费草稿/)).toBeVisible();

  // 退费管理: the draft; more than was paid on a line is refused, then half of what may be refunded is kept.
  await page.goto('/YWGL/CWGL/TFGL');
  const draft = recordRow(page, child, '待提交');
  await expect(draft).toHaveCount(1, { timeout: 30_000 });
  await expect(draft).toContainText('原路退回');
  await page.screenshot({ path: `${SHOTS}/records.png` });
  await draft.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑退费' });
  await expect(edit.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const lines = await refundLines(edit);
  const refundable = lines.reduce((s, l) => s + Math.max(l.max, 0), 0);
  expect(refundable).toBeGreaterThan(0);
  expect(refundable).toBeLessThanOrEqual(paidFen);
  const first = lines.find((l) => l.max > 0);
  if (!first) throw new Error('no refundable line');
  if (!(await first.box.isChecked())) await first.box.check();
  await first.input.fill(money(first.max + 1));
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit.getByText('退费金额不能超过已缴金额').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/over-refund.png` });
  const half = Math.floor(refundable / 2);
  await spread(edit, half);
  await expect(edit.getByTestId('refund-total')).toHaveText(`¥${(half / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit).toBeHidden();

  // 提交审核 → 审核通过 → 原路退回: 退款中, then 已退费 (the sandbox answers the screen's query).
  await expect(draft).toContainText(`¥${(half / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`, { timeout: 20_000 });
  await draft.getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  const inReview = recordRow(page, child, '审核中');
  await expect(inReview).toHaveCount(1, { timeout: 20_000 });
  // She applied for it: 审核 is greyed with the reason; the principal reviews it.
  await expect(inReview.getByRole('button', { name: '审核' })).toBeDisabled();
  await inReview.getByRole('button', { name: '审核' }).locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('不能审核自己申请的退费');
  await page.screenshot({ path: `${SHOTS}/check-own.png` });
  await approveAsPrincipal(browser, child, `${SHOTS}/check.png`);
  const approved = recordRow(page, child, '待退费');
  await expect(approved).toHaveCount(1, { timeout: 60_000 });
  await approved.getByRole('button', { name: '原路退回' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(recordRow(page, child, '退款中')).toHaveCount(1, { timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/processing.png` });
  const refunded = recordRow(page, child, '已退费');
  await expect(refunded).toHaveCount(1, { timeout: 30_000 });
  await refunded.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: '退费详情' });
  await expect(drawer.getByText(`已退还：¥${(half / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/detail.png` });
  await drawer.getByRole('button', { name: '变更记录' }).click();
  const audit = page.getByRole('dialog', { name: /变更记录/ });
  await expect(audit.getByText('原路退回').first()).toBeVisible({ timeout: 20_000 });
  await expect(audit.getByText('已退费').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/audit.png` });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // 退费项目 and 退费组: a meal refund by unused day for 大一班.
  await openTab(page, '退费项目');
  await page.getByRole('button', { name: '新增退费项目' }).click();
  const item = page.getByRole('dialog', { name: '新增退费项目' });
  await item.getByLabel('名称').fill('伙食费按天退');
  await pick(page, item, '收费项目', '伙食费（每天）');
  await item.getByRole('radio', { name: '按未用天数' }).check();
  await item.getByLabel('每天退费金额').fill('20');
  await page.screenshot({ path: `${SHOTS}/item-form.png` });
  await item.getByRole('button', { name: '确定' }).click();
  await expect(item).toBeHidden();
  await expect(dataRows(page).filter({ hasText: '伙食费按天退' })).toContainText('¥20.00/天');
  await page.screenshot({ path: `${SHOTS}/items.png` });
  await openTab(page, '退费组');
  await page.getByRole('button', { name: '新增退费组' }).click();
  const group = page.getByRole('dialog', { name: '新增退费组' });
  await group.getByLabel('名称').fill('大一班离园退费');
  await group.getByRole('combobox', { name: '退费项目' }).click();
  await page.getByRole('option', { name: /伙食费按天退/ }).click();
  await group.getByRole('combobox', { name: '适用班级' }).click();
  await page.getByRole('option', { name: CLASS, exact: true }).click();
  await group.getByLabel('名称').click();
  await page.screenshot({ path: `${SHOTS}/group-form.png` });
  await group.getByRole('button', { name: '确定' }).click();
  await expect(group).toBeHidden();
  await expect(dataRows(page).filter({ hasText: '大一班离园退费' })).toContainText(CLASS);
  await page.screenshot({ path: `${SHOTS}/groups.png` });

  // The child's next-term bill (a draft in 账单管理), large enough to take the whole carry-over.
  await page.goto('/YWGL/CWGL/ZDGL');
  await page.getByRole('button', { name: '新增账单' }).click();
  const billForm = page.getByRole('dialog', { name: '新增账单' });
  await billForm.getByRole('combobox', { name: '幼儿' }).fill(child);
  await page
    .getByRole('option', { name: new RegExp(`^${child}（`) })
    .first()
    .click();
  await pick(page, billForm, '学年', '2026-2027');
  await pick(page, billForm, '学期', '第二学期');
  await billForm.getByRole('textbox', { name: '账单名称' }).fill('2026-2027学年第二学期收费');
  await billForm.getByLabel('截止日期').fill('2027-03-31');
  await billForm.getByText('新增账单', { exact: true }).click(); // leaves the date field so it takes the typed value
  await billForm.getByRole('combobox', { name: '收费项目' }).click();
  await page.getByRole('option', { name: '保育费（每月）' }).click();
  await billForm.getByRole('textbox', { name: '单价' }).fill('9000');
  await billForm.getByRole('button', { name: '确定' }).click();
  await expect(billForm).toBeHidden();
  const nextTerm = dataRows(page).filter({ hasText: child }).filter({ hasText: '第二学期' });
  await expect(nextTerm).toHaveCount(1, { timeout: 20_000 });
  await expect(nextTerm.locator('td').nth(6)).toHaveText('¥0.00');

  // 新增退费: the child's proposal, the rest of what may be refunded carried to next term.
  await page.goto('/YWGL/CWGL/TFGL');
  await page.getByRole('button', { name: '新增退费' }).click();
  const form = page.getByRole('dialog', { name: '新增退费' });
  await pick(page, form, '班级', CLASS);
  await form.getByRole('combobox', { name: '幼儿' }).click();
  await page.getByRole('option', { name: new RegExp(`^${child}（`) }).click();
  await expect(form.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const rest = (await refundLines(form)).reduce((s, l) => s + Math.max(0, l.max), 0);
  expect(rest).toBe(refundable - half);
  await spread(form, rest);
  await form.getByRole('radio', { name: '退学' }).check();
  await form.getByRole('radio', { name: '结转下学期' }).check();
  await page.screenshot({ path: `${SHOTS}/record-form.png` });
  // A slow line: the draft's push takes 3 s, and 提交审核 right away waits for it instead of naming a draft the
  // server has not seen yet.
  await page.route('**/sync/push', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form).toBeHidden();
  const carryDraft = recordRow(page, child, '待提交');
  await expect(carryDraft).toHaveCount(1, { timeout: 20_000 });
  await expect(carryDraft).toContainText('结转下学期');
  await carryDraft.getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  const carryReview = recordRow(page, child, '审核中');
  await expect(carryReview).toHaveCount(1, { timeout: 20_000 });
  await page.unroute('**/sync/push');
  await approveAsPrincipal(browser, child);
  const toCarry = recordRow(page, child, '待结转');
  await expect(toCarry).toHaveCount(1, { timeout: 60_000 });
  await toCarry.getByRole('button', { name: '结转' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(recordRow(page, child, '已结转')).toHaveCount(1, { timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/carried.png` });

  // The 合计 of 大一班's refunds is both records; a 作废 dialog for the look of it (a fresh draft, voided).
  await pick(page, page, '班级', CLASS);
  await expect(panel(page).locator('tfoot')).toContainText(`¥${(refundable / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

  // 账单管理: the next-term bill shows the carry-over as paid and asks that much less.
  await page.goto('/YWGL/CWGL/ZDGL');
  const credited = dataRows(page).filter({ hasText: child }).filter({ hasText: '第二学期' });
  await expect(credited.locator('td').nth(6)).toHaveText(`¥${(rest / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`, {
    timeout: 20_000,
  });
  const due = fenOf((await credited.locator('td').nth(5).textContent()) ?? '');
  expect(fenOf((await credited.locator('td').nth(7).textContent()) ?? '')).toBe(due - rest);
  await page.screenshot({ path: `${SHOTS}/next-term-bill.png` });

  // Another paid bill (the demo's cash one): a draft refund voided with a reason before any money moved.
  await pick(page, page, '班级', CLASS);
  await pick(page, page, '缴费状态', '已缴费');
  const other = dataRows(page)
    .filter({ hasNotText: child })
    .filter({ has: page.getByRole('button', { name: '退费' }) })
    .first();
  const otherChild = (await other.locator('td').nth(2).textContent())?.trim() ?? '';
  await other.getByRole('button', { name: '退费' }).click();
  const cashRefund = page.getByRole('dialog', { name: '退费' });
  await cashRefund.getByRole('radio', { name: '线下现金' }).check();
  await cashRefund.getByRole('button', { name: '确定' }).click();
  await expect(cashRefund).toBeHidden();
  await page.goto('/YWGL/CWGL/TFGL');
  const otherDraft = recordRow(page, otherChild, '待提交');
  await expect(otherDraft).toHaveCount(1, { timeout: 20_000 });
  await otherDraft.getByRole('button', { name: '作废' }).click();
  const voiding = page.getByRole('dialog', { name: '作废退费' });
  await voiding.getByRole('button', { name: '确定' }).click();
  await expect(voiding.getByText('请输入作废原因')).toBeVisible();
  await voiding.getByLabel('作废原因').fill('家长决定继续就读');
  await page.screenshot({ path: `${SHOTS}/void.png` });
  await voiding.getByRole('button', { name: '确定' }).click();
  await expect(voiding).toBeHidden();
  await expect(recordRow(page, otherChild, '已作废')).toHaveCount(1, { timeout: 20_000 });
  await pick(page, page, '状态', '已作废');
  await expect(dataRows(page)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/records-voided.png` });
});
