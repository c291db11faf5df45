import { busFixes, busTrackDays } from '../../../server/db/schema';
import type { TestApp } from './test-app';

/**
 * The demo seeds recorded tracks of its past trips (server/seed/demo-bus-tracks.ts). Tests of ingestion, alerts and
 * day tracks count the fixes they post themselves: they start from no positions at all (their own database copy).
 */
export async function withoutDemoTracks(t: TestApp): Promise<void> {
  await t.database.db.delete(busFixes);
  await t.database.db.delete(busTrackDays);
}
