import { CloseButton, Group, Paper, Text, ThemeIcon } from '@mantine/core';
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
  /** Buttons at the bottom right (beside the title on a phone). */
  actions: ReactNode;
}

/**
 * A reminder that never stands between staff and their work: not modal, it waits in a corner (orange edge, icon, title,
 * close) until answered. On a phone it spans the width in two short rows, so it keeps most of the screen free.
 */
export function NoticeCard({ title, icon, role, position, onClose, children, actions }: NoticeCardProps) {
  return (
    <Paper role={role} aria-label={title} withBorder shadow="lg" radius="md" className={classes.card} style={position}>
      <Group gap="xs" wrap="nowrap" className={classes.head}>
        <ThemeIcon color="orange" variant="light" radius="xl" className={classes.icon}>
          {icon}
        </ThemeIcon>
        <Text fw={600} truncate="end">
          {title}
        </Text>
      </Group>
      <CloseButton aria-label={`关闭${title}`} onClick={onClose} className={classes.close} />
      <div className={classes.body}>{children}</div>
      <Group justify="flex-end" gap="xs" wrap="nowrap" className={classes.actions}>
        {actions}
      </Group>
    </Paper>
  );
}
