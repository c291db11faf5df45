import { z } from '../zod-locale';
import { busAlertSchema } from './alerts';
import { busTripEventRowSchema } from './trips';
import { idParam, intParam, isoDate, text, uuid } from '../fields';
import { pagedSchema } from '../orders/school-orders';
import { busPositionSchema } from './monitoring';

/**
 * School bus operations (SPEC §2 /HQGL/ZHXC/XCZK 校车总控, /HQGL/ZHXC/XSJL 行驶记录; §7 "School bus"): the bus
 * WebSocket that carries new trip events to the control centre, the driving-record queries over the events, and
 * the calls that read a past day's trips. Records are online reads: old events are not in any replica.
 */

/** The pages (reading them is the permission of their calls). */
export const CONTROL_PAGE = '/HQGL/ZHXC/XCZK';
export const RECORDS_PAGE = '/HQGL/ZHXC/XSJL';

/** SPEC §7 "a websocket serves … the school bus": hello/ready as contract/socket.ts, then typed messages. */
export const BUS_SOCKET_PATH = '/api/bus/ws';
/** New trip events reach a school's bus clients at most once in this time (the first at once, the rest batched). */
export const BUS_SOCKET_BATCH_MS = 1000;
/**
 * What the bus socket sends: new trip events (the control centre, monitoring's children on board), the cars' latest
 * positions (monitoring, contract/bus/monitoring.ts), each at most once a BUS_SOCKET_BATCH_MS per school, and alerts
 * raised, ended or acknowledged (contract/bus/alerts.ts; an alert comes again whole when it changes: a client
 * replaces it by id). A client ignores a type it does not know.
 */
export const busSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tripEvents'), events: z.array(busTripEventRowSchema) }),
  z.object({ type: z.literal('positions'), positions: z.array(busPositionSchema) }),
  z.object({ type: z.literal('alert'), alerts: z.array(busAlertSchema) }),
]);
export type BusSocketMessage = z.infer<typeof busSocketMessageSchema>;

export const BusOpsMsg = {
  startDate: '开始日期不正确',
  endDate: '结束日期不正确',
  range: '开始日期不能晚于结束日期',
  rangeTooLong: '查询范围最长一年',
  day: '请选择日期',
  kind: '请选择导出的记录类型',
  routeExists: (name: string) => `路线「${name}」已存在`,
  noChild: '该班级中没有这名幼儿',
  sameName: '该班级中有同名幼儿，请在乘车名单中手动安排',
  stopNotOnRoute: '该站点不在这条路线上',
  twice: '同一名幼儿在这条路线上出现了两次',
} as const;

const MAX_RANGE_DAYS = 366;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

/** The date range and page every record query takes; the range defaults to the last 30 days on the screen. */
const rangeQuery = {
  schoolId: idParam(),
  startDate: isoDate(BusOpsMsg.startDate).optional(),
  endDate: isoDate(BusOpsMsg.endDate).optional(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 100 }).default(10),
};
type Range = { startDate?: string | undefined; endDate?: string | undefined };
function checkRange(a: Range, ctx: z.RefinementCtx) {
  if (!a.startDate || !a.endDate) return;
  if (a.startDate > a.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: BusOpsMsg.range });
  else if (dayNumber(a.endDate) - dayNumber(a.startDate) > MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: BusOpsMsg.rangeTooLong });
}

/** studentsBusRecordsV2: a child's rides (by child, or by class, or by a part of the name). */
export const studentRecordsQuerySchema = z
  .object({ ...rangeQuery, studentId: uuid().optional(), classId: uuid().optional(), name: text(20).optional() })
  .superRefine(checkRange);
/** carDrivingRecords, routeDrivingRecords, driverDrivingRecords: trips, optionally of one car, route or driver. */
export const tripRecordsQuerySchema = z
  .object({ ...rangeQuery, carId: uuid().optional(), routeId: uuid().optional(), driverId: uuid().optional() })
  .superRefine(checkRange);
/** siteDrivingRecords: boardings and alightings per stop and day. */
export const siteRecordsQuerySchema = z.object({ ...rangeQuery, stopId: uuid().optional() }).superRefine(checkRange);
export type StudentRecordsQuery = z.infer<typeof studentRecordsQuerySchema>;
export type TripRecordsQuery = z.infer<typeof tripRecordsQuerySchema>;
export type SiteRecordsQuery = z.infer<typeof siteRecordsQuerySchema>;

/** One child on one trip: where and when they got on and off, or why they did not ride. */
export const studentBusRecordSchema = z.object({
  id: z.string(),
  day: z.string(),
  routeId: z.string(),
  routeName: z.string(),
  period: z.enum(['morning', 'afternoon']),
  studentId: z.string(),
  studentName: z.string(),
  className: z.string(),
  /** Where they got on (or were marked absent), and where they got off ('' when not yet). */
  boardStop: z.string(),
  alightStop: z.string(),
  /** HH:MM of the device's tap, '' when none. */
  boardTime: z.string(),
  alightTime: z.string(),
  state: z.enum(['waiting', 'onBoard', 'alighted', 'absent']),
  reason: z.string(),
});
export type StudentBusRecord = z.infer<typeof studentBusRecordSchema>;

/** One trip (a route on a day): who drove it, its counts, when it started and ended, and a forced end. */
export const tripRecordSchema = z.object({
  id: z.string(),
  day: z.string(),
  routeId: z.string(),
  routeName: z.string(),
  period: z.enum(['morning', 'afternoon']),
  carPlate: z.string(),
  driverName: z.string(),
  escortName: z.string(),
  expected: z.number().int(),
  onBoard: z.number().int(),
  alighted: z.number().int(),
  absent: z.number().int(),
  waiting: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  closed: z.boolean(),
  forced: z.boolean(),
  reason: z.string(),
  /** The children left on board at a forced end, by name. */
  leftOnBoard: z.array(z.string()),
});
export type TripRecord = z.infer<typeof tripRecordSchema>;

/** A stop on a day: how many children got on, got off, and were marked absent there. */
export const siteRecordSchema = z.object({
  id: z.string(),
  day: z.string(),
  stopId: z.string(),
  stopName: z.string(),
  boardings: z.number().int(),
  alightings: z.number().int(),
  absences: z.number().int(),
});
export type SiteRecord = z.infer<typeof siteRecordSchema>;

export const studentRecordPageSchema = pagedSchema(studentBusRecordSchema);
export const tripRecordPageSchema = pagedSchema(tripRecordSchema);
export const siteRecordPageSchema = pagedSchema(siteRecordSchema);

/** The record tabs of 行驶记录, each its SPEC call; getExportData exports any of them. */
export const RECORD_KINDS = {
  student: '幼儿',
  car: '车辆',
  site: '站点',
  route: '路线',
  driver: '司机',
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;
export const exportDataQuerySchema = z
  .object({
    ...rangeQuery,
    kind: z.enum(Object.keys(RECORD_KINDS) as [RecordKind, ...RecordKind[]], { error: BusOpsMsg.kind }),
    studentId: uuid().optional(),
    classId: uuid().optional(),
    name: text(20).optional(),
    carId: uuid().optional(),
    routeId: uuid().optional(),
    driverId: uuid().optional(),
    stopId: uuid().optional(),
  })
  .superRefine(checkRange);
export type ExportDataQuery = z.infer<typeof exportDataQuerySchema>;

/** getDrivingCarSiteStuInfo: a day's trip events (the control centre's days outside the sync window). */
export const dayTripsQuerySchema = z.object({ schoolId: idParam(), day: isoDate(BusOpsMsg.day) });
export const dayTripEventsSchema = z.array(busTripEventRowSchema);
