import { z } from '../zod-locale';
import { idParam, isoDate, uuid } from '../fields';

/**
 * Bus positions (SPEC §7 "School bus": /device/selectLastLon, getHistoryTrajectory; issue 21 item 1): fixes from
 * the cars' JT/T 808 terminals and from phone trackers over HTTP, and the compact per bus-day track the playback
 * reads. Positions are integers as JT/T 808 sends them: degrees × 1e6 (WGS-84), speed in 0.1 km/h.
 */

export const BusPositionMsg = {
  deviceId: '设备号应为6-20位字母或数字',
  key: '请输入设备密钥',
  badKey: '设备号或设备密钥不正确',
  fixes: '请至少上传一个定位点',
  tooManyFixes: '一次最多上传500个定位点',
  lat: '纬度应在-90到90之间',
  lng: '经度应在-180到180之间',
  speed: '速度应在0-250 km/h之间',
  direction: '方向应在0-359之间',
  altitude: '海拔应在-1000到10000米之间',
  time: '请输入正确的定位时间',
  future: '定位时间不能晚于当前时间5分钟以上',
  tooOld: (days: number) => `只接收${days}天内的定位数据`,
  missingCar: '车辆不存在',
  day: '请选择正确的日期',
} as const;

/** Fixes a phone tracker may send in one request. */
export const MAX_INGEST_FIXES = 500;
/** A fix may be stamped this far ahead of the server's clock (terminal clocks drift). */
export const MAX_FIX_AHEAD_MS = 5 * 60_000;
/** Days of fixes kept by default (BUS_TRACK_DAYS). */
export const BUS_TRACK_DAYS = 90;
/** Highest speed taken, km/h. */
export const MAX_FIX_SPEED_KMH = 250;

/** One fix of a phone tracker: time as ISO 8601 or epoch milliseconds, degrees, km/h. */
export const ingestFixSchema = z.object({
  time: z.union([
    z.number({ error: BusPositionMsg.time }).int(BusPositionMsg.time),
    z.iso.datetime({ offset: true, error: BusPositionMsg.time }),
  ]),
  lat: z.number({ error: BusPositionMsg.lat }).min(-90, BusPositionMsg.lat).max(90, BusPositionMsg.lat),
  lng: z.number({ error: BusPositionMsg.lng }).min(-180, BusPositionMsg.lng).max(180, BusPositionMsg.lng),
  speed: z.number({ error: BusPositionMsg.speed }).min(0, BusPositionMsg.speed).max(MAX_FIX_SPEED_KMH, BusPositionMsg.speed).default(0),
  direction: z.number({ error: BusPositionMsg.direction }).min(0, BusPositionMsg.direction).max(359, BusPositionMsg.direction).default(0),
  altitude: z.number({ error: BusPositionMsg.altitude }).min(-1000, BusPositionMsg.altitude).max(10000, BusPositionMsg.altitude).default(0),
});
export type IngestFix = z.infer<typeof ingestFixSchema>;

/** POST /device/ingest: a phone tracker's batch, under the car's GPS device id and its tracker key. */
export const ingestInputSchema = z.object({
  /** The car's GPS device id (contract/bus/fleet.ts: 6–20 letters or digits). */
  deviceId: z
    .string({ error: BusPositionMsg.deviceId })
    .trim()
    .regex(/^[0-9A-Za-z]{6,20}$/, BusPositionMsg.deviceId),
  key: z.string({ error: BusPositionMsg.key }).regex(/^[\w-]{1,100}$/, BusPositionMsg.key),
  fixes: z
    .array(ingestFixSchema, { error: BusPositionMsg.fixes })
    .min(1, BusPositionMsg.fixes)
    .max(MAX_INGEST_FIXES, BusPositionMsg.tooManyFixes),
});
export type IngestInput = z.infer<typeof ingestInputSchema>;

/** POST /device/trackerKey: a new tracker key for a car (the old one stops working). */
export const trackerKeyInputSchema = z.object({ schoolId: idParam(), carId: uuid(BusPositionMsg.missingCar) });
/** GET /device/selectLastLon. */
export const lastPositionsQuerySchema = z.object({ schoolId: idParam() });
/** GET /api/getHistoryTrajectory: one car's day (a China day). */
export const trajectoryQuerySchema = z.object({
  schoolId: idParam(),
  carId: uuid(BusPositionMsg.missingCar),
  day: isoDate(BusPositionMsg.day),
});

