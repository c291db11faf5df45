import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, isoDate, isoDateTime, text, uuid } from '../fields';
import { HLC_PATTERN } from '../hlc';
import { hasPermission } from '../permissions';

/**
 * School bus trips (SPEC §2 /HQGL/ZHXC: the boarding app, XCZK control, XSJL driving records).
 *
 * - **Riders** (乘车幼儿): the children a route picks up or drops off, each at one of its stops. Settings data,
 *   replicated with the rest of the bus settings (`bus` scope). A rider's id is derived from (route, child), so two
 *   devices assigning the same child offline write the same row and the last save wins: a child rides a route once.
 * - **Trip events**: a trip is one route on one day. The bus teacher's taps (上车 board, 下车 alight, 缺乘 absent),
 *   undos and the end of the trip are append-only events with the device's UUIDv7 and an HLC stamp; a child's state
 *   on a trip is the fold of contract/bus/trip-fold.ts, the same on every device and on the server.
 */

export const TRIP_TAP_KINDS = ['board', 'alight', 'absent'] as const;
export type TripTapKind = (typeof TRIP_TAP_KINDS)[number];
export const TRIP_EVENT_KINDS = [...TRIP_TAP_KINDS, 'undo', 'close'] as const;
export type TripEventKind = (typeof TRIP_EVENT_KINDS)[number];
export const TRIP_KIND_LABEL: Record<TripEventKind, string> = {
  board: '上车',
  alight: '下车',
  absent: '缺乘',
  undo: '撤销',
  close: '结束行程',
};
/** The reasons the app offers for a child who does not ride today (free text is allowed too). */
export const ABSENT_REASONS = ['请假', '生病', '家长自行接送', '联系不上家长'] as const;

export const BusTripMsg = {
  route: '请选择路线',
  stop: '请选择站点',
  child: '请选择幼儿',
  day: '请选择日期',
  kind: '请选择上车、下车或缺乘',
  hlc: '时间戳不正确',
  createTime: '登记时间不正确',
  absentReason: '请填写缺乘原因',
  reasonMax: '原因最多100个字',
  forceReason: '请填写强制结束的原因',
  notRider: '该幼儿不在本路线的乘车名单中',
  stopNotOnRoute: '该站点不在本路线上',
  childNotInSchool: '该幼儿不在本园',
  riderTaken: '该幼儿已在本路线的乘车名单中',
  notYourRoute: '您不是该路线的跟车老师',
  closed: '本次行程已结束',
  noTarget: '没有可撤销的记录',
  exists: '数据已存在',
  stillOnBoard: (names: readonly string[]) => `车上还有幼儿未下车：${names.join('、')}`,
} as const;

/** A child assigned to a stop of a route (乘车名单). */
export const busRiderRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  routeId: z.uuid(),
  stopId: z.uuid(),
  studentId: z.uuid(),
});
export type BusRiderRow = z.infer<typeof busRiderRowSchema>;

/** The rider row id of a child on a route: the same on every device (a UUID-shaped digest of the pair). */
export function busRiderId(routeId: string, studentId: string): string {
  const h = bytesToHex(sha256(utf8ToBytes(`bus-rider:${routeId}:${studentId}`)));
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A trip event as replicated: never changed after it is written. */
export const busTripEventRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  routeId: z.uuid(),
  /** The trip's day, 'YYYY-MM-DD' (the sync window's date field). */
  day: z.string(),
  kind: z.enum(TRIP_EVENT_KINDS),
  /** The child of a tap (null for undo and close). */
  studentId: z.uuid().nullable(),
  /** Where a tap happened (null for undo and close). */
  stopId: z.uuid().nullable(),
  /** The tap an undo takes back. */
  targetId: z.uuid().nullable(),
  /** Why a child is absent, or why a trip was closed with children still on board. */
  reason: z.string(),
  /** A close made although children were on board (the principal is alerted). */
  forced: z.boolean(),
  /** The children on board when a forced close was made (written by the server from its own fold). */
  leftOnBoard: z.array(z.uuid()),
  hlc: z.string(),
  recordedBy: z.number().int().nullable(),
  recorderName: z.string(),
  /** The device's wall time of the tap (shown and put in parents' messages; not used to order). */
  createTime: z.string(),
});
export type BusTripEventRow = z.infer<typeof busTripEventRowSchema>;

