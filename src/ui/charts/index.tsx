import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart-props';
import type { CurveProps } from './curve-props';

export type { ChartProps } from './chart-props';
export type { CurveProps } from './curve-props';

const Chart = lazy(() => import('./Charts'));
const Curves = lazy(() => import('./Curves'));

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

/** Reference curves with measured points (a growth chart), from the same lazily loaded library. */
export function CurveChart(props: CurveProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 300} radius="md" />}>
      <Curves {...props} />
    </Suspense>
  );
}
