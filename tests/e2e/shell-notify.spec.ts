import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSignedInShell, signIn } from './helpers';
import { readSmsCode } from './sms-inbox';

const bell = (page: Page) => page.getByRole('button', { name: /^通知(，|$)/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: '通知' });

async function signedIn(browser: Browser, loginName: string, userName: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, loginName);
  await expectSignedInShell(page, userName);
  return page;
}

/** The unread count the bell says (other specs may have sent this account notices before this one runs). */
async function unreadOf(page: Page): Promise<number> {
  await expect(bell(page)).toHaveAccessibleName(/^通知，\d+ 条未读$/);
  return Number((await bell(page).getAttribute('aria-label'))?.match(/(\d+) 条未读/)?.[1]);
}

test('the bell shows the unread count; the drawer lists unread first; opening one marks it read', async ({ page }) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  // The demo's 12 notices, 4 of them unread, and whatever earlier specs sent her since (bus alerts…).
  const unread = await unreadOf(page);
  expect(unread).toBeGreaterThanOrEqual(4);
  await bell(page).click();
  await expect(drawer(page)).toBeVisible();
  const total = Number(
    (
      await drawer(page)
        .getByText(/^共 \d+ 条$/)
        .textContent()
    )?.match(/\d+/)?.[0],
  );
  expect(total - unread).toBe(8);

  const items = drawer(page).getByRole('button', { name: /通知：/ });
  await expect(items).toHaveCount(10);
  const names = await items.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const shown = Math.min(unread, 10);
  expect(names.slice(0, shown).every((n) => n.startsWith('未读'))).toBe(true);
  expect(names.slice(shown).every((n) => n.startsWith('已读'))).toBe(true);

  // The demo's expiry reminder, unread, on whichever page of the drawer it is.
  const first = drawer(page).getByRole('button', { name: '未读通知：服务即将到期提醒' });
  for (let p = 2; !(await first.isVisible()) && p <= Math.ceil(total / 10); p++) {
    await drawer(page)
      .getByRole('button', { name: String(p), exact: true })
      .click();
  }
  await first.click();
  await expect(drawer(page).getByRole('button', { name: '已读通知：服务即将到期提醒' })).toHaveAttribute('aria-expanded', 'true');
  await expect(bell(page)).toHaveAccessibleName(`通知，${unread - 1} 条未读`);
  const lastPage = Math.ceil(total / 10);
  await drawer(page)
    .getByRole('button', { name: String(lastPage), exact: true })
    .click();
  await expect(drawer(page).getByRole('button', { name: /通知：/ })).toHaveCount(total - (lastPage - 1) * 10);

  // The server agrees after a reload.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(`通知，${unread - 1} 条未读`);

  // Offline, the drawer shows what was received and says so.
  await bell(page).click();
  await expect(drawer(page).getByRole('button', { name: /通知：/ })).toHaveCount(10);
  await page.keyboard.press('Escape');
  await page.context().setOffline(true);
  await bell(page).click();
  await expect(drawer(page).getByText(/当前处于离线状态，显示的是已缓存的通知/)).toBeVisible();
  await page.context().setOffline(false);
});

test('a notice sent while the page is open arrives over the WebSocket, without waiting for the poll', async ({ browser }) => {
  const teacher = await signedIn(browser, 'jiaoshi', '李晓雯');
  const unread = await unreadOf(teacher);
  const principal = await signedIn(browser, 'yuanzhang', '王丽华');

  await bell(principal).click();
  await drawer(principal).getByRole('button', { name: '发送通知' }).click();
  const dialog = principal.getByRole('dialog', { name: '发送通知' });
  await dialog.getByLabel('接收人').click();
  await principal.getByRole('option', { name: /李晓雯/ }).click();
  await dialog.getByLabel('标题').fill('明日开放日分工');
  await dialog.getByLabel('内容').fill('请李老师负责大一班的接待与签到。');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(principal.getByText('发送成功')).toBeVisible();

  // Pushed: the toast only comes from the socket, and the badge moves well inside the 10 s poll.
  await expect(teacher.getByText('收到新通知：明日开放日分工')).toBeVisible({ timeout: 4000 });
  await expect(bell(teacher)).toHaveAccessibleName(`通知，${unread + 1} 条未读`, { timeout: 4000 });
  await bell(teacher).click();
  await expect(
    drawer(teacher)
      .getByRole('button', { name: /通知：/ })
      .first(),
  ).toHaveAccessibleName('未读通知：明日开放日分工');
});