/** A car's last position as /device/selectLastLon answers it. */
export interface BusLastPosition {
  carId: string;
  plate: string;
  gpsDeviceId: string;
  /** Degrees, WGS-84. */
  lat: number;
  lng: number;
  /** km/h. */
  speed: number;
  direction: number;
  /** ISO: when the terminal took the fix, and when the server got it. */
  time: string;
  receivedAt: string;
}

/** One fix of a day's track: seconds since the day's start (China time), degrees × 1e6, 0.1 km/h, degrees. */
export interface TrackPoint {
  t: number;
  lat: number;
  lng: number;
  speed: number;
  direction: number;
}

/** A decoded bus-day: one typed array per field, ready to transfer to a worker. */
export interface BusDayTrack {
  /** Epoch ms of the day's start; `time` counts seconds from it. */
  dayStartMs: number;
  time: Int32Array;
  lat: Int32Array;
  lng: Int32Array;
  speed: Int32Array;
  direction: Int32Array;
}

/**
 * The binary bus-day (getHistoryTrajectory's body, bus_track_days.track): `YWT1`, the point count (uint32 LE), the
 * day's start (float64 LE epoch ms), then five columns of zigzag LEB128 varints: time and speed and direction as
 * deltas, lat and lng as deltas of deltas (a bus moves smoothly, so the second difference stays small). A point
 * a second costs 5–7 bytes: a 20,000-point day ≈ 120 KB, against ≈ 1.6 MB as JSON objects.
 */
const MAGIC = [0x59, 0x57, 0x54, 0x31];
const HEADER = 16;

const zigzag = (n: number) => (n << 1) ^ (n >> 31);
const unzigzag = (n: number) => (n >>> 1) ^ -(n & 1);

export function encodeBusDayTrack(dayStartMs: number, points: readonly TrackPoint[]): Uint8Array {
  const out = new Uint8Array(HEADER + points.length * 5 * 5);
  out.set(MAGIC, 0);
  const view = new DataView(out.buffer);
  view.setUint32(4, points.length, true);
  view.setFloat64(8, dayStartMs, true);
  let at = HEADER;
  const put = (value: number) => {
    let v = zigzag(value) >>> 0;
    while (v >= 0x80) {
      out[at++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    out[at++] = v;
  };
  const delta = (pick: (p: TrackPoint) => number) => {
    let prev = 0;
    for (const p of points) {
      const v = pick(p);
      put(v - prev);
      prev = v;
    }
  };
  const delta2 = (pick: (p: TrackPoint) => number) => {
    let prev = 0;
    let step = 0;
    for (const p of points) {
      const v = pick(p);
      put(v - prev - step);
      step = v - prev;
      prev = v;
    }
  };
  delta((p) => p.t);
  delta2((p) => p.lat);
  delta2((p) => p.lng);
  delta((p) => p.speed);
  delta((p) => p.direction);
  return out.slice(0, at);
}

/** Reads a binary bus-day; throws on anything that is not one. */
export function decodeBusDayTrack(bytes: Uint8Array): BusDayTrack {
  if (bytes.length < HEADER || MAGIC.some((b, i) => bytes[i] !== b)) throw new Error('not a bus-day track');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = view.getUint32(4, true);
  const dayStartMs = view.getFloat64(8, true);
  let at = HEADER;
  const next = () => {
    let v = 0;
    let shift = 0;
    for (;;) {
      if (at >= bytes.length) throw new Error('bus-day track cut short');
      const b = bytes[at++] as number;
      v |= (b & 0x7f) << shift;
      if (b < 0x80) return unzigzag(v >>> 0);
      shift += 7;
    }
  };
  const delta = () => {
    const col = new Int32Array(n);
    let prev = 0;
    for (let i = 0; i < n; i++) col[i] = prev += next();
    return col;
  };
  const delta2 = () => {
    const col = new Int32Array(n);
    let prev = 0;
    let step = 0;
    for (let i = 0; i < n; i++) {
      step += next();
      col[i] = prev += step;
    }
    return col;
  };
  return { dayStartMs, time: delta(), lat: delta2(), lng: delta2(), speed: delta(), direction: delta() };
}
