import { type BusDayTrack, decodeBusDayTrack } from '@contract/bus/positions';
import type { TrajectoryApi } from '@workers/trajectory.worker';
import { type Remote, releaseProxy, transfer, wrap } from 'comlink';
import { chinaToday } from '@contract/china-time';
import { getHistoryTrajectory, getLastPositions } from '@/lib/api/calls/bus-positions';
import { cachedTrack, storeTrack, trackKey } from './track-cache';

/**
 * The trajectory worker (workers/trajectory.worker.ts): one per playback canvas, since the canvas it draws on is
 * transferred to it for good. `close` ends it.
 */
export interface TrajectoryWorker {
  api: Remote<TrajectoryApi>;
  close: () => void;
}

export function startTrajectoryWorker(): TrajectoryWorker {
  const worker = new Worker(new URL('../../../workers/trajectory.worker.ts', import.meta.url), { type: 'module', name: 'trajectory' });
  const api = wrap<TrajectoryApi>(worker);
  return {
    api,
    close: () => {
      api[releaseProxy]();
      worker.terminate();
    },
  };
}

/** A decoded day with its columns marked for transfer (moved to the worker, not copied). */
export function transferTrack(track: BusDayTrack): BusDayTrack {
  const buffers = [track.time, track.lat, track.lng, track.speed, track.direction].map((a) => a.buffer as ArrayBuffer);
  return transfer(track, buffers);
}

/**
 * Whether a cached track of today misses fixes the server has: the car's latest fix (selectLastLon) is of this
 * day and later than the track's last point (or the track is empty). Unknown (offline, an error) counts as not.
 */
async function behindServer(q: { schoolId: number; carId: string }, track: BusDayTrack, signal?: AbortSignal): Promise<boolean> {
  try {
    const last = (await getLastPositions(q.schoolId, { quiet: true, signal })).find((p) => p.carId === q.carId);
    if (!last) return false;
    const at = Date.parse(last.time);
    const n = track.time.length;
    const end = n ? track.dayStartMs + (track.time[n - 1] ?? 0) * 1000 : track.dayStartMs;
    // The track keeps whole seconds: a fix within the second of its last point is that point, not a newer one.
    return at >= track.dayStartMs && at < track.dayStartMs + 86_400_000 && (n === 0 || at - end >= 1000);
  } catch {
    return false;
  }
}

/**
 * A car's day: from the track cache when fresh, otherwise fetched as bytes and cached. `fresh` skips the cache.
 * Today's track still grows: a cached copy is used only while no fix newer than its end has reached the server, so
 * a day cached before the buses reported (empty) is fetched again once they do.
 */
export async function loadBusDay(
  q: { userId: number; schoolId: number; carId: string; day: string; fresh?: boolean },
  signal?: AbortSignal,
): Promise<{ track: BusDayTrack; bytes: number; cached: boolean }> {
  const key = trackKey(q.userId, q.schoolId, q.carId, q.day);
  const hit = q.fresh ? null : await cachedTrack(key, q.day);
  if (hit) {
    const track = decodeBusDayTrack(new Uint8Array(hit));
    if (q.day < chinaToday(new Date()) || !(await behindServer(q, track, signal))) return { track, bytes: hit.byteLength, cached: true };
  }
  const bytes = await getHistoryTrajectory({ schoolId: q.schoolId, carId: q.carId, day: q.day }, { signal });
  await storeTrack(key, q.day, bytes);
  return { track: decodeBusDayTrack(new Uint8Array(bytes)), bytes: bytes.byteLength, cached: false };
}
