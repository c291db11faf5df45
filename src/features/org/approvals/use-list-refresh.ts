import { useEffect, useState } from 'react';
import { useNoticeArrivals } from '@/lib/notice-arrivals';

/**
 * When an online list of applications should be read again: applications are not replicated, so the list follows
 * them by asking again whenever they may have changed. The number changes when a 通知 arrives (a decision on my
 * application, one to approve, a copy) and when the window comes back into view.
 */
export function useListRefresh(): number {
  const arrivals = useNoticeArrivals();
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const again = () => document.visibilityState === 'visible' && setShown((n) => n + 1);
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, []);
  return arrivals + shown;
}
