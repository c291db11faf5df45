import { type BusImportResult, busImportResultSchema } from '@contract/bus/sheets';
import {
  dayTripEventsSchema,
  type ExportDataQuery,
  siteRecordPageSchema,
  studentRecordPageSchema,
  tripRecordPageSchema,
} from '@contract/bus/operations';
import type { BusTripEventRow } from '@contract/bus/trips';
import type { SheetRecord } from '@contract/xlsx';
import type { QueryValue } from '@contract/query-payload';
import { request, requestBlob, type RequestOptions } from '../client';

type Params = Record<string, QueryValue>;
type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** 行驶记录's tabs (SPEC §7 records): GETs of the server's paged records over the trip events. */
export const getStudentRecords = (params: Params, options: Quiet = {}) =>
  request('/api/studentsBusRecordsV2', { ...options, params, schema: studentRecordPageSchema });
const TRIP_PATHS = { car: '/api/carDrivingRecords', route: '/api/routeDrivingRecords', driver: '/api/driverDrivingRecords' } as const;
export const getTripRecords = (by: keyof typeof TRIP_PATHS, params: Params, options: Quiet = {}) =>
  request(TRIP_PATHS[by], { ...options, params, schema: tripRecordPageSchema });
export const getSiteRecords = (params: Params, options: Quiet = {}) =>
  request('/api/siteDrivingRecords', { ...options, params, schema: siteRecordPageSchema });

/** GET /v2/route/getDrivingCarSiteStuInfo: a day's trip events (a day outside the sync window). */
export const getDayTripEvents = (schoolId: number, day: string, options: Quiet = {}): Promise<BusTripEventRow[]> =>
  request('/v2/route/getDrivingCarSiteStuInfo', { ...options, params: { schoolId, day }, schema: dayTripEventsSchema });

/** GET /api/getExportData (blob): one tab's records as .xlsx. */
export const exportBusData = (q: Partial<ExportDataQuery> & { schoolId: number; kind: ExportDataQuery['kind'] }) =>
  requestBlob('/api/getExportData', { params: q as Params });
/** GET /api/getExportRouteData (blob): the routes with their stops and riders. */
export const exportRouteData = (schoolId: number) => requestBlob('/api/getExportRouteData', { params: { schoolId } });

/** POST /api/importData, /api/importRouteData: all rows written or none (the server checks each again). */
export const importBusSheet = (which: 'riders' | 'routes', schoolId: number, rows: SheetRecord[]): Promise<BusImportResult> =>
  request(which === 'riders' ? '/api/importData' : '/api/importRouteData', { json: { schoolId, rows }, schema: busImportResultSchema });
