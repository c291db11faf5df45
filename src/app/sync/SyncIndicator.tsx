import { Badge, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDateTime } from '@/lib/format';
import { useBrowserOnline } from '@/lib/online';
import { useSession } from '@/lib/session/store';
import { SyncPanel } from './SyncPanel';
import { useSyncStatus } from './sync-runtime';

/**
 * 在线/离线, how many changes wait for the server and when this school last synced; a click opens the sync panel.
 * Offline when the browser has no network, or the server could not be reached.
 */
export function SyncIndicator() {
  const browserOnline = useBrowserOnline();
  const { offline: sessionOffline } = useSession();
  const status = useSyncStatus();
  const [opened, { open, close }] = useDisclosure(false);
  const online = browserOnline && !sessionOffline && (status?.online ?? true);
  const pending = status?.pending ?? 0;
  // Refused by the server, or stuck after failing again and again: both wait for the user in the sync panel.
  const rejected = (status?.rejected.length ?? 0) + (status?.stuck.length ?? 0);
  const last = status?.lastSyncedAt ? `上次同步：${formatDateTime(status.lastSyncedAt)}` : '尚未完成同步';

  return (
    <>
      <Tooltip
        label={online ? `已连接服务器。${last}` : `当前处于离线状态，修改会保存在本机，联网后自动同步。${last}`}
        withArrow
        multiline
        w={260}
      >
        <UnstyledButton onClick={open} aria-label="同步状态" data-testid="sync-indicator">
          <Group gap={6} wrap="nowrap">
            <Badge variant="dot" color={online ? 'teal' : 'orange'} size="lg" radius="sm" tt="none" fw={500} data-testid="network-status">
              {online ? '在线' : '离线'}
            </Badge>
            {pending > 0 && (
              <Badge color="blue" variant="light" radius="sm" tt="none" data-testid="pending-count">
                {pending} 条待同步
              </Badge>
            )}
            {rejected > 0 && (
              <Badge color="red" variant="filled" radius="sm" tt="none">
                {rejected} 条未通过
              </Badge>
            )}
            {status?.unsyncedOver24h && (
              <Badge color="orange" variant="filled" radius="sm" tt="none">
                超过24小时未同步
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      </Tooltip>
      <SyncPanel opened={opened} onClose={close} status={status} online={online} />
    </>
  );
}
