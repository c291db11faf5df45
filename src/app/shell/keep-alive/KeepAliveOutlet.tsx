import { Outlet, RouterContextProvider, useRouter, useRouterState } from '@tanstack/react-router';
import { Activity, memo, useMemo, useRef } from 'react';
import { useSession } from '@/lib/session/store';
import { useTabs } from '@/lib/tabs/tab-store';
import { useTabReloads } from '@/lib/tabs/tab-reload';
import { FinanceGate } from '../finance-heartbeat/FinanceGate';
import { presentedPath, presentedPathOf } from './presented-path';
import { createTabRouterView } from './tab-router-view';
import { useTabScroll } from './use-tab-scroll';

/**
 * Renders the page of every open tab, the one on screen visible and the others in a hidden <Activity>: their
 * state (typed filters, half-filled forms, expanded rows) stays as it was, their effects pause while hidden.
 * Each page sees the router through its own view (tab-router-view.ts), frozen while hidden. A page is mounted
 * the first time it is shown and dropped when its tab closes; /403 and /404 live only while on screen.
 */
export function KeepAliveOutlet() {
  const presented = useRouterState({ select: (s) => presentedPathOf(s.matches) });
  const tabs = useTabs();
  const reloads = useTabReloads();
  const schoolId = useSession().session?.schoolInfo.schoolId ?? null;
  const mounted = useRef<string[]>([]);
  useTabScroll(presented);

  const open = new Set(tabs.map((t) => t.path));
  let pages = mounted.current.filter((p) => open.has(p) || p === presented);
  if (presented && !pages.includes(presented)) pages = [...pages, presented];
  mounted.current = pages;

  // A new school never shows the previous school's pages, even for a moment.
  return (
    <div key={schoolId ?? 'none'}>
      {pages.map((path) => (
        <Activity key={`${path}#${reloads[path] ?? 0}`} mode={path === presented ? 'visible' : 'hidden'}>
          <TabPage path={path} />
        </Activity>
      ))}
    </div>
  );
}

/**
 * One tab's page: the `_app` Outlet, seen through a router view that is live only while this tab is shown. A locked
 * finance page shows the finance login in its place (FinanceGate).
 */
const TabPage = memo(function TabPage({ path }: { path: string }) {
  const router = useRouter();
  const view = useMemo(() => createTabRouterView(router, () => presentedPath(router) === path), [router, path]);
  return (
    <RouterContextProvider router={view}>
      <FinanceGate path={path}>
        <Outlet />
      </FinanceGate>
    </RouterContextProvider>
  );
});
