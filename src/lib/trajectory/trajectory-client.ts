import { type BusDayTrack, decodeBusDayTrack } from '@contract/bus-positions';
import type { TrajectoryApi } from '@workers/trajectory.worker';
import { type Remote, releaseProxy, transfer, wrap } from 'comlink';
import { getHistoryTrajectory } from '@/lib/api/calls/bus-positions';
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

/** A car's day: from the track cache when fresh, otherwise fetched as bytes and cached. `fresh` skips the cache. */
export async function loadBusDay(
  q: { userId: number; schoolId: number; carId: string; day: string; fresh?: boolean },
  signal?: AbortSignal,
): Promise<{ track: BusDayTrack; bytes: number; cached: boolean }> {
  const key = trackKey(q.userId, q.schoolId, q.carId, q.day);
  const hit = q.fresh ? null : await cachedTrack(key, q.day);
  const bytes = hit ?? (await getHistoryTrajectory({ schoolId: q.schoolId, carId: q.carId, day: q.day }, { signal }));
  if (!hit) await storeTrack(key, q.day, bytes);
  return { track: decodeBusDayTrack(new Uint8Array(bytes)), bytes: bytes.byteLength, cached: hit !== null };
}
