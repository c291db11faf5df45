import { expect, type Page, test } from '@playwright/test';
import { DEMO_FINANCE_PASSWORD, DEMO_PASSWORD, expectSignedInShell, signIn } from './helpers';
import { asOperator } from './operator';
import { readSmsCode } from './sms-inbox';

const SHOTS = '.tmp/password';
/** The captcha-on server of playwright.config.ts (with the test-only answer hook). */
const CAPTCHA_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 100}`;

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog').filter({ hasText: '请确认是否退出系统?' }).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Step 2 of the forgot dialog once the code is typed: 下一步, the new password twice, 确定. */
async function finishReset(page: Page, code: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '忘记密码' });
  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByLabel('新密码', { exact: true }).fill(password);
  await dialog.getByLabel('确认密码', { exact: true }).fill(password);
  await page.screenshot({ path: `${SHOTS}/e2e-forgot-step2.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('重置密码成功')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('change the password, sign in with the new one, then reset it through the SMS dialog', async ({ page, context, baseURL }) => {
  await signIn(page, 'caiwu');
  await expectSignedInShell(page, '张敏');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  await expect(page).toHaveURL(/\/JCSZ\/XGMM$/);
  await expect(page.getByLabel('登录名')).toHaveValue('caiwu');

  // The SPEC §5 rules, in the browser.
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请输入原密码')).toBeVisible();
  await page.getByLabel('原密码', { exact: true }).fill('NotMine@2026');
  await page.getByLabel('新密码', { exact: true }).fill('Abc@123456');
  await page.getByLabel('确认密码', { exact: true }).fill('Abc@123456');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码不能过于简易不能包含用户名相同的字符。')).toBeVisible();

  await page.getByLabel('新密码', { exact: true }).fill('Caiwu#Pass2026');
  await page.getByLabel('确认密码', { exact: true }).fill('Caiwu#Pass2026');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('原密码错误')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/e2e-change-wrong-old.png` });

  await page.getByLabel('原密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page.getByLabel('原密码', { exact: true })).toHaveValue('');
  await logOut(page);

  await signIn(page, 'caiwu', DEMO_PASSWORD);
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await signIn(page, 'caiwu', 'Caiwu#Pass2026');
  await expectSignedInShell(page, '张敏');
  await logOut(page);

  // 忘记密码 on the login page: phone, code from /dev/sms (this server has the captcha off), new password twice.
  await page.getByRole('button', { name: '忘记密码?' }).click();
  const dialog = page.getByRole('dialog', { name: '忘记密码' });
  await dialog.getByLabel('手机号').fill('13800000003');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机获取验证码成功')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/e2e-forgot-step1.png` });
  await finishReset(page, await readSmsCode(context, baseURL ?? '', '13800000003'), DEMO_PASSWORD);

  await signIn(page, 'caiwu', 'Caiwu#Pass2026');
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await signIn(page, 'caiwu', DEMO_PASSWORD);
  await expectSignedInShell(page, '张敏');
});

test.describe('with the captcha on', () => {
  test.use({ baseURL: CAPTCHA_BASE });

  test('sending the reset code asks for the click-word captcha first', async ({ page, context }) => {
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
      await (await page.request.get(`${CAPTCHA_BASE}/park/captcha/test-answer?token=${encodeURIComponent(token)}`, asOperator)).json()
    ).data;
    const box = await image.boundingBox();
    if (!box) throw new Error('no captcha picture');
    for (const p of answer) await image.click({ position: { x: (p.x * box.width) / 310, y: (p.y * box.height) / 155 } });
    await expect(page.getByRole('status').filter({ hasText: /^\d+\.\d{2}s验证成功$/ })).toBeVisible();
    await expect(page.getByText('手机获取验证码成功')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '请完成安全验证' })).toBeHidden();

    await finishReset(page, await readSmsCode(context, CAPTCHA_BASE, '13800000004'), DEMO_PASSWORD);
  });
});

