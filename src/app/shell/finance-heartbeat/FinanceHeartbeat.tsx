import { Badge, Modal, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useFinanceHeartbeat } from './use-finance-heartbeat';
import { LoadSafely } from '@/ui/LoadOnOpen';

// Its form (and @mantine/form) loads when the timer is clicked, not with the shell.
const FinanceUnlockForm = lazy(() =>
  import('@/features/account/password/FinanceUnlockForm').then((m) => ({ default: m.FinanceUnlockForm })),
);

const mmss = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The finance heartbeat (SPEC §6) and its timer: nothing to see until the finance unlock has a minute or less left;
 * then a countdown in the header, which a click extends by checking the finance password again. Render it once
 * inside the signed-in shell; it runs only on finance pages.
 */
export function FinanceHeartbeat() {
  const { remainingMs, beat } = useFinanceHeartbeat();
  const [extending, setExtending] = useState(false);
  return (
    <>
      {remainingMs !== null && (
        <Tooltip label="财务密码验证即将失效，点击重新验证" withArrow>
          <UnstyledButton onClick={() => setExtending(true)} aria-label={`财务密码验证剩余${Math.ceil(remainingMs / 1000)}秒`}>
            <Badge
              color="orange"
              variant="light"
              size="lg"
              radius="sm"
              leftSection={<IconLockAccess size={14} />}
              data-testid="finance-timer"
            >
              {mmss(remainingMs)}
            </Badge>
          </UnstyledButton>
        </Tooltip>
      )}
      <Modal opened={extending} onClose={() => setExtending(false)} title="财务密码验证" centered size={400} radius="md">
        <LoadSafely>
          <FinanceUnlockForm
            onUnlocked={() => {
              setExtending(false);
              beat();
            }}
          />
        </LoadSafely>
      </Modal>
    </>
  );
}
