import { isFinancePath } from '@contract/account';
import { Activity, lazy, type ReactNode } from 'react';
import { setFinanceLocked, useFinanceLocked } from './finance-lock';
import { LoadSafely } from '@/ui/LoadOnOpen';

// The finance login's form loads the first time a locked finance page is opened, not with the shell.
const FinanceUnlockPage = lazy(() =>
  import('@/features/account/finance-unlock/FinanceUnlockPage').then((m) => ({ default: m.FinanceUnlockPage })),
);

/**
 * A finance page while the finance pages are locked: the finance login in its place, in the same tab (named after the
 * page). The page itself stays mounted but hidden, so what was typed there is still there once unlocked.
 */
export function FinanceGate({ path, children }: { path: string; children: ReactNode }) {
  const locked = useFinanceLocked() && isFinancePath(path);
  return (
    <>
      {locked && (
        <LoadSafely>
          <FinanceUnlockPage onUnlocked={() => setFinanceLocked(false)} />
        </LoadSafely>
      )}
      <Activity mode={locked ? 'hidden' : 'visible'}>{children}</Activity>
    </>
  );
}
