import { Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function CardTitle({ icon: IconComponent, title, extra }: { icon: Icon; title: string; extra?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="light" size="md" radius="md">
          <IconComponent size={16} stroke={1.8} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
      </Group>
      {extra}
    </Group>
  );
}
