import { MUTATION_DECLS } from '../areas';
import { defineCall } from '../call';
import {
  CONTROL_PAGE,
  dayTripEventsSchema,
  dayTripsQuerySchema,
  exportDataQuerySchema,
  RECORDS_PAGE,
  tripRecordPageSchema,
  tripRecordsQuerySchema,
  siteRecordPageSchema,
  siteRecordsQuerySchema,
  studentRecordPageSchema,
  studentRecordsQuerySchema,
} from './operations';
import { busSchoolQuerySchema } from './fleet';
import { busImportInputSchema, busImportResultSchema } from './sheets';

const EDIT = MUTATION_DECLS['busRoute.save'].permission;

/** The HTTP calls of server/routes/bus/operations.ts, as the client makes them (contract/call.ts). */
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
  importBusRiders: defineCall({
    method: 'POST',
    path: '/api/importData',
    permission: EDIT,
    input: busImportInputSchema,
    output: busImportResultSchema,
  }),
  importBusRoutes: defineCall({
    method: 'POST',
    path: '/api/importRouteData',
    permission: EDIT,
    input: busImportInputSchema,
    output: busImportResultSchema,
  }),
  /** 行驶记录's trips by car, by route and by driver: the same query and page. */
  carTripRecords: defineCall({
    method: 'GET',
    path: '/api/carDrivingRecords',
    permission: RECORDS_PAGE,
    input: tripRecordsQuerySchema,
    output: tripRecordPageSchema,
  }),
  routeTripRecords: defineCall({
    method: 'GET',
    path: '/api/routeDrivingRecords',
    permission: RECORDS_PAGE,
    input: tripRecordsQuerySchema,
    output: tripRecordPageSchema,
  }),
  driverTripRecords: defineCall({
    method: 'GET',
    path: '/api/driverDrivingRecords',
    permission: RECORDS_PAGE,
    input: tripRecordsQuerySchema,
    output: tripRecordPageSchema,
  }),
  /** One tab's records as .xlsx. */
  exportBusData: defineCall({
    method: 'GET',
    path: '/api/getExportData',
    permission: RECORDS_PAGE,
    input: exportDataQuerySchema,
    download: true,
  }),
  /** The routes with their stops and riders as .xlsx. */
  exportRouteData: defineCall({
    method: 'GET',
    path: '/api/getExportRouteData',
    permission: RECORDS_PAGE,
    input: busSchoolQuerySchema,
    download: true,
  }),
};
