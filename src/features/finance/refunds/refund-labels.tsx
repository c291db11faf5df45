import { REFUND_STATES, type RefundState } from '@contract/finance/refunds';
import { Badge } from '@mantine/core';

/** The SPEC §4 states' colours: waiting orange, moving blue, done teal, stopped grey/red. */
const STATE_COLORS: Record<RefundState, string> = {
  0: 'gray',
  8: 'orange',
  6: 'red',
  1: 'blue',
  3: 'blue',
  20: 'cyan',
  21: 'red',
  7: 'violet',
  2: 'teal',
  4: 'teal',
  5: 'gray',
};

export const RefundStateBadge = ({ state }: { state: RefundState }) => (
  <Badge variant={state === 5 ? 'outline' : 'light'} color={STATE_COLORS[state]} miw={62} style={{ overflow: 'visible' }}>
    {REFUND_STATES[state]}
  </Badge>
);

export const options = (labels: Record<string | number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
