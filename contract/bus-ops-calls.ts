import { MUTATION_DECLS } from './areas';
import { defineCall } from './call';
import {
  CONTROL_PAGE,
  dayTripEventsSchema,
  dayTripsQuerySchema,
  RECORDS_PAGE,
  siteRecordPageSchema,
  siteRecordsQuerySchema,
  studentRecordPageSchema,
  studentRecordsQuerySchema,
} from './bus-ops';
import { busImportInputSchema } from './bus-sheets';

const EDIT = MUTATION_DECLS['busRoute.save'].permission;

/** The HTTP calls of server/routes/bus-ops.ts, as the client makes them (contract/call.ts). */
export const busOpsCalls = {
  studentBusRecords: defineCall({
    method: 'GET',
    path: '/api/studentsBusRecordsV2',
    permission: RECORDS_PAGE,
    input: studentRecordsQuerySchema,
    output: studentRecordPageSchema,
  }),
  siteRecords: defineCall({
    method: 'GET',
    path: '/api/siteDrivingRecords',
    permission: RECORDS_PAGE,
    input: siteRecordsQuerySchema,
    output: siteRecordPageSchema,
  }),
  dayTripEvents: defineCall({
    method: 'GET',
    path: '/v2/route/getDrivingCarSiteStuInfo',
    permission: CONTROL_PAGE,
    input: dayTripsQuerySchema,
    output: dayTripEventsSchema,
  }),
  importBusRiders: defineCall({ method: 'POST', path: '/api/importData', permission: EDIT, input: busImportInputSchema }),
  importBusRoutes: defineCall({ method: 'POST', path: '/api/importRouteData', permission: EDIT, input: busImportInputSchema }),
};
