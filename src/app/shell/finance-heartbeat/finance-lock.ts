import { useSyncExternalStore } from 'react';
import { subscribeSession } from '@/lib/session/store';

/**
 * Whether the server said the finance pages are locked (the heartbeat answered 403). While so, each finance tab shows
 * the finance login in place of its page. The unlock belongs to one session in one school: a sign-out or a school
 * switch forgets it, and the heartbeat finds out afresh.
 */
let locked = false;
const listeners = new Set<() => void>();

export const isFinanceLocked = (): boolean => locked;

export function setFinanceLocked(next: boolean): void {
  if (next === locked) return;
  locked = next;
  for (const l of listeners) l();
}

subscribeSession((next, previous) => {
  if (next.token !== previous.token || next.session?.schoolInfo.schoolId !== previous.session?.schoolInfo.schoolId) {
    setFinanceLocked(false);
  }
});

export function useFinanceLocked(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    isFinanceLocked,
    isFinanceLocked,
  );
}
