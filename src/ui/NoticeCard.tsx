import { CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './notice-card.module.css';

interface NoticeCardProps {
  title: string;
  icon: ReactNode;
  /** 'dialog' when it asks for an answer, 'region' when it only points something out. */
  role: 'dialog' | 'region';
  /** Where it waits, e.g. `{ bottom: 20 }`. */
  position: CSSProperties;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom right. */
  actions: ReactNode;
}

/**
 * A reminder that never stands between staff and their work: not modal, it waits in a corner (orange edge, icon, title,
 * close) until answered.
 */
export function NoticeCard({ title, icon, role, position, onClose, children, actions }: NoticeCardProps) {
  return (
    <Paper role={role} aria-label={title} withBorder shadow="lg" radius="md" p="md" className={classes.card} style={position}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="orange" variant="light" radius="xl">
              {icon}
            </ThemeIcon>
            <Text fw={600}>{title}</Text>
          </Group>
          <CloseButton aria-label={`关闭${title}`} onClick={onClose} />
        </Group>
        {children}
        <Group justify="flex-end" gap="xs">
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
