import { ORDER_LIST_PATH } from '@contract/orders/school-orders';
import { Button, Tooltip } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSchoolExpiry } from '../use-school-expiry';

/** 到期续费: shown from 30 days before the school's service ends (and after); opens the order list. */
export function RenewButton() {
  const expiry = useSchoolExpiry();
  const navigate = useNavigate();
  if (!expiry?.dueForRenewal) return null;
  const hint = expiry.expired ? '服务已到期，请及时续费' : `服务将于 ${expiry.daysLeft} 天后到期（${expiry.expirationTime.slice(0, 10)}）`;
  return (
    <Tooltip label={hint} withArrow>
      <Button
        size="xs"
        radius="xl"
        variant="light"
        color={expiry.expired ? 'red' : 'orange'}
        leftSection={<IconCrown size={15} stroke={1.8} />}
        onClick={() => void navigate({ href: ORDER_LIST_PATH })}
        visibleFrom="sm"
      >
        到期续费
      </Button>
    </Tooltip>
  );
}
