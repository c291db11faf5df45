import type { Order } from '@contract/orders/school-orders';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';

/** One subscription order (SPEC §2 Order list): 立即支付 while unpaid; the amount due, or paid once paid. */
export function OrderCard({ order, onPay, testId = 'order-card' }: { order: Order; onPay?: (order: Order) => void; testId?: string }) {
  const unpaid = order.orderStatus === 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600}>{order.name}</Text>
          <Text size="xs" c="dimmed" mt={2}>
            订单号：{order.orderId}
          </Text>
        </div>
        <Badge color={unpaid ? 'orange' : 'teal'} variant="light">
          {order.orderStatusDesc}
        </Badge>
      </Group>
      <Group gap="xl" mt="sm">
        <Text size="sm">类型：{order.orderType}</Text>
        <Text size="sm">当前版本：{order.productVersion}</Text>
        <Text size="sm">续费周期：{order.purchaseDesc}</Text>
      </Group>
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          到期时间：{order.expirationTime}
        </Text>
        <Group gap="md" wrap="nowrap">
          <Text size="sm">
            {unpaid ? '应付金额：' : '实付金额：'}
            <Text span fw={700} c={unpaid ? 'red.7' : undefined}>
              ¥{order.totalPrice}
            </Text>
          </Text>
          {unpaid && onPay && (
            <Button size="xs" onClick={() => onPay(order)}>
              立即支付
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
