import type { TripTapKind } from '@contract/bus/trips';
import { RIDER_STATE_LABEL, type RiderState } from '@contract/bus/trip-fold';
import { memo } from 'react';
import { ChildAvatar } from './ChildAvatar';
import { TAPS } from './ride-model';
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

/**
 * One child of the trip: photo, name, state, and three big buttons for one thumb. Plain elements styled by
 * ride.module.css rather than Mantine's components: a tap redraws a card, and on a slow phone (4× throttled) the
 * components' own work was most of a tap's budget.
 */
export const RiderCard = memo(function RiderCard({ studentId, name, photo, state, note, disabled, onTap }: RiderCardProps) {
  return (
    <div className={classes.card} data-testid="rider" data-name={name} data-state={state}>
      <div className={classes.cardHead}>
        <ChildAvatar name={name} photo={photo} />
        <div className={classes.grow}>
          <div className={classes.childName}>{name}</div>
          {note && <div className={classes.note}>{note}</div>}
        </div>
        <span className={classes.state} data-state={state}>
          {RIDER_STATE_LABEL[state]}
        </span>
      </div>
      <div className={classes.taps}>
        {TAPS.map((t) => (
          <button
            key={t.kind}
            type="button"
            className={classes.tap}
            data-kind={t.kind}
            data-active={state === t.state || undefined}
            aria-pressed={state === t.state}
            aria-label={`${name}${t.label}`}
            disabled={disabled}
            onClick={() => onTap(studentId, t.kind)}
          >
            {t.label}
          </button>
        ))}
      </div>
    </div>
  );
});
