import type { CallInput } from '@contract/call';
import { busOpsCalls } from '@contract/bus/operations-calls';
import { call, download } from '../call';
import type { BusImportResult } from '@contract/bus/sheets';
import type { ExportDataQuery } from '@contract/bus/operations';
import type { BusTripEventRow } from '@contract/bus/trips';
import type { SheetRecord } from '@contract/xlsx';
import type { QueryValue } from '@contract/query-payload';
import type { RequestOptions } from '../client';

type Params = Record<string, QueryValue>;
type Quiet = Pick<RequestOptions, 'quiet' | 'signal'>;

/** 行驶记录's tabs (SPEC §7 records): GETs of the server's paged records over the trip events. */
export const getStudentRecords = (params: Params, options: Quiet = {}) =>
  call(busOpsCalls.studentBusRecords, params as CallInput<typeof busOpsCalls.studentBusRecords>, options);
const TRIP_CALLS = { car: busOpsCalls.carTripRecords, route: busOpsCalls.routeTripRecords, driver: busOpsCalls.driverTripRecords } as const;
export const getTripRecords = (by: keyof typeof TRIP_CALLS, params: Params, options: Quiet = {}) =>
  call(TRIP_CALLS[by], params as CallInput<typeof busOpsCalls.carTripRecords>, options);
export const getSiteRecords = (params: Params, options: Quiet = {}) =>
  call(busOpsCalls.siteRecords, params as CallInput<typeof busOpsCalls.siteRecords>, options);

/** GET /v2/route/getDrivingCarSiteStuInfo: a day's trip events (a day outside the sync window). */
export const getDayTripEvents = (schoolId: number, day: string, options: Quiet = {}): Promise<BusTripEventRow[]> =>
  call(busOpsCalls.dayTripEvents, { schoolId, day }, options);

/** GET /api/getExportData (blob): one tab's records as .xlsx. */
export const exportBusData = (q: Partial<ExportDataQuery> & { schoolId: number; kind: ExportDataQuery['kind'] }) =>
  download(busOpsCalls.exportBusData, q as ExportDataQuery);
/** GET /api/getExportRouteData (blob): the routes with their stops and riders. */
export const exportRouteData = (schoolId: number) => download(busOpsCalls.exportRouteData, { schoolId });

/** POST /api/importData, /api/importRouteData: all rows written or none (the server checks each again). */
export const importBusSheet = (which: 'riders' | 'routes', schoolId: number, rows: SheetRecord[]): Promise<BusImportResult> =>
  call(which === 'riders' ? busOpsCalls.importBusRiders : busOpsCalls.importBusRoutes, { schoolId, rows });
