import { Loader, EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFirstSync } from '@/lib/replica/use-first-sync';

/** What an empty list says while the school's first sync has not completed (src/lib/replica/use-first-sync.ts). */
const ARRIVING = { arriving: ['数据同步中…', '首次同步需要一点时间，数据到达后自动显示'], waiting: ['尚未同步', '联网后自动获取数据'] };

/**
 * The 暂无数据 placeholder for empty lists and panels; while the school's first sync is still under way it says the
 * data is arriving instead (a list given its own title keeps it).
 */
export function EmptyState({ title, description, children }: { title?: string; description?: ReactNode; children?: ReactNode }) {
  const firstSync = useFirstSync();
  const arriving = title === undefined && (firstSync === 'arriving' || firstSync === 'waiting') ? ARRIVING[firstSync] : null;
  if (arriving) {
    return (
      <MantineEmptyState
        size="sm"
        title={arriving[0]}
        description={arriving[1]}
        icon={<Loader size={22} />}
        withIndicatorBackground
        py="xl"
        data-testid="first-sync-empty"
      >
        {children}
      </MantineEmptyState>
    );
  }
  return (
    <MantineEmptyState
      size="sm"
      title={title ?? '暂无数据'}
      description={description}
      icon={<IconInbox size={28} stroke={1.4} />}
      withIndicatorBackground
      py="xl"
    >
      {children}
    </MantineEmptyState>
  );
}
