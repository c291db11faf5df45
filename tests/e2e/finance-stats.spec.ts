import { expect, test } from './fixtures';
import {
  downloadSheet as download,
  fenOf,
  signInFinance,
  statsRows as listRows,
  statsTotalNet as totalNet,
  statsTotalRow as totalRow,
  todayCard,
  todayFigure as figure,
  unlockFinancePage,
  yuanToFen,
} from './finance-helpers';
import { asOperator } from './operator';

/**
 * 收支统计 (issue 23 item 5): caiwu unlocks finance, sees today's figures move with two payments (written by the
 * test-only hook as collection will: bills, payments and their ledger lines through allocatePayment + recordLedger),
 * reads the lists by class, child and item with their 合计 rows, exports them as xlsx whose sums equal the screen's
 * (read back with exceljs), and is told 统计需要联网 offline.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/finance-stats';
test.use({ actionTimeout: 20_000 });

test('caiwu sees today’s payments in 收支统计, by class, child and item, and the xlsx sums equal the screen', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFinance(page);
  await unlockFinancePage(page, '/YWGL/CWGL/SZTJ', { gateShown: true, synced: false });

  // Today's figures before, then two payments (cash in full, WeChat in part), then 刷新.
  await expect(todayCard(page).getByText('收入', { exact: true })).toBeVisible({ timeout: 30_000 });
  const before = { income: await figure(page, '收入'), count: await figure(page, '笔数'), net: await figure(page, '净收入') };
  const paid = await request.post('/test-hooks/finance/pay', {
    ...asOperator,
    data: {
      schoolId: 101,
      payments: [
        { payType: 5, part: 1 },
        { payType: 2, part: 0.5 },
      ],
    },
  });
  expect(paid.ok()).toBeTruthy();
  const payments = (await paid.json()).data as { amountFen: number; studentName: string; className: string }[];
  const sum = payments.reduce((n, p) => n + p.amountFen, 0);
  await page.getByRole('button', { name: '刷新' }).click();
  await expect.poll(() => figure(page, '收入')).toBe(before.income + sum);
  expect(await figure(page, '笔数')).toBe(before.count + 2);
  expect(await figure(page, '净收入')).toBe(before.net + sum);
  await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/overview.png`, fullPage: true });

  // 按班级 (this month): the paid children's class is there; the 合计 row and the file agree.
  await page.getByRole('button', { name: '今日' }).click();
  await expect(totalRow(page)).toContainText('合计');
  const classRow = listRows(page).filter({ hasText: payments[0]?.className ?? '' });
  await expect(classRow).toBeVisible();
  const screenTotal = await totalNet(page);
  expect(screenTotal).toBeGreaterThanOrEqual(sum);
  const byClass = await download(page, () => page.getByRole('button', { name: '导出' }).last().click());
  expect(byClass.name).toMatch(/^收支统计-按班级-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(byClass.rows[0]).toEqual(['序号', '班级', '收费人数', '笔数', '收入（元）', '退费（元）', '结转（元）', '实收（元）']);
  const fileTotal = byClass.rows.at(-1) ?? [];
  expect(fileTotal[0]).toBe('合计');
  expect(yuanToFen(fileTotal.at(-1))).toBe(screenTotal);
  expect(byClass.rows.slice(1, -1).reduce((n, r) => n + yuanToFen(r.at(-1)), 0)).toBe(screenTotal);
  await totalRow(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/by-class.png` });

  // 查看幼儿 → 按幼儿 of that class: the paid child with what was paid.
  await classRow.getByRole('button', { name: '查看幼儿' }).click();
  await expect(page.getByRole('tab', { name: '按幼儿' })).toHaveAttribute('aria-selected', 'true');
  const child = listRows(page).filter({ hasText: payments[0]?.studentName ?? '' });
  await expect(child).toContainText(`¥${((payments[0]?.amountFen ?? 0) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  const byChild = await download(page, () => page.getByRole('button', { name: '导出' }).last().click());
  expect(yuanToFen(byChild.rows.at(-1)?.at(-1))).toBe(await totalNet(page));
  await totalRow(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/by-child.png` });

  // 按项目: the items of the paid bills; 明细 lists the children of one item.
  await page.getByRole('tab', { name: '按项目' }).click();
  await expect(totalRow(page)).toContainText('合计');
  expect(await totalNet(page)).toBe(screenTotal);
  const byItem = await download(page, () => page.getByRole('button', { name: '导出' }).last().click());
  expect(yuanToFen(byItem.rows.at(-1)?.at(-1))).toBe(screenTotal);
  await totalRow(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/by-item.png` });
  await listRows(page).first().getByRole('button', { name: '明细' }).click();
  const drawer = page.getByRole('dialog', { name: /项目明细/ });
  await expect(drawer.locator('tfoot')).toContainText('合计');
  await expect(page.getByText('导出成功')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/item-children.png` });
  await page.keyboard.press('Escape');

  // 支出 today: the approved bookkeeping expenses (another spec may have approved one today), 暂无数据 if none; its
  // 合计 is the 今日 card's 支出 (no refunds are written yet).
  const spent = await figure(page, '支出');
  await page.getByRole('tab', { name: '支出' }).click();
  if (spent === 0) await expect(page.getByText('暂无数据')).toBeVisible();
  else await expect.poll(async () => fenOf((await totalRow(page).locator('td').last().textContent()) ?? '')).toBe(spent);

  // Offline: the statistics are the server's.
  await context.setOffline(true);
  await expect(page.getByText('统计需要联网')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline.png` });
  await context.setOffline(false);
  await expect(page.getByText('统计需要联网')).toBeHidden();
});
