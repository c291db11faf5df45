import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireRide } from '@/app/guards/require-ride';
import { useSessionUpkeep } from '@/app/shell/use-session-upkeep';
import { useRightsFollow } from '@/app/sync/use-rights-follow';
import { SyncIndicator } from '@/app/sync/SyncIndicator';
import { RidePage, type RideSearch } from '@/features/bus/trips/RidePage';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The bus teacher's boarding app: signed in, standalone (no sidebar or tabs), opened from the workbench or the installed app's shortcut. */
export const Route = createFileRoute('/busRide')({
  beforeLoad: requireRide,
  validateSearch: (s: Record<string, unknown>): RideSearch => {
    const route = text(s.route);
    const day = text(s.day);
    const stop = Number(s.stop);
    return {
      ...(route ? { route } : {}),
      ...(day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : {}),
      ...(Number.isInteger(stop) && stop >= 0 ? { stop } : {}),
    };
  },
  component: function BusRide() {
    const search = Route.useSearch();
    const navigate = useNavigate();
    // What the shell does for its pages: renew the token, reconnect after an offline start, follow changed rights.
    useSessionUpkeep();
    useRightsFollow();
    return <RidePage search={search} go={(s) => void navigate({ to: '/busRide', search: s })} status={<SyncIndicator />} />;
  },
});
