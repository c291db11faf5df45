import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The 暂无数据 placeholder for empty lists and panels. */
export function EmptyState({
  title = '暂无数据',
  description,
  children,
}: {
  title?: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <MantineEmptyState
      size="sm"
      title={title}
      description={description}
      icon={<IconInbox size={28} stroke={1.4} />}
      withIndicatorBackground
      py="xl"
    >
      {children}
    </MantineEmptyState>
  );
}
