import { Progress, Text } from '@mantine/core';
import { useSyncStatus } from './sync-runtime';

/** While a first sync (or a reset) fills the replica: a bar under the header with the count so far. */
export function FirstSyncBar() {
  const first = useSyncStatus()?.firstSync;
  if (!first?.more) return null;
  return (
    <div role="status" aria-label="首次同步进度" style={{ position: 'sticky', top: 0, zIndex: 10 }}>
      <Progress value={100} animated striped size="sm" radius={0} />
      <Text size="xs" c="dimmed" ta="center" py={4} bg="var(--mantine-color-body)">
        正在同步本园数据，已完成 {first.applied} 条…
      </Text>
    </div>
  );
}