test('the invitation QR counts down; regenerating kills the old link; a new teacher joins and signs in', async ({ browser }) => {
  const principal = await signedIn(browser, 'yuanzhang', '王丽华');
  await principal.context().grantPermissions(['clipboard-write']);
  await principal.getByRole('button', { name: '邀请教职工' }).click();
  const dialog = principal.getByRole('dialog', { name: '邀请教职工' });
  const qr = dialog.getByRole('img', { name: '教职工邀请二维码' });
  await expect(qr).toBeVisible();
  // Measured once the dialog's opening transition has ended (mid-scale it is 189.99… px).
  await expect
    .poll(async () => {
      const box = await qr.boundingBox();
      return box && [Math.round(box.width), Math.round(box.height)];
    })
    .toEqual([190, 190]);
  await expect(dialog.getByTestId('invite-countdown')).toHaveText(/^23小时5\d分\d{1,2}秒$/);
  const oldKey = (await dialog.getByTestId('invite-key').textContent()) ?? '';
  const oldLink = await dialog.getByLabel('邀请链接').inputValue();
  expect(oldLink).toMatch(new RegExp(`/weCode\\?key=${oldKey}$`));

  await dialog.getByRole('button', { name: '复制链接' }).click();
  await expect(principal.getByText('复制成功')).toBeVisible();

  // 取消 keeps the key; 确定 replaces it.
  await dialog.getByRole('button', { name: '重新生成' }).click();
  await principal.getByRole('button', { name: '取消' }).click();
  await expect(dialog.getByTestId('invite-key')).toHaveText(oldKey);
  await dialog.getByRole('button', { name: '重新生成' }).click();
  await expect(principal.getByText('重新生成后，原二维码和链接将立即失效，确定重新生成吗？')).toBeVisible();
  await principal.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByTestId('invite-key')).not.toHaveText(oldKey);
  const newLink = await dialog.getByLabel('邀请链接').inputValue();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(oldLink);
  await expect(visitor.getByRole('heading', { name: '二维码已失效' })).toBeVisible();

  await visitor.goto(newLink);
  await expect(visitor.getByTestId('join-school')).toHaveText('童心阳光幼儿园');
  await visitor.getByLabel('姓名').fill('周雨桐');
  await visitor.getByLabel('手机号').fill('12345678901');
  await visitor.getByLabel('登录名').fill('zhouyutong');
  await visitor.getByPlaceholder('请输入新密码').fill('Qwe#20261');
  await visitor.getByPlaceholder('请再次输入密码').fill('Qwe#2026');
  await visitor.getByRole('button', { name: '注册并加入' }).click();
  await expect(visitor.getByText('请输入正确的手机号!')).toBeVisible();
  await expect(visitor.getByText('密码不能过于简易不能包含用户名相同的字符。')).toBeVisible();
  await expect(visitor.getByText('两次输入密码不一致!')).toBeVisible();

  await visitor.getByLabel('手机号').fill('13912345678');
  await visitor.getByPlaceholder('请输入新密码').fill('Spring#2026');
  await visitor.getByPlaceholder('请再次输入密码').fill('Spring#2026');
  await visitor.getByRole('button', { name: '注册并加入' }).click();
  await expect(visitor.getByRole('heading', { name: '注册成功' })).toBeVisible();
  // The principal hears of the newcomer at once (asserted now: the toast is gone by the time a slow sign-in ends).
  await expect(principal.getByText('收到新通知：新教职工加入')).toBeVisible({ timeout: 5000 });
  await visitor.getByRole('link', { name: '去登录' }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await signIn(visitor, 'zhouyutong', 'Spring#2026');
  await expectSignedInShell(visitor, '周雨桐');
  await expect(visitor.getByRole('main')).toContainText('童心阳光幼儿园');
  // She joined as 教师, who may not invite: no invitation button for her.
  await expect(visitor.getByRole('button', { name: '通知' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '邀请教职工' })).toHaveCount(0);

  // 邀请岗位: another position replaces the key (after 确定), and the dialog says whom it invites.
  const position = dialog.getByRole('combobox', { name: '邀请岗位' });
  await expect(position).toHaveValue('教师');
  await expect(dialog).toContainText('新加入的教职工岗位为教师');
  const teacherKey = (await dialog.getByTestId('invite-key').textContent()) ?? '';
  await position.click();
  await principal.getByRole('option', { name: '保育员' }).click();
  await principal.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByTestId('invite-key')).not.toHaveText(teacherKey);
  await expect(position).toHaveValue('保育员');
  await expect(dialog).toContainText('新加入的教职工岗位为保育员');
});

test('the vice-principal may not show a principal’s invitation to 园长: she chooses one of her positions', async ({ browser }) => {
  const principal = await signedIn(browser, 'yuanzhang', '王丽华');
  await principal.getByRole('button', { name: '邀请教职工' }).click();
  const mine = principal.getByRole('dialog', { name: '邀请教职工' });
  const position = mine.getByRole('combobox', { name: '邀请岗位' });
  await expect(mine.getByTestId('invite-key')).toBeVisible();
  if ((await position.inputValue()) !== '园长') {
    await position.click();
    await principal.getByRole('option', { name: '园长', exact: true }).click();
    await principal.getByRole('button', { name: '确定' }).click();
  }
  await expect(mine).toContainText('新加入的教职工岗位为园长');
  const headKey = (await mine.getByTestId('invite-key').textContent()) ?? '';

  // shuangyz signs in with her SMS code (read on /dev/sms, as she would on her phone).
  const context = await browser.newContext();
  const deputy = await context.newPage();
  await signIn(deputy, 'shuangyz');
  await deputy.getByRole('button', { name: '获取验证码' }).click();
  await expect(deputy.getByText('手机获取验证码成功')).toBeVisible();
  await deputy.getByLabel('短信验证码').fill(await readSmsCode(context, '', '13800000006'));
  await deputy.getByRole('button', { name: '登录' }).click();
  await expectSignedInShell(deputy, '赵安');

  await deputy.getByRole('button', { name: '邀请教职工' }).click();
  const hers = deputy.getByRole('dialog', { name: '邀请教职工' });
  await expect(hers).toContainText('您不能邀请权限超出您本人的岗位，请选择其他岗位');
  await expect(hers.getByTestId('invite-key')).toHaveCount(0);
  await hers.getByRole('combobox', { name: '邀请岗位' }).click();
  await expect(deputy.getByRole('option', { name: '园长', exact: true })).toHaveCount(0);
  await deputy.getByRole('option', { name: '教师', exact: true }).click();
  await hers.getByRole('button', { name: '生成邀请码' }).click();
  await expect(hers.getByTestId('invite-key')).not.toHaveText(headKey);
  await expect(hers).toContainText('新加入的教职工岗位为教师');
  await deputy.screenshot({ path: '.tmp/invite-deputy.png' });
});