test('a default password is pointed out, not forced: the notice leads to 修改密码', async ({ page }) => {
  await signIn(page, 'jiaoshi');
  await expectSignedInShell(page, '李晓雯');
  const notice = page.getByRole('region', { name: '密码安全提醒' });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/e2e-pwd-warn.png` });
  await notice.getByRole('button', { name: '去修改密码' }).click();
  await expect(page).toHaveURL(/\/JCSZ\/XGMM$/);
  await expect(notice).toBeHidden();
  await expect(page.getByLabel('登录名')).toHaveValue('jiaoshi');
  await page.screenshot({ path: `${SHOTS}/e2e-change-password.png`, fullPage: true });
});

test('finance pages ask for the finance password, then open', async ({ page }) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await page.goto('/YWGL/CWGL/ZDGL');
  // In place of the page, at its own address (no separate 财务登录 page or tab).
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeVisible();
  await expect(page).toHaveURL(/\/YWGL\/CWGL\/ZDGL$/);
  await page.screenshot({ path: `${SHOTS}/e2e-finance-login.png` });
  await page.getByLabel('财务密码', { exact: true }).fill('Wrong@2026');
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByText('财务密码错误')).toBeVisible();
  // The school's own finance password, not the login password.
  await page.getByLabel('财务密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '验证' }).click();
  // Refused again: the field is emptied for another try.
  await expect(page.getByLabel('财务密码', { exact: true })).toHaveValue('');
  await page.getByLabel('财务密码', { exact: true }).fill(DEMO_FINANCE_PASSWORD);
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeHidden();
  await expect(page).toHaveURL(/\/YWGL\/CWGL\/ZDGL$/);
  // 30 minutes left: the heartbeat runs, the timer stays hidden until the last minute.
  await page.waitForResponse('**/park/pwd/heartbeat');
  await expect(page.getByTestId('finance-timer')).toHaveCount(0);
});

test('财务设置 changes the school’s finance password; the finance pages then ask for the new one', async ({ page }) => {
  const NEW = 'Zhang@2027x';
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  const openSettings = async () => {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '财务设置' }).click();
    const dialog = page.getByRole('dialog', { name: '财务设置' });
    await expect(dialog.getByText('已设置财务密码')).toBeVisible();
    return dialog;
  };
  const setPassword = async (dialog: ReturnType<Page['getByRole']>, password: string, login: string) => {
    await dialog.getByLabel('新财务密码').fill(password);
    await dialog.getByLabel('确认财务密码').fill(password);
    await dialog.getByLabel('登录密码').fill(login);
    await dialog.getByRole('button', { name: '修改财务密码' }).click();
  };
  let dialog = await openSettings();
  await page.screenshot({ path: `${SHOTS}/e2e-finance-password.png` });
  await setPassword(dialog, NEW, 'Wrong@2026');
  await expect(page.getByText('登录密码错误')).toBeVisible();
  await setPassword(dialog, NEW, DEMO_PASSWORD);
  await expect(page.getByText('设置成功')).toBeVisible();
  await dialog.getByRole('tab', { name: '记账设置' }).click();
  await expect(dialog.getByText('账单审核')).toBeVisible();
  await expect(dialog.getByLabel('记账授权人员')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/e2e-finance-settings.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/YWGL/CWGL/ZDGL');
  await page.getByLabel('财务密码', { exact: true }).fill(DEMO_FINANCE_PASSWORD);
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByText('财务密码错误')).toBeVisible();
  await expect(page.getByLabel('财务密码', { exact: true })).toHaveValue('');
  await page.getByLabel('财务密码', { exact: true }).fill(NEW);
  await page.getByRole('button', { name: '验证' }).click();
  await expect(page.getByText('财务数据受保护，请先验证财务密码')).toBeHidden();

  // Back to the demo's, for the tests after this one.
  dialog = await openSettings();
  await setPassword(dialog, DEMO_FINANCE_PASSWORD, DEMO_PASSWORD);
  await expect(page.getByText('设置成功')).toBeVisible();
});
