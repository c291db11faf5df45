import { SYMPTOMS } from '@contract/health/checks';
import { Button, Group } from '@mantine/core';

/** The routine's findings as big toggle buttons (a red one is on); `onToggle` gets the new bitmask. */
export function SymptomToggles({
  value,
  onToggle,
  disabled,
  pl,
}: {
  value: number;
  onToggle: (mask: number) => void;
  disabled?: boolean;
  pl?: number;
}) {
  return (
    <Group gap={6} pl={pl}>
      {SYMPTOMS.map((name, i) => {
        const on = (value & (1 << i)) !== 0;
        return (
          <Button
            key={name}
            size="compact-md"
            h={40}
            px="sm"
            radius="xl"
            color="red"
            variant={on ? 'filled' : 'default'}
            aria-pressed={on}
            disabled={disabled}
            onClick={() => onToggle(value ^ (1 << i))}
          >
            {name}
          </Button>
        );
      })}
    </Group>
  );
}