const hlc = z.string({ error: BusTripMsg.hlc }).max(100, BusTripMsg.hlc).regex(HLC_PATTERN, BusTripMsg.hlc);
const trip = {
  id: uuid(),
  schoolId: idParam(),
  routeId: uuid(BusTripMsg.route),
  day: isoDate(BusTripMsg.day),
  hlc,
  createTime: isoDateTime(BusTripMsg.createTime).default(''),
};
const reason = text(100, { maxMsg: BusTripMsg.reasonMax }).default('');

/** One tap: a child boards, alights or is absent at a stop. */
export const busTripTapSchema = z
  .object({
    ...trip,
    kind: z.enum(TRIP_TAP_KINDS, { error: BusTripMsg.kind }),
    studentId: uuid(BusTripMsg.child),
    stopId: uuid(BusTripMsg.stop),
    reason,
  })
  .superRefine((a, ctx) => {
    if (a.kind === 'absent' && a.reason === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: BusTripMsg.absentReason });
  });
export const busTripUndoSchema = z.object({ ...trip, targetId: uuid(BusTripMsg.noTarget) });
export const busTripCloseSchema = z.object({ ...trip, forced: z.boolean().default(false), reason }).superRefine((a, ctx) => {
  if (a.forced && a.reason === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: BusTripMsg.forceReason });
});

const SETTINGS_EDIT = '/HQGL/ZHXC/XCJBSZ:edit';
/** Recording on a trip: the route's own bus teacher with `ride`, anyone with `rideAny` (checked by the services). */
export const RIDE = '/HQGL/ZHXC/XCZK:ride';
export const RIDE_ANY = '/HQGL/ZHXC/XCZK:rideAny';

/**
 * Bus staff (who record on their own routes only) see their own routes' trips only: in the control centre, the
 * driving records and the bus socket. Who may record on every route, or records on none (a director reading the
 * pages), sees every route.
 */
export const ownTripsOnly = (granted: ReadonlySet<string> | readonly string[]): boolean =>
  hasPermission(granted, RIDE) && !hasPermission(granted, RIDE_ANY);
/** Whether a member who sees their own trips only sees this route's: they escort it. */
export const escortsRoute = (route: { escortId: number | null }, userId: number): boolean => route.escortId === userId;

/** The riders are bus settings: replicated and edited with them (the `bus` scope). */
export const BUS_RIDERS = defineArea({
  name: 'busRiders',
  page: '/HQGL/ZHXC/XCJBSZ',
  scope: 'bus',
  tables: { busRiders: busRiderRowSchema },
  indexes: { busRiders: 'routeId, studentId' },
  mutations: {
    /** Puts a child on a route at a stop (or moves them to another stop): the id is busRiderId(routeId, studentId). */
    'busRider.save': {
      args: z
        .object({
          id: uuid(),
          schoolId: idNumber(),
          routeId: uuid(BusTripMsg.route),
          stopId: uuid(BusTripMsg.stop),
          studentId: uuid(BusTripMsg.child),
        })
        .refine((a) => a.id === busRiderId(a.routeId, a.studentId), { path: ['id'], message: '乘车记录编号不正确' }),
      label: '安排乘车幼儿',
      permission: SETTINGS_EDIT,
      module: '校车基础设置',
    },
    'busRider.delete': {
      args: z.object({ id: uuid(), schoolId: idNumber() }),
      label: '移出乘车名单',
      permission: SETTINGS_EDIT,
      module: '校车基础设置',
    },
  },
});

/** The trips' events grow every day: their own windowed scope. */
export const BUS_TRIPS = defineArea({
  name: 'busTrips',
  page: '/HQGL/ZHXC/XCZK',
  scope: 'busTrips',
  tables: { busTripEvents: busTripEventRowSchema },
  indexes: { busTripEvents: '[routeId+day], [schoolId+day], day, studentId, hlc' },
  mutations: {
    'busTrip.tap': { args: busTripTapSchema, label: '跟车登记', permission: RIDE, module: '校车跟车' },
    'busTrip.undo': { args: busTripUndoSchema, label: '撤销跟车登记', permission: RIDE, module: '校车跟车' },
    'busTrip.close': { args: busTripCloseSchema, label: '结束行程', permission: RIDE, module: '校车跟车' },
  },
});
