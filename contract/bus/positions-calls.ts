import { defineCall, unchecked } from '../call';
const BUS = '/HQGL/ZHXC';
import {
  type BusLastPosition,
  ingestInputSchema,
  lastPositionsQuerySchema,
  trackerKeyInputSchema,
  trajectoryQuerySchema,
} from './positions';

/** The HTTP calls of server/routes/bus/positions.ts, as the client makes them (contract/call.ts). */
export const busPositionsCalls = {
  deviceIngest: defineCall({ method: 'POST', path: '/device/ingest', anonymous: true, input: ingestInputSchema }),
  issueTrackerKey: defineCall({
    method: 'POST',
    path: '/device/trackerKey',
    permission: '/HQGL/ZHXC/XCJBSZ:edit',
    input: trackerKeyInputSchema,
  }),
  lastPositions: defineCall({
    method: 'GET',
    path: '/device/selectLastLon',
    permission: BUS,
    input: lastPositionsQuerySchema,
    output: unchecked<BusLastPosition[]>(),
  }),
  /** A car's day as the binary bus-day (decodeBusDayTrack), not the JSON envelope; a closed day answers its ETag. */
  historyTrajectory: defineCall({
    method: 'GET',
    path: '/api/getHistoryTrajectory',
    permission: BUS,
    input: trajectoryQuerySchema,
    download: true,
  }),
};
