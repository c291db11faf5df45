import { defineCall } from '../call';
import { busTripMessagesQuerySchema } from './messages';

/** The HTTP calls of server/routes/bus/trips.ts, as the client makes them (contract/call.ts). */
export const busTripsCalls = {
  listTripMessages: defineCall({
    method: 'GET',
    path: '/api/busTripMessages',
    permission: '/HQGL/ZHXC',
    input: busTripMessagesQuerySchema,
  }),
};
