import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectSignedInShell } from './helpers';
import { asOperator } from './operator';
import { finishReset } from './reset-password';
import { readSmsCode, smsInboxUrl } from './sms-inbox';

const SHOTS = '.tmp/password';

/** The worker's captcha-on server (tests/e2e/fixtures.ts), with the development aids: the captcha's answer hook. */
test.use({ captcha: true });

/** The answer of the picture on screen, read through the hook only the operator of a server with the aids may call. */
async function answerOf(page: Page, token: string): Promise<{ x: number; y: number }> {
  const res = await page.request.get(`/park/captcha/test-answer?token=${encodeURIComponent(token)}`, asOperator);
  return (await res.json()).data;
}

/** Drags the slider handle by dx pixels with the mouse, in small steps as a hand would. */
async function drag(page: Page, dx: number): Promise<void> {
  const handle = page.getByRole('slider', { name: '拖动滑块完成拼图' });
  const box = await handle.boundingBox();
  if (!box) throw new Error('no slider handle');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + box.width / 2 + (dx * i) / 12, y + (i % 3) - 1);
  await page.mouse.up();
}

/** Fills the login form and presses 登录; answers the token of the picture the captcha then shows. */
async function startLogin(page: Page, loginName: string): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(loginName);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  const picture = page.waitForResponse('**/park/captcha/get');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog', { name: '请完成安全验证' })).toBeVisible();
  return (await (await picture).json()).repData.token;
}

async function solveSlider(page: Page, token: string): Promise<void> {
  const { x } = await answerOf(page, token);
  await expect(page.getByAltText('验证码图片')).toBeVisible();
  await drag(page, x);
  await expect(page.getByText(/^\d+\.\d{2}s验证成功$/)).toBeVisible();
}

test('a wrong slider turns red and brings a new picture; the right one signs the principal in', async ({ page }) => {
  const first = await startLogin(page, 'yuanzhang');
  const { x } = await answerOf(page, first);
  await expect(page.getByAltText('验证码图片')).toBeVisible();
  await page.screenshot({ path: '.tmp/captcha/e2e-slider.png' });
  const next = page.waitForResponse('**/park/captcha/get');
  await drag(page, x > 150 ? x - 60 : x + 60);
  await expect(page.getByRole('status').filter({ hasText: '验证失败' })).toBeVisible();
  const second = (await (await next).json()).repData.token;
  await expect(page.getByText('向右滑动完成验证')).toBeVisible();

  await solveSlider(page, second);
  await page.screenshot({ path: '.tmp/captcha/e2e-slider-success.png' });
  await expect(page).toHaveURL(/\/HOME$/);
  await expectSignedInShell(page, '王丽华');
});

test('dual verification: the SMS code is requested, read on /dev/sms, and completes the login', async ({ page, context }) => {
  await solveSlider(page, await startLogin(page, 'shuangyz'));
  await expect(page.getByText('138****0006')).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机获取验证码成功')).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await page.screenshot({ path: '.tmp/captcha/e2e-dual.png' });

  // Without the key of the link the console prints, the inbox shows nothing (a proxy on the server's machine sends none).
  const stranger = await context.newPage();
  await stranger.goto('/dev/sms');
  await expect(stranger.getByText('短信内容仅限运行服务器的人查看')).toBeVisible();
  await expect(stranger.getByText('13800000006')).toHaveCount(0);
  await stranger.screenshot({ path: '.tmp/captcha/e2e-dev-sms-refused.png' });
  await stranger.close();

  const inbox = await context.newPage();
  await inbox.goto(smsInboxUrl());
  // The key leaves the address bar and stays with the tab.
  await expect(inbox).toHaveURL(/\/dev\/sms$/);
  await inbox.reload();
  const row = inbox.getByRole('row').filter({ hasText: '13800000006' }).first();
  await expect(row).toBeVisible();
  await inbox.screenshot({ path: '.tmp/captcha/e2e-dev-sms.png' });
  const code = ((await row.getByTestId('sms-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{6}$/);
  await inbox.close();

  await page.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('验证码错误')).toBeVisible();
  await page.getByLabel('短信验证码').fill(code);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/HOME$/);
  await expectSignedInShell(page, '赵安');
});

test('sending the reset code asks for the click-word captcha first', async ({ page, context, baseURL }) => {
  await page.goto('/login');
  await expect(page.getByLabel('记住我')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/e2e-login.png` });
  await page.getByRole('button', { name: '忘记密码?' }).click();
  const dialog = page.getByRole('dialog', { name: '忘记密码' });
  await dialog.getByLabel('手机号').fill('13800000004');
  const picture = page.waitForResponse('**/park/captcha/get');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const token: string = (await (await picture).json()).repData.token;
  await expect(page.getByRole('dialog', { name: '请完成安全验证' })).toBeVisible();
  const image = page.getByAltText('验证码图片');
  await expect(image).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/e2e-forgot-captcha.png` });

  const answer: { x: number; y: number }[] = (
    await (await page.request.get(`/park/captcha/test-answer?token=${encodeURIComponent(token)}`, asOperator)).json()
  ).data;
  const box = await image.boundingBox();
  if (!box) throw new Error('no captcha picture');
  for (const p of answer) await image.click({ position: { x: (p.x * box.width) / 310, y: (p.y * box.height) / 155 } });
  await expect(page.getByRole('status').filter({ hasText: /^\d+\.\d{2}s验证成功$/ })).toBeVisible();
  await expect(page.getByText('手机获取验证码成功')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '请完成安全验证' })).toBeHidden();

  await finishReset(page, SHOTS, await readSmsCode(context, baseURL ?? '', '13800000004'), DEMO_PASSWORD);
});
