import { BILL_READ, BILL_STATES, type BillState, PAY_STATUS } from '@contract/finance-bills';
import { Badge } from '@mantine/core';

const STATE_COLORS: Record<BillState, string> = { draft: 'gray', review: 'orange', published: 'blue', paid: 'green', void: 'dark' };
const PAY_COLORS = { 2: 'orange', 3: 'green', 4: 'red' } as const;
const READ_COLORS = { 1: 'orange', 2: 'green', 3: 'red', 4: 'gray' } as const;

export const StateBadge = ({ state }: { state: BillState }) => (
  <Badge variant="light" color={STATE_COLORS[state]}>
    {BILL_STATES[state]}
  </Badge>
);
export const PayBadge = ({ status }: { status: 2 | 3 | 4 }) => (
  <Badge variant="light" color={PAY_COLORS[status]}>
    {PAY_STATUS[status]}
  </Badge>
);
export const ReadBadge = ({ read }: { read: 1 | 2 | 3 | 4 }) => (
  <Badge variant="dot" color={READ_COLORS[read]}>
    {BILL_READ[read]}
  </Badge>
);
