import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconChevronLeft, IconChevronRight, IconFlag } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import classes from './ride.module.css';

/**
 * The trip screen's bars, each redrawn only when its own text changes: a tap re-renders the screen, and these
 * Mantine pieces would otherwise be a good part of its work on a slow phone.
 */
export const TripHeader = memo(function TripHeader(p: { title: string; subtitle: string; status: ReactNode; onBack: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
      <Group gap={4} wrap="nowrap" className={classes.grow}>
        <ActionIcon variant="subtle" size={44} onClick={p.onBack} aria-label="返回行程列表">
          <IconChevronLeft size={28} />
        </ActionIcon>
        <div className={classes.grow}>
          <Text fw={700} fz={18} truncate>
            {p.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {p.subtitle}
          </Text>
        </div>
      </Group>
      {p.status}
    </Group>
  );
});

export const StopBar = memo(function StopBar(p: { name: string; index: number; count: number; time: string; onStop: (i: number) => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" mb="sm" data-testid="stop-bar">
      <Button
        variant="default"
        h={48}
        px="sm"
        disabled={p.index === 0}
        onClick={() => p.onStop(p.index - 1)}
        leftSection={<IconChevronLeft size={20} />}
      >
        上一站
      </Button>
      <div className={classes.grow} style={{ textAlign: 'center' }}>
        <Text fw={700} fz={20} truncate data-testid="stop-name">
          {p.name}
        </Text>
        <Text size="sm" c="dimmed">
          第 {p.index + 1}/{p.count} 站 · {p.time}
        </Text>
      </div>
      <Button
        variant="default"
        h={48}
        px="sm"
        disabled={p.index === p.count - 1}
        onClick={() => p.onStop(p.index + 1)}
        rightSection={<IconChevronRight size={20} />}
      >
        下一站
      </Button>
    </Group>
  );
});

/** 撤销 (with what it would take back as its title) and 结束行程, at the thumb's reach. */
export const TripActions = memo(function TripActions(p: { undoLabel: string | null; onUndo: () => void; onClose: () => void }) {
  return (
    <div className={classes.bottom}>
      <Group grow gap="sm">
        <Button
          variant="default"
          h={52}
          fz={18}
          leftSection={<IconArrowBackUp size={22} />}
          disabled={p.undoLabel === null}
          onClick={p.onUndo}
          title={p.undoLabel ?? '没有可撤销的记录'}
        >
          撤销
        </Button>
        <Button color="red" h={52} fz={18} leftSection={<IconFlag size={22} />} onClick={p.onClose}>
          结束行程
        </Button>
      </Group>
    </div>
  );
});
