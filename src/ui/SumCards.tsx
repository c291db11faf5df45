import { type MantineSpacing, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card: its label (also the card's accessible name), the figure shown, and the figure's colour. */
export type SumCard = readonly [label: string, value: ReactNode, color: string];

/** The row of totals above a finance list (收入合计, 待付款…): one card a figure, three to a row on a wide screen. */
export function SumCards({ cards, mb }: { cards: readonly SumCard[]; mb?: MantineSpacing }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb={mb}>
      {cards.map(([label, value, color]) => (
        <Paper key={label} withBorder radius="md" p="md" aria-label={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl" c={color}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
