import type { CallInput } from '@contract/call';
import { busOpsCalls } from '@contract/bus-ops-calls';
import { call } from '../call';
import { type BusImportResult, busImportResultSchema } from '@contract/bus-sheets';
import { type ExportDataQuery, tripRecordPageSchema } from '@contract/bus-ops';
import type { BusTripEventRow } from '@contract/bus-trips';
import type { SheetRecord } from '@contract/xlsx';
import type { QueryValue } from '@contract/query-payload';
import { request, requestBlob, type RequestOptions } from '../client';

type Params = Record<string, QueryValue>;
type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** 行驶记录's tabs (SPEC §7 records): GETs of the server's paged records over the trip events. */
export const getStudentRecords = (params: Params, options: Quiet = {}) =>
  call(busOpsCalls.studentBusRecords, params as CallInput<typeof busOpsCalls.studentBusRecords>, options);
const TRIP_PATHS = { car: '/api/carDrivingRecords', route: '/api/routeDrivingRecords', driver: '/api/driverDrivingRecords' } as const;
export const getTripRecords = (by: keyof typeof TRIP_PATHS, params: Params, options: Quiet = {}) =>
  request(TRIP_PATHS[by], { ...options, params, schema: tripRecordPageSchema });
export const getSiteRecords = (params: Params, options: Quiet = {}) =>
  call(busOpsCalls.siteRecords, params as CallInput<typeof busOpsCalls.siteRecords>, options);

/** GET /v2/route/getDrivingCarSiteStuInfo: a day's trip events (a day outside the sync window). */
export const getDayTripEvents = (schoolId: number, day: string, options: Quiet = {}): Promise<BusTripEventRow[]> =>
  call(busOpsCalls.dayTripEvents, { schoolId, day }, options);

/** GET /api/getExportData (blob): one tab's records as .xlsx. */
export const exportBusData = (q: Partial<ExportDataQuery> & { schoolId: number; kind: ExportDataQuery['kind'] }) =>
  requestBlob('/api/getExportData', { params: q as Params });
/** GET /api/getExportRouteData (blob): the routes with their stops and riders. */
export const exportRouteData = (schoolId: number) => requestBlob('/api/getExportRouteData', { params: { schoolId } });

/** POST /api/importData, /api/importRouteData: all rows written or none (the server checks each again). */
export const importBusSheet = (which: 'riders' | 'routes', schoolId: number, rows: SheetRecord[]): Promise<BusImportResult> =>
  request(which === 'riders' ? '/api/importData' : '/api/importRouteData', { json: { schoolId, rows }, schema: busImportResultSchema });
