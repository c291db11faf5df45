import { z } from '../zod-locale';
import { id as idNumber, idParam, intParam, isoDate, uuid } from '../fields';
import { pagedSchema } from '../orders/school-orders';

/**
 * School bus alerts (issue 21 item 2, docs/bus-tracking.md "Alerts"): judged by the server on the fixes it stores
 * with the school's alert settings (contract/bus/fleet.ts: overspeed km/h, off-route corridor metres, overtime parking
 * minutes), one alert per episode, kept with who acknowledged it and when. Read by 行驶记录's 报警记录 tab and by
 * the monitoring page (`GET /api/bus/alerts`, the bus socket's `alert` message).
 */

export const ALERT_KINDS = {
  overspeed: '超速',
  offRoute: '偏离路线',
  parking: '超时停车',
  silent: '终端离线',
} as const;
export type AlertKind = keyof typeof ALERT_KINDS;
const KIND_KEYS = Object.keys(ALERT_KINDS) as [AlertKind, ...AlertKind[]];

/** Above the limit this long (device time) before an overspeed episode is an alert. */
export const OVERSPEED_MIN_MS = 10_000;
/** An overspeed or off-route episode ends when the car stays below the limit / inside the corridor this long. */
export const ALERT_EPISODE_END_MS = 30_000;
/** Below this a car is stopped (GPS speed of a parked car wanders around 0–2 km/h). */
export const STOPPED_KMH = 3;
/** A stopped car drifting farther than this from where it stopped is moving (GPS jitter stays well within it). */
export const STOPPED_DRIFT_M = 50;
/** Parking this close to a stop of any of the car's routes (the school is one of them) is never overtime parking. */
export const STOP_RADIUS_M = 150;
/** A terminal with no fix this long while its car's route runs has gone silent. */
export const SILENT_MS = 5 * 60_000;
/** How often the server looks for silent terminals. */
export const SILENT_CHECK_MS = 60_000;
/** Only terminals heard from within this time can go silent (a car without a terminal is not an alert every day). */
export const SILENT_RECENT_MS = 7 * 86_400_000;
/** A route runs from this long before its first planned stop time to this long after its last one. */
export const ROUTE_WINDOW_BEFORE_MS = 15 * 60_000;
export const ROUTE_WINDOW_AFTER_MS = 30 * 60_000;
/** Who receives alerts in 通知, and may acknowledge them (确认处理): 园长 (all rights) and 后勤主管 (/HQGL:*). */
export const ALERT_ACK_PERMISSION = '/HQGL/ZHXC/XSJL:ackAlert';
/** Reading alerts: any page of the school bus section (行驶记录, 校车监控, 校车总控). */
export const ALERT_READ_PERMISSION = '/HQGL/ZHXC';
export const ALERT_NOTICE_TITLE = '校车报警';

export const BusAlertMsg = {
  missing: '报警记录不存在',
  kind: '请选择报警类型',
  state: '请选择处理状态',
  startDate: '开始日期不正确',
  endDate: '结束日期不正确',
  range: '开始日期不能晚于结束日期',
  acked: '该报警已确认处理',
} as const;

export const busAlertSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  carId: z.uuid(),
  plate: z.string(),
  kind: z.enum(KIND_KEYS),
  /** The route the car was driving ('' and null when none ran: an overspeed outside the routes' times). */
  routeId: z.uuid().nullable(),
  routeName: z.string(),
  /** ISO: when the episode began (device time; the last fix for a silent terminal), and ended (null: still on). */
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Where (degrees, WGS-84), null for a silent terminal that never reported. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** The worst of the episode: km/h over the limit's episode, metres off the route, minutes parked or silent. */
  value: z.number(),
  /** The setting it was judged by (km/h, metres, minutes). */
  limit: z.number(),
  /** A sentence for the list and 通知. */
  message: z.string(),
  ackUserId: z.number().int().nullable(),
  ackName: z.string(),
  ackAt: z.string().nullable(),
});
export type BusAlert = z.infer<typeof busAlertSchema>;
export const busAlertPageSchema = pagedSchema(busAlertSchema);

/** GET /api/bus/alerts: a school's alerts, newest first; `state` open (not ended) or unacked narrows. */
export const busAlertQuerySchema = z
  .object({
    schoolId: idParam(),
    startDate: isoDate(BusAlertMsg.startDate).optional(),
    endDate: isoDate(BusAlertMsg.endDate).optional(),
    kind: z.enum(KIND_KEYS, { error: BusAlertMsg.kind }).optional(),
    carId: uuid().optional(),
    state: z.enum(['all', 'open', 'unacked'], { error: BusAlertMsg.state }).default('all'),
    pageNum: intParam({ min: 1 }).default(1),
    pageSize: intParam({ min: 1, max: 100 }).default(10),
  })
  .superRefine((a, ctx) => {
    if (a.startDate && a.endDate && a.startDate > a.endDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: BusAlertMsg.range });
  });
