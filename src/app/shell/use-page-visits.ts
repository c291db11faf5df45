import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { recordVisit } from '@/lib/api/calls/record-visit';
import { useSession } from '@/lib/session/store';
import { rememberTabHref, visitTab } from '@/lib/tabs/tab-store';
import { normalizePath, presentedPathOf } from './keep-alive/presented-path';

/**
 * Every page shown gets its tab, and its visit is recorded on the server (POST /park/index/history: the
 * workbench's frequently used pages). Offline the visit is simply not counted.
 */
export function usePageVisits(): string | null {
  const presented = useRouterState({ select: (s) => presentedPathOf(s.matches) });
  // The query string the page is on, once the location and the presented page agree (mid-navigation they do not).
  const href = useRouterState({
    select: (s) => (normalizePath(s.location.pathname) === presentedPathOf(s.matches) ? s.location.href : null),
  });
  const { session, phase, offline } = useSession();
  const schoolId = session?.schoolInfo.schoolId ?? null;

  // Only a newly presented page adds a tab: a tab just closed must not come back while the router moves on.
  useEffect(() => {
    if (presented) visitTab(presented, presented);
  }, [presented]);

  useEffect(() => {
    if (presented && href) rememberTabHref(presented, href);
  }, [presented, href]);

  useEffect(() => {
    if (!presented || schoolId === null || phase !== 'ready' || offline || !navigator.onLine) return;
    void recordVisit({ url: presented, schoolId }).catch(() => undefined);
  }, [presented, schoolId, phase, offline]);

  return presented;
}
