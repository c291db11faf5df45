import { isFinancePath } from '@contract/account';
import { Activity, type ReactNode } from 'react';
import { FinanceUnlockPage } from '@/features/account/finance-unlock/FinanceUnlockPage';
import { setFinanceLocked, useFinanceLocked } from './finance-lock';

/**
 * A finance page while the finance pages are locked: the finance login in its place, in the same tab (named after the
 * page). The page itself stays mounted but hidden, so what was typed there is still there once unlocked.
 */
export function FinanceGate({ path, children }: { path: string; children: ReactNode }) {
  const locked = useFinanceLocked() && isFinancePath(path);
  return (
    <>
      {locked && <FinanceUnlockPage onUnlocked={() => setFinanceLocked(false)} />}
      <Activity mode={locked ? 'hidden' : 'visible'}>{children}</Activity>
    </>
  );
}
