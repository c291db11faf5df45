import { SYMPTOMS } from '@contract/health/checks';
import { memo } from 'react';
import classes from './checks.module.css';

/**
 * The routine's findings as big toggles (red when on); `onToggle` gets the new bitmask. Plain buttons styled by the
 * module, not Mantine's: a card has eleven of them, and a tap must redraw its card within a frame on a slow tablet.
 */
export const SymptomToggles = memo(function SymptomToggles({
  value,
  onToggle,
  disabled,
  indent,
}: {
  value: number;
  onToggle: (mask: number) => void;
  disabled?: boolean;
  /** Lines the toggles up under the child's name on a card. */
  indent?: boolean;
}) {
  return (
    <div className={indent ? `${classes.toggles} ${classes.indent}` : classes.toggles}>
      {SYMPTOMS.map((name, i) => {
        const on = (value & (1 << i)) !== 0;
        return (
          <button
            key={name}
            type="button"
            className={classes.toggle}
            data-on={on || undefined}
            aria-pressed={on}
            disabled={disabled}
            onClick={() => onToggle(value ^ (1 << i))}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
});
