import { expect, test } from './fixtures';
import { expectSignedInShell, signIn } from './helpers';
import { asOperator } from './operator';

const SHOTS = '.tmp/shots/payadapters';

// Paying reopens xufei's school 104 for every later spec: put its orders and expiry back as seeded.
test.afterAll(async ({ request }) => {
  const res = await request.post('/test-hooks/payments/restore', { ...asOperator, data: { schoolId: 104 } });
  expect(res.ok()).toBe(true);
});

test('对公转账 shows the agent’s account; 电脑网站支付 pays in a new window and the confirm answers the truth', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'xufei');
  await expectSignedInShell(page, '刘芳');
  const pending = page.getByRole('dialog', { name: '待缴费订单' });
  await expect(pending).toBeVisible();
  await pending.getByTestId('pending-order').filter({ hasText: '智慧校车模块' }).getByRole('button', { name: '立即支付' }).click();
  const pay = page.getByRole('dialog', { name: '扫码支付' });
  await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
  await expect(pay.getByRole('button', { name: '电脑网站支付' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/scan-to-pay.png` });

  // 对公转账: the demo agent's account, the amount and the order number to write on the transfer.
  await pay.getByRole('button', { name: '对公转账' }).click();
  const bank = page.getByRole('dialog', { name: '对公转账' });
  await expect(bank.getByTestId('bank-transfer')).toBeVisible();
  await expect(bank).toContainText('园务云科技有限公司（演示账户）');
  await expect(bank).toContainText('中国工商银行北京中关村支行');
  await expect(bank).toContainText('¥1200.00');
  await expect(bank).toContainText('订单号 YW202609150002');
  await expect(bank).toContainText('1-5个工作日');
  await page.screenshot({ path: `${SHOTS}/bank-transfer.png` });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${SHOTS}/bank-transfer-1024.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The sandbox offers online payment too: back to the QR, then the PC flow.
  await bank.getByRole('button', { name: '在线支付' }).click();
  await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
  const opened = context.waitForEvent('page');
  await pay.getByRole('button', { name: '电脑网站支付' }).click();
  const cashier = await opened;
  await cashier.waitForLoadState();
  await expect(cashier.getByText('¥1200.00')).toBeVisible();
  expect(cashier.url()).toMatch(/\/sandbox-pay\/SBX/);

  const confirm = page.getByRole('dialog', { name: '确认支付' });
  await expect(confirm).toContainText('请在新打开的页面中完成支付');
  await page.bringToFront();
  await page.screenshot({ path: `${SHOTS}/pc-pay-confirm.png` });
  // 已完成支付 before paying: the server says not paid.
  await confirm.getByRole('button', { name: '已完成支付' }).click();
  await expect(page.getByText('订单支付状态查询为“未支付”')).toBeVisible();
  await expect(pay).toBeVisible();
  await expect(page.getByText('订单支付状态查询为“未支付”')).toBeHidden({ timeout: 8_000 });

  // Paid in the new window: the poll sees it within 2 s, the dialogs close (the confirm with them).
  const openedAgain = context.waitForEvent('page');
  await pay.getByRole('button', { name: '电脑网站支付' }).click();
  await expect(confirm).toBeVisible();
  const second = await openedAgain;
  await second.waitForLoadState();
  await second.getByRole('button', { name: '确认支付' }).click();
  await expect(second.getByText('支付成功，请返回电脑端查看')).toBeVisible();
  await expect(pay).toBeHidden({ timeout: 2_000 });
  await expect(confirm).toBeHidden();
  await expect(page.getByText('支付成功').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pc-paid.png` });
  await page.goto('/JCSZ/DDLB');
  await expect(page.getByTestId('order-card').filter({ hasText: '智慧校车模块' })).toContainText('已支付');
});
