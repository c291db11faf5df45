import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart-props';

export type { ChartProps } from './chart-props';

const Chart = lazy(() => import('./Charts'));

/**
 * A chart of label/value counts, the kit every statistics screen uses. The chart library (recharts, ~100 KiB) is a
 * chunk of its own, fetched when the first chart draws; a skeleton of the same height holds the place meanwhile.
 */
export function StatChart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 260} radius="md" />}>
      <Chart {...props} />
    </Suspense>
  );
}
