import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label on the left, its value on the right. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {typeof children === 'string' ? (
        <Text size="sm" ta="right" truncate="end">
          {children}
        </Text>
      ) : (
        children
      )}
    </Group>
  );
}
