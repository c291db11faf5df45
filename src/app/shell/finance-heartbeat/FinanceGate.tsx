import { isFinancePath } from '@contract/account';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { Activity, lazy, type ReactNode } from 'react';
import { setFinanceLocked, useFinanceLocked } from './finance-lock';
import { useBrowserOnline } from '@/lib/online';
import { useHoldsScope } from '@/lib/replica/use-holds-scope';
import { LoadSafely } from '@/ui/LoadOnOpen';

// The finance login's form loads the first time a locked finance page is opened, not with the shell.
const FinanceUnlockPage = lazy(() =>
  import('@/features/account/finance-unlock/FinanceUnlockPage').then((m) => ({ default: m.FinanceUnlockPage })),
);

/**
 * A finance page while the finance pages are locked: the finance login in its place, in the same tab (named after the
 * page). The page itself stays mounted but hidden, so what was typed there is still there once unlocked. Locked is
 * what the server said (the heartbeat), or, offline, a replica without the finance scope (sealed when the unlock's end
 * passed: docs/sync.md "Unlock"). Online and unlocked, until the replica holds the scope again (pulled from its start
 * after the unlock), the page waits for it rather than show, and let the user act on, an empty replica.
 */
export function FinanceGate({ path, children }: { path: string; children: ReactNode }) {
  return isFinancePath(path) ? <FinancePageGate>{children}</FinancePageGate> : children;
}

function FinancePageGate({ children }: { children: ReactNode }) {
  const serverLocked = useFinanceLocked();
  const held = useHoldsScope('finance') !== false;
  const online = useBrowserOnline();
  const locked = serverLocked || (!held && !online);
  const waiting = !locked && !held;
  return (
    <>
      {locked && (
        <LoadSafely>
          <FinanceUnlockPage onUnlocked={() => setFinanceLocked(false)} />
        </LoadSafely>
      )}
      {waiting && (
        <Center mih="60vh">
          <Stack align="center" gap="sm">
            <Loader size="md" />
            <Text size="sm" c="dimmed">
              正在同步财务数据…
            </Text>
          </Stack>
        </Center>
      )}
      <Activity mode={locked || waiting ? 'hidden' : 'visible'}>{children}</Activity>
    </>
  );
}
