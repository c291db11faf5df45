import { BILL_READ, BILL_STATES, type BillState, PAY_STATUS } from '@contract/finance/bill-rows';
import { Badge, Text } from '@mantine/core';

const STATE_COLORS: Record<BillState, string> = {
  draft: 'dimmed',
  review: 'orange.7',
  published: 'blue.7',
  paid: 'teal.7',
  void: 'gray.6',
};
const PAY_COLORS = { 2: 'orange', 3: 'teal', 4: 'red' } as const;
const READ_COLORS = { 1: 'orange.7', 2: 'teal.7', 3: 'red.7', 4: 'dimmed' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

export const StateBadge = ({ state }: { state: BillState }) => (
  <Text span size="sm" fw={500} c={STATE_COLORS[state]} style={nowrap}>
    {BILL_STATES[state]}
  </Text>
);
export const PayBadge = ({ status }: { status: 2 | 3 | 4 }) => (
  <Badge variant="light" color={PAY_COLORS[status]} style={{ overflow: 'visible' }} miw={62}>
    {PAY_STATUS[status]}
  </Badge>
);
export const ReadBadge = ({ read }: { read: 1 | 2 | 3 | 4 }) => (
  <Text span size="sm" c={READ_COLORS[read]} style={nowrap}>
    {BILL_READ[read]}
  </Text>
);
