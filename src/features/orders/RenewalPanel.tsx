import { EXPIRY_REMINDER_DAYS, ORDER_PAY } from '@contract/orders/school-orders';
import type { School } from '@contract/session';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { renewOrder } from '@/lib/api/calls/order-payments';
import { daysUntil } from '@/lib/format';
import { useCan } from '@/lib/session/can';
import type { PayTarget } from './PayDialog';

/**
 * The top of 订单列表: when the school's service ends. From 30 days before the end (and after it), 立即续费 for who
 * may pay orders: it makes (or finds) the school's renewal order and opens its payment, as 立即支付 does.
 */
export function RenewalPanel({ school, online, onPay }: { school: School; online: boolean; onPay: (target: PayTarget) => void }) {
  const mayPay = useCan(ORDER_PAY);
  const [busy, setBusy] = useState(false);
  const ends = school.expirationTime.slice(0, 10);
  const daysLeft = daysUntil(school.expirationTime);
  if (daysLeft === null) return null;
  const expired = school.expired || school.clientState === 1 || daysLeft < 0;
  const due = expired || daysLeft <= EXPIRY_REMINDER_DAYS;
  const when = expired ? `服务已于 ${ends} 到期` : `服务将于 ${ends} 到期（还剩 ${daysLeft} 天）`;
  if (!due)
    return (
      <Text size="sm" c="dimmed" data-testid="service-ends">
        服务有效期至 {ends}
      </Text>
    );
  const renew = async () => {
    setBusy(true);
    try {
      onPay({ schoolId: school.schoolId, order: await renewOrder(school.schoolId) });
    } catch {
      // The request kit has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert color={expired ? 'red' : 'orange'} icon={<IconCrown size={18} />} data-testid="service-ends">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {when}
          {mayPay ? '，续费后服务期顺延一年。' : '，请联系园长续费。'}
        </Text>
        {mayPay && (
          <Button size="xs" color={expired ? 'red' : 'orange'} loading={busy} disabled={!online} onClick={() => void renew()}>
            立即续费
          </Button>
        )}
      </Group>
    </Alert>
  );
}
