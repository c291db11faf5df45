import type { ReactNode } from 'react';
import { localToday } from '@/lib/replica/event-stamp';
import { TripList } from './TripList';
import { TripView } from './TripView';

export interface RideSearch {
  route?: string;
  day?: string;
  stop?: number;
}

interface RidePageProps {
  search: RideSearch;
  /** Moves within the app; the trip and stop live in the address, so a reload (offline too) comes back to them. */
  go: (search: RideSearch) => void;
  status: ReactNode;
}

/** /busRide: the bus teacher's boarding app, a phone screen of its own outside the shell. */
export function RidePage({ search, go, status }: RidePageProps) {
  const day = search.day ?? localToday();
  if (!search.route) return <TripList day={day} status={status} onOpen={(route) => go({ route, day, stop: 0 })} />;
  return (
    <TripView
      routeId={search.route}
      day={day}
      stopIndex={search.stop ?? 0}
      status={status}
      onStop={(stop) => go({ route: search.route, day, stop })}
      onBack={() => go({})}
    />
  );
}
