import { Modal, Text } from '@mantine/core';
import { lazy } from 'react';
import type { PendingOrders } from '@/features/orders/PendingOrdersBody';
import { LoadSafely } from '@/ui/LoadOnOpen';

export type { PendingOrders };

// The orders and their payment (QR, bank transfer) load when a school turns out to have some to pay.
const PendingOrdersBody = lazy(() => import('@/features/orders/PendingOrdersBody').then((m) => ({ default: m.PendingOrdersBody })));

/**
 * SPEC §4: an expired school with unpaid orders lists them (2 a page, SPEC §9) instead of being entered; each can be
 * paid here by scanning (src/features/orders/PayDialog.tsx).
 */
export function PendingOrdersDialog({
  value,
  onClose,
  onPaid,
}: {
  value: PendingOrders | null;
  onClose: () => void;
  /** An order of the school was paid and the session read again (the switch then enters that school). */
  onPaid?: (schoolId: number) => void;
}) {
  return (
    <Modal opened={value !== null} onClose={onClose} title={<Text fw={600}>待缴费订单</Text>} size="lg" centered>
      {value && (
        <LoadSafely>
          <PendingOrdersBody key={value.school.schoolId} value={value} onClose={onClose} onPaid={onPaid} />
        </LoadSafely>
      )}
    </Modal>
  );
}
