import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSignedInShell, signIn } from './helpers';

const SHOTS = '.tmp/website-chat';

async function openChat(page: Page) {
  await page.goto('/DGTW/JWH');
  await page.getByRole('tab', { name: '家委会聊天' }).click();
  // The seeded history is 大一班's; the first class shown depends on the order other tests may have changed.
  await page.getByText('大一班', { exact: true }).first().click();
  // The replica is filled by the first sync; the seeded 大一班 history comes with it.
  await expect(page.getByTestId('chat-history').getByTestId('chat-message').first()).toBeVisible({ timeout: 30_000 });
}

test('JWH class chat: the history shows every kind, a voice plays and pauses, a switch confirms and reloads on cancel, a chat is ended', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  // The tab is JWH's alone.
  await page.goto('/DGTW/DWH');
  await expect(page.getByRole('tab', { name: '轮播图管理' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: '家委会聊天' })).toHaveCount(0);
  await openChat(page);

  const history = page.getByTestId('chat-history');
  await expect(history.getByText('大一班', { exact: true })).toBeVisible();
  for (const type of [1, 2, 3, 4, 5])
    await expect(history.locator(`[data-testid="chat-message"][data-type="${type}"]`).first()).toBeVisible();
  await expect(history.getByTestId('chat-card').filter({ hasText: '请假申请' })).toContainText('陈子涵');
  await expect(history.getByTestId('chat-card').filter({ hasText: '活动报名' })).toContainText('秋季亲子运动会');
  await expect(history.getByTestId('conversation-state')).toHaveText('进行中');
  await page.screenshot({ path: `${SHOTS}/history.png`, fullPage: true });

  // Voice: play, then another voice stops the first (one at a time), then pause.
  const voices = history.locator('[data-type="4"] button');
  const first = voices.first();
  const second = voices.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-label', '暂停语音');
  await page.waitForTimeout(700); // still playing: the WAV loaded and runs
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-label', '暂停语音');
  await expect(first).toHaveAttribute('aria-label', '播放语音');
  await page.screenshot({ path: `${SHOTS}/voice-playing.png` });
  await second.click();
  await expect(second).toHaveAttribute('aria-label', '播放语音');

  // Image preview and video playback in the dialogs of the uploads.
  await history.getByRole('button', { name: '查看图片' }).first().click();
  const imageDialog = page.getByRole('dialog', { name: '图片预览' });
  await expect(imageDialog.getByRole('img', { name: '图片预览' })).toBeVisible();
  await imageDialog.getByRole('button').first().click();
  await expect(imageDialog).toBeHidden();
  await history.getByRole('button', { name: '播放视频' }).first().click();
  const videoDialog = page.getByRole('dialog', { name: '视频播放' });
  await expect(videoDialog.locator('video')).toBeVisible();
  await expect.poll(() => videoDialog.locator('video').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/video.png` });
  await page.keyboard.press('Escape');
  await expect(videoDialog).toBeHidden();

  // The switch: 取消 leaves the class open (the list is read again), 确定 closes it.
  const list = page.getByTestId('class-chat-list');
  const daErBan = page.getByRole('switch', { name: '大二班聊天' });
  await expect(daErBan).toBeChecked();
  await daErBan.dispatchEvent('click');
  const ask = page.getByRole('dialog').filter({ hasText: '是否关闭班级聊天' });
  await expect(ask).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/confirm-close.png` });
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(list).toHaveAttribute('data-reloads', '1');
  await expect(daErBan).toBeChecked();
  await daErBan.dispatchEvent('click');
  await page.getByRole('dialog').filter({ hasText: '是否关闭班级聊天' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(daErBan).not.toBeChecked();
  // A closed class asks to open.
  const xiaoYiBan = page.getByRole('switch', { name: '小一班聊天' });
  await expect(xiaoYiBan).not.toBeChecked();
  await xiaoYiBan.dispatchEvent('click');
  const askOpen = page.getByRole('dialog').filter({ hasText: '是否开启班级聊天' });
  await askOpen.getByRole('button', { name: '取消' }).click();
  await expect(list).toHaveAttribute('data-reloads', '2');
  await expect(xiaoYiBan).not.toBeChecked();

  // Ending the 大一班 conversation: 取消 changes nothing, 确定 adds the marker and shows 已结束.
  const end = history.getByRole('button', { name: '结束对话' });
  await end.click();
  const askEnd = page.getByRole('dialog').filter({ hasText: '请确认结束当前对话?' });
  await askEnd.getByRole('button', { name: '取消' }).click();
  await expect(history.getByTestId('chat-ended')).toHaveCount(0);
  await end.click();
  await page.getByRole('dialog').filter({ hasText: '请确认结束当前对话?' }).getByRole('button', { name: '确定' }).click();
  await expect(history.getByTestId('chat-ended')).toHaveCount(1);
  await expect(history.getByTestId('conversation-state')).toHaveText('已结束');
  await expect(history.getByRole('button', { name: '已结束' })).toBeDisabled();
  // The server names the one who ended it once the change is back from sync.
  await expect(history.getByTestId('chat-ended')).toContainText('王丽华结束了当前对话', { timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/ended.png`, fullPage: true });

  // Both changes are on the server: a reload shows them from a fresh pull too.
  await page.reload();
  await openChat(page);
  await expect(page.getByRole('switch', { name: '大二班聊天' })).not.toBeChecked();
  await expect(page.getByTestId('chat-history').getByTestId('chat-ended')).toContainText('王丽华');

  // Offline: the history still reads and the switch still saves (queued), then reaches the server.
  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await expect(page.getByTestId('chat-history').getByTestId('chat-message').first()).toBeVisible();
  const daSanBan = page.getByRole('switch', { name: '大三班聊天' });
  await daSanBan.dispatchEvent('click');
  await page.getByRole('dialog').filter({ hasText: '是否关闭班级聊天' }).getByRole('button', { name: '确定' }).click();
  await expect(daSanBan).not.toBeChecked();
  await context.setOffline(false);
  await expect(page.getByTestId('network-status')).toHaveText('在线', { timeout: 20_000 });

  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signIn(page2, 'yuanzhang');
  await expectSignedInShell(page2, '王丽华');
  await openChat(page2);
  await expect(page2.getByRole('switch', { name: '大三班聊天' })).not.toBeChecked({ timeout: 20_000 });
  await expect(page2.getByRole('switch', { name: '大二班聊天' })).not.toBeChecked();
  await page2.screenshot({ path: `${SHOTS}/second-context.png`, fullPage: true });
  await other.close();
});
