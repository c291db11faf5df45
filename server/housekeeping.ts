import { compactTombstones } from './replication/compact';
import type { Database } from './db/client';
import { pruneBusTracks } from './services/bus/positions/prune-bus-tracks';
import { prunePaymentNotices } from './services/provider-payments/prune-payment-notices';
import { BUS_TRACK_DAYS } from '@contract';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The server's hourly upkeep: tombstones past the horizon leave the change log, bus positions past BUS_TRACK_DAYS
 * go (server/services/bus/positions), the ids of payment notices too old to verify again go, then the database is maintained
 * (statistics and dead rows on PGlite, see Database.maintain). Runs once at start too, so a restarted server
 * plans its queries on fresh statistics. Failures are logged and tried again the next hour. `stop` waits for a
 * run in progress, so the database is not closed under it.
 */
export function startHousekeeping(
  database: Database,
  onError: (e: unknown) => void,
  options: { busTrackDays?: number } = {},
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        await compactTombstones(database.db, new Date());
        await pruneBusTracks(database.db, new Date(), options.busTrackDays ?? BUS_TRACK_DAYS);
        await prunePaymentNotices(database.db, new Date());
        await database.maintain();
      } catch (e) {
        onError(e);
      }
    });
  };
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  run();
  return {
    stop() {
      clearInterval(timer);
      return running;
    },
  };
}
