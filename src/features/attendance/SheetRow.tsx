import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './attendance.module.css';

interface Props {
  /** data-testid of the row (the sheets' browser tests find rows by it, their name and their status). */
  testId: string;
  index: number;
  name: string;
  /** The name as shown (with, say, the position beside it). */
  title: ReactNode;
  /** The day's status; undefined: none recorded yet. */
  status: number | undefined;
  statusLabel: string;
  statusColor: string;
  /** The leave type and reason, if any. */
  note: string | null | undefined;
  /** The row's buttons and fields. */
  children: ReactNode;
}

/** One person of an attendance sheet: the number, the name over the day's status, then the row's controls. */
export function SheetRow({ testId, index, name, title, status, statusLabel, statusColor, note, children }: Props) {
  return (
    <Paper withBorder radius="md" p="xs" className={classes.row} data-testid={testId} data-name={name} data-status={status ?? ''}>
      <Group gap="sm" wrap="nowrap">
        <Text c="dimmed" w={28} ta="center">
          {index + 1}
        </Text>
        <div className={classes.name}>
          <Text fw={600} size="lg" truncate>
            {title}
          </Text>
          <Text size="xs" c={statusColor} truncate>
            {statusLabel}
            {note ? ` · ${note}` : ''}
          </Text>
        </div>
        {children}
      </Group>
    </Paper>
  );
}
