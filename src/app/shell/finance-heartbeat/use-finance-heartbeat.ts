import { FINANCE_HEARTBEAT_MS, FINANCE_TIMER_SHOW_MS, isFinancePath } from '@contract/account';
import { ErrorCode } from '@contract/errors';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { postNudge } from '@sync/nudge';
import { isApiError } from '@/lib/api/api-error';
import { financeHeartbeat } from '@/lib/api/calls/finance-heartbeat';
import { useReplica } from '@/lib/replica/replica';
import { useSession } from '@/lib/session/store';
import { setFinanceLocked, useFinanceLocked } from './finance-lock';

/**
 * SPEC §6/§8/§9 on finance pages (paths containing CWGL): a heartbeat every 10 s answers the ms left of the finance
 * unlock. Answers the ms to show (≤ 60000, counting down each second between beats) or null. Code 403 locks the
 * finance pages (each shows the finance login in its place, FinanceGate), asks the sync worker to pull (which seals
 * the finance data on the device) and the beats stop until the unlock; any
 * other failure (offline too) hides and resets the timer. Leaving the finance pages stops it.
 */
export function useFinanceHeartbeat(): { remainingMs: number | null; beat: () => void } {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { token, phase } = useSession();
  const locked = useFinanceLocked();
  const dbName = useReplica().db?.name;
  const active = !!token && phase === 'ready' && isFinancePath(path) && !locked;
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const beatRef = useRef<() => void>(() => {});

  useEffect(() => {
    setDeadline(null);
    if (!active) return;
    let stopped = false;
    const controller = new AbortController();
    const beat = () => {
      financeHeartbeat(controller.signal)
        .then((ms) => {
          if (stopped) return;
          setNow(Date.now());
          setDeadline(Date.now() + ms);
        })
        .catch((e: unknown) => {
          if (stopped) return;
          setDeadline(null);
          if (!isApiError(e) || e.code !== ErrorCode.forbidden) return;
          setFinanceLocked(true);
          // The server says locked: a pull now takes the finance data off the device (docs/sync.md "Unlock").
          if (dbName) postNudge(dbName, 'wake');
        });
    };
    beatRef.current = beat;
    beat();
    const timer = window.setInterval(beat, FINANCE_HEARTBEAT_MS);
    return () => {
      stopped = true;
      controller.abort();
      window.clearInterval(timer);
      beatRef.current = () => {};
    };
  }, [active, dbName]);

  const shown = deadline !== null && deadline - now <= FINANCE_TIMER_SHOW_MS;
  // The last minute counts down each second; at zero, ask the server at once rather than wait for the next beat.
  useEffect(() => {
    if (!shown || deadline === null) return;
    const tick = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) beatRef.current();
    }, 1000);
    return () => window.clearInterval(tick);
  }, [shown, deadline]);

  return { remainingMs: shown && deadline !== null ? Math.max(0, deadline - now) : null, beat: () => beatRef.current() };
}
