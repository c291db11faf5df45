import type { Order, Paged } from '@contract/orders';
import type { School } from '@contract/session';
import { Badge, Button, Group, Modal, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getPendingOrders } from '@/lib/api/calls/get-pending-orders';

export interface PendingOrders {
  school: School;
  orders: Paged<Order>;
}

function OrderCard({ order }: { order: Order }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="pending-order">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600}>{order.name}</Text>
          <Text size="xs" c="dimmed" mt={2}>
            订单号：{order.orderId}
          </Text>
        </div>
        <Badge color="orange" variant="light">
          {order.orderStatusDesc}
        </Badge>
      </Group>
      <Group gap="xl" mt="sm">
        <Text size="sm">类型：{order.orderType}</Text>
        <Text size="sm">版本：{order.productVersion}</Text>
        <Text size="sm">续费周期：{order.purchaseDesc}</Text>
      </Group>
      <Group justify="space-between" mt="xs">
        <Text size="sm" c="dimmed">
          到期时间：{order.expirationTime}
        </Text>
        <Text size="sm">
          应付金额：
          <Text span fw={700} c="red.7">
            ¥{order.totalPrice}
          </Text>
        </Text>
      </Group>
    </Paper>
  );
}

function PendingOrdersBody({ value, onClose }: { value: PendingOrders; onClose: () => void }) {
  const [shown, setShown] = useState(value.orders);
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
        <OrderCard key={o.orderId} order={o} />
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
    </Stack>
  );
}

/** SPEC §4: an expired school with unpaid orders lists them (2 a page, SPEC §9) instead of being entered. */
export function PendingOrdersDialog({ value, onClose }: { value: PendingOrders | null; onClose: () => void }) {
  return (
    <Modal opened={value !== null} onClose={onClose} title={<Text fw={600}>待缴费订单</Text>} size="lg" centered>
      {value && <PendingOrdersBody key={value.school.schoolId} value={value} onClose={onClose} />}
    </Modal>
  );
}
