import type { TripCounts as Counts } from '@contract/bus-trip-fold';
import { Group, Text } from '@mantine/core';
import { memo } from 'react';
import classes from './ride.module.css';

const FIGURES: [keyof Counts, string, string][] = [
  ['expected', '应乘', 'dark'],
  ['alighted', '已下车', 'blue'],
  ['absent', '缺乘', 'orange'],
  ['waiting', '待上车', 'dimmed'],
];

/** The running count of a trip: 在车上 large, then 应乘, 已下车, 缺乘, 待上车. */
export const TripCounts = memo(function TripCounts({ counts }: { counts: Counts }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="trip-counts">
      <div className={`${classes.count} ${classes.countMain}`} data-count="onBoard">
        <Text size="xs" c="teal.8">
          在车上
        </Text>
        <Text fw={800} fz={26} lh={1.1} c="teal.8">
          {counts.onBoard}
        </Text>
      </div>
      {FIGURES.map(([key, label, color]) => (
        <div key={key} className={classes.count} data-count={key}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz={20} lh={1.2} c={color}>
            {counts[key]}
          </Text>
        </div>
      ))}
    </Group>
  );
});
