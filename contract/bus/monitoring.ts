import { z } from '../zod-locale';
import { idParam, intParam, numberParam } from '../fields';

/**
 * Live bus monitoring (SPEC §2 /HQGL/ZHXC/XCJK 校车监控, a standalone full-screen page; §7 "School bus":
 * /v2/monitoring/getOperationInfo, getScrollInfo, getIncrementalInfo; issue 21 item 3). Every car of the school with
 * its status, last position, speed and the children on board today; the page loads getOperationInfo once, then
 * applies the bus socket's `positions` and `tripEvents` messages (asking getIncrementalInfo after a reconnect or a
 * tap). docs/bus-tracking.md "Monitoring".
 */

export const MONITOR_PAGE = '/HQGL/ZHXC/XCJK';

/** At or above this speed (km/h) a car is 行驶中; below it 停车 (a terminal's speed jitters around 0–2 when still). */
export const MOVING_KMH = 3;
/**
 * A car whose last fix reached the server longer ago than this is 离线. Terminals report every 10–30 s while driving
 * and at least every 60 s parked (JT/T 808 defaults); a blind-area stretch (a tunnel) is shorter than this.
 */
export const OFFLINE_MS = 5 * 60_000;

export type CarStatus = 'moving' | 'parked' | 'offline';
export const CAR_STATUS_LABEL: Record<CarStatus, string> = { moving: '行驶中', parked: '停车', offline: '离线' };

/** A car's latest fix (WGS-84 degrees, km/h; `time` the terminal's, `receivedAt` the server's, ISO 8601). */
export const busPositionSchema = z.object({
  carId: z.string(),
  lat: z.number(),
  lng: z.number(),
  speed: z.number(),
  direction: z.number(),
  time: z.string(),
  receivedAt: z.string(),
});
export type BusPosition = z.infer<typeof busPositionSchema>;

/** The status of a car with this latest fix at `nowMs` (the server's clock). */
export function carStatus(position: Pick<BusPosition, 'speed' | 'receivedAt'> | null, nowMs: number): CarStatus {
  if (!position) return 'offline';
  if (nowMs - Date.parse(position.receivedAt) > OFFLINE_MS) return 'offline';
  return position.speed >= MOVING_KMH ? 'moving' : 'parked';
}

/** One car as monitoring shows it (getOperationInfo's and getIncrementalInfo's `cars`). */
export interface MonitorCar {
  carId: string;
  plate: string;
  gpsDeviceId: string;
  /** Cars out of service (status 0) are listed too, greyed. */
  inService: boolean;
  status: CarStatus;
  position: BusPosition | null;
  /** The car's routes (the routes it is assigned to). */
  routes: { routeId: string; name: string; period: string }[];
  /** The driver of its first route, '' when none. */
  driverName: string;
  /** Children on board now: boarding taps not followed by an alighting, over today's trips of its routes. */
  onBoard: number;
}

/** A route drawn on the map: its stops in calling order (WGS-84). */
export interface MonitorRoute {
  routeId: string;
  name: string;
  period: string;
  carId: string | null;
  stops: { stopId: string; name: string; lat: number; lng: number }[];
}

/** getOperationInfo: the whole state, and the cursor to ask getIncrementalInfo from. */
export interface OperationInfo {
  /** The server's clock (ISO), so the page judges 离线 on the server's time. */
  serverTime: string;
  /** Epoch ms of the server's clock at the read: getIncrementalInfo's `since`. */
  cursor: number;
  /** The China day the children on board are counted over. */
  day: string;
  cars: MonitorCar[];
  routes: MonitorRoute[];
}

export type ScrollKind = 'board' | 'alight' | 'absent' | 'close' | 'offline';
export const SCROLL_KIND_LABEL: Record<ScrollKind, string> = {
  board: '上车',
  alight: '下车',
  absent: '缺乘',
  close: '行程结束',
  offline: '离线',
};

/** One line of the ticker (getScrollInfo): what happened, newest first. */
export interface ScrollItem {
  id: string;
  /** ISO 8601. */
  time: string;
  kind: ScrollKind;
  carId: string | null;
  plate: string;
  routeName: string;
  /** The whole line as shown: 「粤B12345D 早班一号线：王小明 上车（阳光花园站）」. */
  text: string;
}

/** getIncrementalInfo: the cars that changed after `since` (position, status or children on board) and new lines. */
export interface IncrementalInfo {
  serverTime: string;
  cursor: number;
  day: string;
  cars: MonitorCar[];
  events: ScrollItem[];
  /** Lines taken back since (a tap undone): the ticker drops them. */
  removed: string[];
}

export const MAX_SCROLL_ITEMS = 100;
/** How far back getIncrementalInfo answers changes; an older cursor reloads the whole state instead. */
export const MAX_INCREMENTAL_MS = 24 * 3600_000;

export const MonitorMsg = {
  since: '请提供上次获取的时间',
  tooOld: '上次获取已超过一天，请重新加载',
  limit: `条数应在1-${MAX_SCROLL_ITEMS}之间`,
} as const;

export const operationInfoQuerySchema = z.object({ schoolId: idParam() });
export const scrollInfoQuerySchema = z.object({
  schoolId: idParam(),
  limit: intParam({ min: 1, max: MAX_SCROLL_ITEMS, msg: MonitorMsg.limit }).default(20),
});
export const incrementalInfoQuerySchema = z.object({
  schoolId: idParam(),
  /** A cursor from getOperationInfo or getIncrementalInfo (epoch ms; more than int32 holds). */
  since: numberParam(z.number({ error: MonitorMsg.since }).int(MonitorMsg.since).min(0, MonitorMsg.since)),
});

/**
 * The optional map tile layer (issue 21 item 5), from the server's settings (MAP_TILE_URL …); null when none is
 * configured (the default): the plain base is drawn. Same shape as workers/map/tiles.ts TileLayer.
 */
export interface MapConfig {
  tiles: { url: string; datum: 'wgs84' | 'gcj02'; subdomains?: string; maxZoom?: number; attribution?: string } | null;
}

/** Applies pushed positions to the cars (a position older than the one held is ignored: pushes may cross a reload). */
export function applyPositions(cars: readonly MonitorCar[], positions: readonly BusPosition[], nowMs: number): MonitorCar[] {
  const byCar = new Map(positions.map((p) => [p.carId, p]));
  return cars.map((car) => {
    const p = byCar.get(car.carId);
    if (!p || (car.position && Date.parse(car.position.time) > Date.parse(p.time))) return car;
    return { ...car, position: p, status: carStatus(p, nowMs) };
  });
}

/** Replaces cars by the changed ones (getIncrementalInfo), keeping the order. */
export function mergeCars(cars: readonly MonitorCar[], changed: readonly MonitorCar[]): MonitorCar[] {
  const byCar = new Map(changed.map((c) => [c.carId, c]));
  const out = cars.map((c) => byCar.get(c.carId) ?? c);
  for (const c of changed) if (!cars.some((k) => k.carId === c.carId)) out.push(c);
  return out;
}

/** Status again as time passes (a silent car turns 离线 without any push). */
export const restatus = (cars: readonly MonitorCar[], nowMs: number): MonitorCar[] =>
  cars.map((c) => {
    const status = carStatus(c.position, nowMs);
    return status === c.status ? c : { ...c, status };
  });
