import { MONITOR_PAGE } from '@contract/bus/monitoring';
import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/guards/require-session';
import { useSessionUpkeep } from '@/app/shell/use-session-upkeep';
import { useRightsFollow } from '@/app/sync/use-rights-follow';
import { MonitorPage } from '@/features/bus/monitoring/MonitorPage';

/**
 * 校车监控: standalone and full screen (no sidebar or tabs), opened from 校车总控 or the menu in a window of its own;
 * guarded as its menu page (signed in, the school's list and the member's right to /HQGL/ZHXC/XCJK).
 */
export const Route = createFileRoute('/HQGL/ZHXC/XCJK')({
  beforeLoad: ({ preload }) => requireSession({ location: { pathname: MONITOR_PAGE }, preload }),
  component: function BusMonitor() {
    // What the shell does for its pages: renew the token, reconnect after an offline start, follow changed rights.
    useSessionUpkeep();
    useRightsFollow();
    return <MonitorPage />;
  },
});
