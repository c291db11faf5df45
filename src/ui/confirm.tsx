import { Group, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (deletions). */
  danger?: boolean;
}

/**
 * A 确定/取消 confirm in the Element MessageBox manner. Resolves true on 确定; false on 取消, the close button,
 * Escape or a click outside, all of which count as cancelling.
 */
export function confirmAction({
  message,
  title = '提示',
  confirmLabel = '确定',
  cancelLabel = '取消',
  danger,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: <Text fw={600}>{title}</Text>,
      size: 'sm',
      children: (
        <Group gap="sm" wrap="nowrap" align="flex-start" py="xs">
          <ThemeIcon variant="light" color="orange" radius="xl" size="md">
            <IconAlertTriangle size={16} />
          </ThemeIcon>
          <Text size="sm" pt={3}>
            {message}
          </Text>
        </Group>
      ),
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : {},
      cancelProps: { variant: 'default' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
