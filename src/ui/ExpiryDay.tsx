import { chinaToday, expiryState } from '@contract/bus/expiry';
import { Text, VisuallyHidden } from '@mantine/core';

const LOOK = { expired: ['red', '已过期'], soon: ['orange', '即将到期'] } as const;

/**
 * An expiry day (a bus's insurance or inspection, a licence, a staff contract or credential): orange within 30 days,
 * red once past, as the reminders in 通知 count them (contract/bus/expiry.ts); the state is said in words too, for
 * screen readers and on hover.
 */
export function ExpiryDay({ day, empty = '—' }: { day: string | null; empty?: string }) {
  if (!day) return empty;
  const state = expiryState(day, chinaToday(new Date()));
  const look = state ? LOOK[state] : null;
  return (
    <Text
      span
      size="sm"
      c={look?.[0]}
      fw={look ? 600 : undefined}
      title={look?.[1]}
      data-expiry={state ?? 'ok'}
      style={{ whiteSpace: 'nowrap' }}
    >
      {day}
      {look && <VisuallyHidden>{look[1]}</VisuallyHidden>}
    </Text>
  );
}
