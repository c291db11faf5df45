import type { TripTapKind } from '@contract/bus-trips';
import { RIDER_STATE_LABEL, type RiderState } from '@contract/bus-trip-fold';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { memo } from 'react';
import { ChildAvatar } from './ChildAvatar';
import { STATE_COLOR, TAPS } from './ride-model';
import classes from './ride.module.css';

interface RiderCardProps {
  studentId: string;
  name: string;
  photo: string;
  state: RiderState;
  /** Where the child gets on or off when it is not the stop shown, and why they are absent. */
  note: string;
  disabled: boolean;
  /** A button: 上车 and 下车 record at once, 缺乘 asks the reason first. */
  onTap: (studentId: string, kind: TripTapKind) => void;
}

/** One child of the trip: photo, name, state, and three big buttons for one thumb. */
export const RiderCard = memo(function RiderCard({ studentId, name, photo, state, note, disabled, onTap }: RiderCardProps) {
  return (
    <Paper withBorder radius="md" p="xs" className={classes.card} data-testid="rider" data-name={name} data-state={state}>
      <Group gap="sm" wrap="nowrap" mb={8}>
        <ChildAvatar name={name} photo={photo} />
        <div className={classes.grow}>
          <Text fw={700} fz={20} truncate>
            {name}
          </Text>
          {note && (
            <Text size="sm" c="dimmed" truncate>
              {note}
            </Text>
          )}
        </div>
        <Badge size="lg" radius="sm" color={STATE_COLOR[state]} variant={state === 'waiting' ? 'outline' : 'filled'} tt="none">
          {RIDER_STATE_LABEL[state]}
        </Badge>
      </Group>
      <Group gap={8} grow wrap="nowrap">
        {TAPS.map((t) => (
          <Button
            key={t.kind}
            h={52}
            fz={18}
            color={t.color}
            variant={state === t.state ? 'filled' : 'light'}
            aria-pressed={state === t.state}
            aria-label={`${name}${t.label}`}
            disabled={disabled}
            onClick={() => onTap(studentId, t.kind)}
          >
            {t.label}
          </Button>
        ))}
      </Group>
    </Paper>
  );
});
