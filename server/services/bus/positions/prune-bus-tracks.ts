import { lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { busFixes, busTrackDays } from '../../../db/schema';
import { chinaDayOf, retentionStart } from './fixes';
import { announceTrackDaysPruned } from './track-day-changes';

/** Housekeeping: fixes older than BUS_TRACK_DAYS go, and the day records of days wholly before that (announced: the day-track caches drop them). */
export async function pruneBusTracks(db: Db, now: Date, days: number): Promise<void> {
  const cutoff = retentionStart(now, days);
  await db.delete(busFixes).where(lt(busFixes.deviceTime, cutoff));
  await db.delete(busTrackDays).where(lt(busTrackDays.day, chinaDayOf(cutoff)));
  await announceTrackDaysPruned(db, chinaDayOf(cutoff));
}
