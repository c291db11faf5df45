import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearPopups, expectSignedInShell, signIn } from './helpers';
import { asOperator } from './operator';

/**
 * Renewing (review item 9): 到期续费 on a school with 20 days left offers 立即续费 and says when the service ends; the
 * renewal order is paid through the sandbox provider and the service runs a year longer. Paying an expired school's
 * order from the school switch enters that school.
 */
const SHOTS = '.tmp/shots/renew';

// Both tests change demo schools (101's orders and expiry, 104 reopened): put them back as seeded.
test.afterAll(async ({ request }) => {
  for (const schoolId of [101, 104]) {
    const res = await request.post('/test-hooks/payments/restore', { ...asOperator, data: { schoolId } });
    expect(res.ok()).toBe(true);
  }
});

/** Pays the order the open 扫码支付 dialog shows, as the payer's phone would on the sandbox cashier. */
async function payByPhone(page: Page): Promise<void> {
  const pay = page.getByRole('dialog', { name: '扫码支付' });
  await expect(pay.getByRole('img', { name: '支付二维码' })).toBeVisible();
  const payUrl = (await pay.getByTestId('pay-qr').getAttribute('data-pay-url')) ?? '';
  expect(payUrl).toMatch(/\/sandbox-pay\/SBX/);
  const res = await page.request.post(`${payUrl}/confirm`);
  expect(await res.text()).toContain('支付成功');
  await expect(pay).toBeHidden({ timeout: 5_000 });
}

test('到期续费 twenty days before the end: 立即续费 makes a renewal order, paid here, and the service runs a year longer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await clearPopups(page);
  await page.getByRole('button', { name: '到期续费' }).click();
  await expect(page).toHaveURL(/\/JCSZ\/DDLB$/);

  // When the service ends, and the way to renew: not only the old paid order.
  const ends = page.getByTestId('service-ends');
  await expect(ends).toContainText(/服务将于 \d{4}-\d{2}-\d{2} 到期（还剩 (19|20) 天）/);
  const endDay = ((await ends.textContent()) ?? '').match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? '';
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/order-list-due.png` });

  await ends.getByRole('button', { name: '立即续费' }).click();
  await expect(page.getByRole('dialog', { name: '扫码支付' })).toContainText('¥5980.00');
  await page.screenshot({ path: `${SHOTS}/renew-pay.png` });
  await payByPhone(page);
  await expect(page.getByText('支付成功').first()).toBeVisible();

  // A year more: the end moves on by a year, the renewal call to action goes, the order shows paid.
  const next = `${Number(endDay.slice(0, 4)) + 1}${endDay.slice(4)}`;
  await expect(ends).toHaveText(`服务有效期至 ${next}`, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: '到期续费' })).toHaveCount(0);
  const renewal = page.getByTestId('order-card').filter({ hasText: '园务管理系统年度续费' });
  await expect(renewal).toContainText('已支付');
  await page.screenshot({ path: `${SHOTS}/order-list-renewed.png` });
});

test('paying an expired school’s order from the school switch enters that school', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await clearPopups(page);
  const switcher = page.getByRole('combobox', { name: '切换园所' });
  await expect(switcher).toHaveValue('童心阳光幼儿园');
  await switcher.click();
  await page.getByRole('option', { name: /彩虹桥幼儿园/ }).click();
  const pending = page.getByRole('dialog', { name: '待缴费订单' });
  await expect(pending).toBeVisible();
  await pending.getByTestId('pending-order').filter({ hasText: '园务管理系统年度续费' }).getByRole('button', { name: '立即支付' }).click();
  await payByPhone(page);
  await expect(pending).toBeHidden();
  // Into the school just paid for, not back to the one the switch started from.
  await expect(switcher).toHaveValue('彩虹桥幼儿园', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/HOME$/);
  await expect(page.getByRole('main')).toContainText('彩虹桥幼儿园');
  await page.screenshot({ path: `${SHOTS}/entered-paid-school.png` });
});
