import { GROWTH_FLAGS, type GrowthFlag } from '@contract/health/growth';
import { Badge, Group, Text } from '@mantine/core';

const COLORS: Record<GrowthFlag, string> = { stunted: 'grape', underweight: 'orange', wasted: 'yellow', overweight: 'pink', obese: 'red' };

/** The classification tags of a check-up (正常 when none; — when there is nothing to evaluate). */
export function FlagBadges({ flags, evaluated }: { flags: readonly GrowthFlag[]; evaluated: boolean }) {
  if (!evaluated) return <Text c="dimmed">—</Text>;
  if (flags.length === 0)
    return (
      <Badge color="green" variant="light">
        正常
      </Badge>
    );
  return (
    <Group gap={4}>
      {flags.map((f) => (
        <Badge key={f} color={COLORS[f]} variant="light">
          {GROWTH_FLAGS[f]}
        </Badge>
      ))}
    </Group>
  );
}

/** A z-score as the list prints it: +1.25, −2.10, — when none. */
export const zText = (z: number | null): string => (z === null ? '—' : `${z > 0 ? '+' : ''}${z.toFixed(2)}`);
