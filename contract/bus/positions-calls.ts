import { defineCall, unchecked } from '../call';
const BUS = '/HQGL/ZHXC';
import { type BusLastPosition, ingestInputSchema, lastPositionsQuerySchema, trackerKeyInputSchema } from './positions';

/** The HTTP calls of server/routes/bus-positions.ts, as the client makes them (contract/call.ts). */
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
};
