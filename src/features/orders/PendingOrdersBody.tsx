import type { Order, Paged } from '@contract/orders/school-orders';
import type { School } from '@contract/session';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getPendingOrders } from '@/lib/api/calls/get-pending-orders';
import { afterOrderPaid } from './after-paid';
import { OrderCard } from './OrderCard';
import { PayDialog, type PayTarget } from './PayDialog';

export interface PendingOrders {
  school: School;
  orders: Paged<Order>;
}

/**
 * The unpaid orders of an expired school, a page at a time, each payable here (the shell's 待缴费订单 dialog). Once
 * one is paid the school's state is read again and `onPaid` hears which school it was (the school switch enters it).
 */
export function PendingOrdersBody({
  value,
  onClose,
  onPaid,
}: {
  value: PendingOrders;
  onClose: () => void;
  onPaid?: (schoolId: number) => void;
}) {
  const [shown, setShown] = useState(value.orders);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const { school } = value;
  const goTo = async (pageNum: number) => {
    const next = await getPendingOrders(school.schoolId, pageNum).catch(() => null);
    if (next) setShown(next);
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        「{school.schoolName}」的服务已于 {school.expirationTime.slice(0, 10)} 到期，共有 {shown.total}{' '}
        笔待缴费订单，缴费后即可继续使用该园所。
      </Text>
      {shown.list.map((o) => (
        <OrderCard key={o.orderId} order={o} testId="pending-order" onPay={(order) => setPaying({ schoolId: school.schoolId, order })} />
      ))}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          共 {shown.total} 条
        </Text>
        <Pagination
          size="sm"
          total={Math.max(1, Math.ceil(shown.total / shown.pageSize))}
          value={shown.pageNum}
          onChange={(p) => void goTo(p)}
        />
      </Group>
      <Group justify="flex-end">
        <Button onClick={onClose}>我知道了</Button>
      </Group>
      <PayDialog
        target={paying}
        onClose={() => setPaying(null)}
        onPaid={() => {
          // Paid: the school runs again, so the dialogs close and the session's schools are read afresh.
          setPaying(null);
          onClose();
          void afterOrderPaid(school.schoolId).then(() => onPaid?.(school.schoolId));
        }}
      />
    </Stack>
  );
}
