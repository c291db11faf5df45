import { expect, test } from './fixtures';
import { expectSignedInShell, signIn } from './helpers';
import { asOperator } from './operator';

const SHOTS = '.tmp/shots/pay';

// Paying reopens xufei's school 104 for every later spec: put its orders and expiry back as seeded.
test.afterAll(async ({ request }) => {
  const res = await request.post('/test-hooks/payments/restore', { ...asOperator, data: { schoolId: 104 } });
  expect(res.ok()).toBe(true);
});

test('xufei pays her expired school’s renewal by scanning, and the school opens again', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'xufei');
  await expectSignedInShell(page, '刘芳');

  // Signed in to an expired school: its pending orders open by themselves.
  const pending = page.getByRole('dialog', { name: '待缴费订单' });
  await expect(pending).toBeVisible();
  await expect(pending.getByTestId('pending-order')).toHaveCount(2);
  await expect(pending).toContainText('彩虹桥幼儿园');
  await page.screenshot({ path: `${SHOTS}/pending-orders.png` });

  await pending.getByTestId('pending-order').filter({ hasText: '园务管理系统年度续费' }).getByRole('button', { name: '立即支付' }).click();
  const pay = page.getByRole('dialog', { name: '扫码支付' });
  await expect(pay).toBeVisible();
  const qr = pay.getByRole('img', { name: '支付二维码' });
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  // 200 CSS pixels each way; the layout may place it a hair off a whole pixel.
  expect(box?.width).toBeCloseTo(200, 0);
  expect(box?.height).toBeCloseTo(200, 0);
  await expect(pay).toContainText('¥3980.00');
  await page.screenshot({ path: `${SHOTS}/scan-to-pay.png` });

  // 我已完成支付 before paying: the server says not paid.
  await pay.getByRole('button', { name: '我已完成支付' }).click();
  await expect(page.getByText('订单支付状态查询为“未支付”')).toBeVisible();

  // The payer's phone: the QR's link opens the sandbox cashier, where they confirm.
  const payUrl = await pay.getByTestId('pay-qr').getAttribute('data-pay-url');
  expect(payUrl).toMatch(/\/sandbox-pay\/SBX/);
  // Another device: its own browser context (its own window, so the desk's page stays in the foreground).
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 760 }, locale: 'zh-CN' });
  const phone = await phoneContext.newPage();
  await phone.goto(payUrl ?? '');
  await expect(phone.getByText('¥3980.00')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/sandbox-cashier.png` });
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByText('支付成功，请返回电脑端查看')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/sandbox-paid.png` });
  const confirmedAt = Date.now();
  await phoneContext.close();

  // Within 2 s the dialogs close with a toast.
  await expect(pay).toBeHidden({ timeout: 2_000 });
  await expect(pending).toBeHidden({ timeout: 2_000 - (Date.now() - confirmedAt) });
  await expect(page.getByText('支付成功').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/paid-toast.png` });

  // The school runs again: no renewal call to action, and the order list shows the order paid.
  await expect(page.getByRole('button', { name: '到期续费' })).toHaveCount(0);
  await page.goto('/JCSZ/DDLB');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('共 2 条')).toBeVisible();
  await expect(cards.filter({ hasText: '园务管理系统年度续费' })).toContainText('已支付');
  await expect(cards.filter({ hasText: '园务管理系统年度续费' })).toContainText('实付金额');
  await expect(cards.filter({ hasText: '智慧校车模块' }).getByRole('button', { name: '立即支付' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '待缴费订单' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/order-list.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${SHOTS}/order-list-1024.png` });
});
