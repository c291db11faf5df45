import { busPositionsCalls } from '@contract/bus/positions-calls';
import { call, download } from '../call';
import type { BusLastPosition } from '@contract/bus/positions';
import type { RequestOptions } from '../client';

/** GET /api/getHistoryTrajectory: a car's day as the binary bus-day (contract decodeBusDayTrack), not JSON. */
export async function getHistoryTrajectory(
  q: { schoolId: number; carId: string; day: string },
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<ArrayBuffer> {
  const blob = await download(busPositionsCalls.historyTrajectory, q, options);
  return blob.arrayBuffer();
}

/** GET /device/selectLastLon: each car of the school with its latest fix (cars without one are left out). */
export const getLastPositions = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<BusLastPosition[]> =>
  call(busPositionsCalls.lastPositions, { schoolId }, options);