export type BusAlertQuery = z.infer<typeof busAlertQuerySchema>;
/** POST /api/bus/alerts/ack: 确认处理. */
export const busAlertAckSchema = z.object({ schoolId: idNumber(), id: uuid(BusAlertMsg.missing) });
export type BusAlertAck = z.infer<typeof busAlertAckSchema>;

/** The sentence of an alert (the list's 报警内容 and the 通知's body). */
export function alertMessage(a: Pick<BusAlert, 'kind' | 'plate' | 'routeName' | 'value' | 'limit'>): string {
  const on = a.routeName ? `（${a.routeName}）` : '';
  switch (a.kind) {
    case 'overspeed':
      return `${a.plate}${on}超速行驶，最高${a.value} km/h，限速${a.limit} km/h`;
    case 'offRoute':
      return `${a.plate}${on}偏离路线${a.value}米，允许${a.limit}米`;
    case 'parking':
      return `${a.plate}${on}在站点外停车超过${a.limit}分钟`;
    case 'silent':
      return `${a.plate}${on}的定位终端已${a.value}分钟未上报位置`;
  }
}

// ---- Geometry: metres on a local projection (a bus route spans a few km; the error is far below GPS noise) ----

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in metres (haversine). */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Metres from `p` to the polyline through `line` (degrees): each segment is projected on the plane tangent at `p`
 * (equirectangular about p: x east, y north, in metres), and the nearest point of the segment found there. A single
 * point is a distance to it; no points is Infinity.
 */
export function distanceToPolylineM(p: LatLng, line: readonly LatLng[]): number {
  if (line.length === 0) return Number.POSITIVE_INFINITY;
  const kx = Math.cos(p.lat * RAD) * RAD * EARTH_RADIUS_M;
  const ky = RAD * EARTH_RADIUS_M;
  const xy = (q: LatLng) => [(q.lng - p.lng) * kx, (q.lat - p.lat) * ky] as const;
  let best = Number.POSITIVE_INFINITY;
  let [ax, ay] = xy(line[0] as LatLng);
  if (line.length === 1) return Math.hypot(ax, ay);
  for (let i = 1; i < line.length; i++) {
    const [bx, by] = xy(line[i] as LatLng);
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    ax = bx;
    ay = by;
  }
  return best;
}

// ---- Which route a car is driving ----

const CHINA_OFFSET_MS = 8 * 3600_000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether a route's planned window covers `at`: China time, from ROUTE_WINDOW_BEFORE_MS before its first stop's time
 * to ROUTE_WINDOW_AFTER_MS after its last; Monday to Friday (no school calendar yet), or any day in `tripDays` (China
 * days its bus teacher recorded a trip on: a Saturday trip runs too).
 */
export function routeRunsAt(stops: readonly { time: string }[], at: Date, tripDays: readonly string[] = []): boolean {
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return false;
  const china = new Date(at.getTime() + CHINA_OFFSET_MS);
  const weekday = china.getUTCDay();
  if ((weekday === 0 || weekday === 6) && !tripDays.includes(china.toISOString().slice(0, 10))) return false;
  const ms = china.getUTCHours() * 3600_000 + china.getUTCMinutes() * 60_000 + china.getUTCSeconds() * 1000;
  return ms >= minutesOf(first.time) * 60_000 - ROUTE_WINDOW_BEFORE_MS && ms <= minutesOf(last.time) * 60_000 + ROUTE_WINDOW_AFTER_MS;
}
/**
 * A list of alerts with alerts pushed over the bus socket (`alert` messages) applied: a known one is replaced, a new
 * one that matches `filter` comes first. For the lists that stay open (monitoring, 报警记录): the hook
 * `useBusAlerts` (src/lib/bus/use-bus-alerts.ts) applies it.
 */
export function mergeBusAlerts(
  list: readonly BusAlert[],
  pushed: readonly BusAlert[],
  filter: Partial<Pick<BusAlertQuery, 'kind' | 'carId' | 'state'>> = {},
): BusAlert[] {
  const byId = new Map(pushed.map((a) => [a.id, a]));
  const kept = list.map((a) => byId.get(a.id) ?? a);
  const known = new Set(list.map((a) => a.id));
  const matches = (a: BusAlert) =>
    (!filter.kind || a.kind === filter.kind) &&
    (!filter.carId || a.carId === filter.carId) &&
    (filter.state !== 'open' || a.endedAt === null) &&
    (filter.state !== 'unacked' || a.ackAt === null);
  const fresh = pushed.filter((a) => !known.has(a.id) && matches(a)).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return [...fresh, ...kept];
}
