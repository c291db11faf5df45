import { ORDER_LIST_PATH } from '@contract/orders/school-orders';
import { Button, Text } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { dayjs } from '@/lib/format';
import { expiryReminderKey } from '@/lib/session/school-expiry';
import { readPreference, writePreference } from '@/lib/session/storage';
import { NoticeCard } from '@/ui/NoticeCard';
import { useSchoolExpiry } from './use-school-expiry';

export { expiryReminderKey };
const today = () => dayjs().format('YYYY-MM-DD');

/**
 * SPEC §4 expiry reminder: when the school's service ends within 30 days, a card in the corner says so, at most once a day
 * per school; 我知道了 (or closing it) records today's date, so it waits until tomorrow.
 */
export function ExpiryReminder() {
  const expiry = useSchoolExpiry();
  const navigate = useNavigate();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const key = expiry ? expiryReminderKey(expiry.userId, expiry.schoolId) : null;
  const due = !!expiry && !expiry.expired && expiry.dueForRenewal;

  useEffect(() => {
    if (key && due && readPreference(key) !== today()) setOpenFor(key);
  }, [key, due]);

  if (!expiry || !key) return null;
  const dismiss = () => {
    writePreference(key, today());
    setOpenFor(null);
  };

  if (openFor !== key) return null;
  return (
    <NoticeCard
      title="服务到期提醒"
      icon={<IconAlarm size={18} />}
      role="dialog"
      position={{ bottom: 20 }}
      onClose={dismiss}
      actions={
        <>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              dismiss();
              void navigate({ href: ORDER_LIST_PATH });
            }}
          >
            去续费
          </Button>
          <Button size="xs" onClick={dismiss}>
            我知道了
          </Button>
        </>
      }
    >
      <Text size="sm">
        「{expiry.schoolName}」的服务将于{' '}
        <Text span fw={700} c="orange.8">
          {expiry.daysLeft} 天后
        </Text>
        （{expiry.expirationTime.slice(0, 10)}）到期
        {/* A phone keeps the reminder to two short rows. */}
        <Text span inherit visibleFrom="sm">
          ，为免影响日常使用，请及时续费
        </Text>
        。
      </Text>
    </NoticeCard>
  );
}
