import { expect, test } from './fixtures';
import { expectSignedInShell, signIn } from './helpers';

const SHOTS = '.tmp/chat-earlier';

test('JWH class chat: messages before the sync window load on demand and stay readable offline once read', async ({ page, context }) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await page.goto('/DGTW/JWH');
  await page.getByRole('tab', { name: '家委会聊天' }).click();
  const history = page.getByTestId('chat-history');
  const pickClass = (name: string) => page.getByTestId('class-chat-list').getByRole('button', { name, exact: true }).click();
  await expect(history.getByTestId('chat-message').first()).toBeVisible({ timeout: 30_000 });
  // The demo's three messages from over a year ago are outside the window: not in the transcript until asked for.
  await expect(history.getByText('新学期的家委会今天成立啦', { exact: false })).toHaveCount(0);

  await history.getByRole('button', { name: '加载更早的消息' }).click();
  const earlier = history.getByTestId('earlier-messages');
  await expect(earlier.getByTestId('chat-message')).toHaveCount(3);
  await expect(earlier.getByTestId('chat-message').first()).toContainText('新学期的家委会今天成立啦');
  await expect(earlier.getByText('没有更早的消息了')).toBeVisible();
  await expect(history.getByTestId('window-divider')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/earlier.png`, fullPage: true });

  // Offline: another class and back starts the transcript again; the page read before comes from this device.
  await context.setOffline(true);
  await pickClass('中一班');
  await expect(history.getByText('中一班', { exact: true })).toBeVisible();
  await pickClass('大一班');
  await history.getByRole('button', { name: '加载更早的消息' }).click();
  await expect(earlier.getByTestId('chat-message')).toHaveCount(3);
  // A class never read before has nothing kept: it says so instead of failing.
  await pickClass('中一班');
  await history.getByRole('button', { name: '加载更早的消息' }).click();
  await expect(history.getByText('之前的消息需联网查看', { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline.png`, fullPage: true });
  await context.setOffline(false);
});
