import { Msg } from '@contract/errors';
import { Stack, Text } from '@mantine/core';
import { notify } from '@/lib/notify';
import { signOut } from '@/lib/session/sign-out';
import { confirmAction } from '@/ui/confirm';
import { currentSyncStatus } from '../sync/sync-runtime';

/** Unsynced changes stay on this device for this user; the warning says so before they sign out. */
function logoutMessage(pending: number) {
  if (pending === 0) return Msg.logoutConfirm;
  return (
    <Stack gap={6}>
      <Text size="sm">{Msg.logoutConfirm}</Text>
      <Text size="sm" c="orange.8" data-testid="logout-pending-warning">
        还有 {pending} 条修改尚未同步到服务器。退出后它们仍保留在本机，您下次登录后会自动继续同步。
      </Text>
    </Stack>
  );
}

/** SPEC §2: 请确认是否退出系统? — 确定 logs out (and /login follows), 取消 says 已取消 and changes nothing. */
export async function askLogout(): Promise<void> {
  const confirmed = await confirmAction({ message: logoutMessage(currentSyncStatus()?.pending ?? 0) });
  if (!confirmed) {
    notify.info(Msg.cancelled);
    return;
  }
  signOut();
}
