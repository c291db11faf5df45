import type { Paged, SiteRecord, SiteRecordsQuery } from '@contract';
import type { AuthedContext } from '../../context';
import { busRowOrFail } from '../fleet/bus-rows';
import { busNames, loadTrips, pageOf } from './load-trips';

/**
 * siteDrivingRecords: per stop and day, how many children got on, got off and were marked absent there (the taps
 * that still count after undos). Another school's stop is a 404.
 */
export async function siteRecords(ctx: AuthedContext, q: SiteRecordsQuery): Promise<Paged<SiteRecord>> {
  return pageOf(await siteRecordRows(ctx, q), q);
}

export async function siteRecordRows(ctx: AuthedContext, q: Omit<SiteRecordsQuery, 'pageNum' | 'pageSize'>): Promise<SiteRecord[]> {
  if (q.stopId) await busRowOrFail(ctx.db, q.schoolId, 'busStops', q.stopId);
  const names = await busNames(ctx, q.schoolId);
  const byKey = new Map<string, SiteRecord>();
  for (const trip of await loadTrips(ctx, q, names)) {
    for (const tap of trip.state.history) {
      if (!tap.stopId || (q.stopId && tap.stopId !== q.stopId)) continue;
      const id = `${trip.day}|${tap.stopId}`;
      const rec = byKey.get(id) ?? {
        id,
        day: trip.day,
        stopId: tap.stopId,
        stopName: names.stop.get(tap.stopId) ?? '',
        boardings: 0,
        alightings: 0,
        absences: 0,
      };
      if (tap.kind === 'board') rec.boardings++;
      else if (tap.kind === 'alight') rec.alightings++;
      else if (tap.kind === 'absent') rec.absences++;
      byKey.set(id, rec);
    }
  }
  return [...byKey.values()].sort((a, b) => b.day.localeCompare(a.day) || a.stopName.localeCompare(b.stopName, 'zh-CN'));
}
