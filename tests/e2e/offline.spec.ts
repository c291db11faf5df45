import { expect, test } from './fixtures';
import { expectSignedInShell, sidebar, signIn } from './helpers';

test('after one online sign-in, the app reloads offline from cache with the cached session', async ({ page, context }) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  // The service worker must control the page before the network goes away.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  await expectSignedInShell(page, '王丽华');
  await expect(sidebar(page).getByText('智慧园务', { exact: true })).toBeVisible();
  await expect(page.getByTestId('network-status')).toHaveText('离线');

  await context.setOffline(false);
});
