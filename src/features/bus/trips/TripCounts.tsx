import type { TripCounts as Counts } from '@contract/bus/trip-fold';
import { memo } from 'react';
import classes from './ride.module.css';

const FIGURES: [keyof Counts, string][] = [
  ['onBoard', '在车上'],
  ['expected', '应乘'],
  ['alighted', '已下车'],
  ['absent', '缺乘'],
  ['waiting', '待上车'],
];

/** The running count of a trip: 在车上 large, then 应乘, 已下车, 缺乘, 待上车 (plain elements: redrawn on every tap). */
export const TripCounts = memo(function TripCounts({ counts }: { counts: Counts }) {
  return (
    <div className={classes.counts} data-testid="trip-counts">
      {FIGURES.map(([key, label]) => (
        <div key={key} className={classes.count} data-count={key}>
          <div className={classes.countLabel}>{label}</div>
          <div className={classes.countValue}>{counts[key]}</div>
        </div>
      ))}
    </div>
  );
});
