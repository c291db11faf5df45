import { Badge, Tooltip } from '@mantine/core';
import { useBrowserOnline } from '@/lib/online';
import { useSession } from '@/lib/session/store';

/** 在线 / 离线: offline when the browser has no network or the server could not be reached at start. */
export function NetworkStatus() {
  const browserOnline = useBrowserOnline();
  const { offline } = useSession();
  const online = browserOnline && !offline;
  return (
    <Tooltip label={online ? '已连接服务器，数据实时同步' : '当前处于离线状态，正在使用本机缓存的数据'} withArrow>
      <Badge variant="dot" color={online ? 'teal' : 'orange'} size="lg" radius="sm" tt="none" fw={500} data-testid="network-status">
        {online ? '在线' : '离线'}
      </Badge>
    </Tooltip>
  );
}
