import type { BusDayTrack } from '../../contract/bus/positions';

/**
 * What playback reads from a bus-day (issue 21 item 4), pure so it runs alike in the trajectory worker and in unit
 * tests: distances, the trip summary, the stops found in the track, the Douglas–Peucker importance of each point
 * (one pass per track; any zoom's simplification is then a filter), and the speed colours.
 *
 * Units are the bus-day's: time in seconds from the day's start, lat/lng in degrees × 1e6, speed in 0.1 km/h.
 */

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180 / 1e6;

/** Great-circle metres between two points given in degrees × 1e6. */
export function distanceE6(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const p1 = lat1 * RAD;
  const p2 = lat2 * RAD;
  const dp = p2 - p1;
  const dl = (lng2 - lng1) * RAD;
  const a = Math.sin(dp / 2) ** 2 + Math.cos(p1) * Math.cos(p2) * Math.sin(dl / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Below this a bus stands still (GPS speed noise at a standstill stays under it). */
export const MOVING_KMH = 3;

export interface TripSummary {
  points: number;
  /** Seconds from the day's start of the first and last fix (0 and 0 for an empty day). */
  start: number;
  end: number;
  distanceM: number;
  movingS: number;
  stoppedS: number;
  maxKmh: number;
  /** Distance over moving time (0 when the bus never moved). */
  avgKmh: number;
}

/**
 * Distance, moving and stopped time, max and average speed. An interval between two fixes is moving when the
 * later fix reports at least MOVING_KMH, or when the bus covered the interval at that speed (a gap in the fixes, a
 * tunnel); otherwise stopped. Moving + stopped = last fix − first fix.
 */
export function tripSummary(track: Pick<BusDayTrack, 'time' | 'lat' | 'lng' | 'speed'>): TripSummary {
  const { time, lat, lng, speed } = track;
  const n = time.length;
  if (n === 0) return { points: 0, start: 0, end: 0, distanceM: 0, movingS: 0, stoppedS: 0, maxKmh: 0, avgKmh: 0 };
  let distanceM = 0;
  let movingS = 0;
  let stoppedS = 0;
  let maxSpeed = speed[0] as number;
  const moving = MOVING_KMH * 10;
  for (let i = 1; i < n; i++) {
    const d = distanceE6(lat[i - 1] as number, lng[i - 1] as number, lat[i] as number, lng[i] as number);
    const dt = (time[i] as number) - (time[i - 1] as number);
    const s = speed[i] as number;
    if (s > maxSpeed) maxSpeed = s;
    distanceM += d;
    if (s >= moving || (dt > 0 && (d / dt) * 36 >= moving)) movingS += dt;
    else stoppedS += dt;
  }
  return {
    points: n,
    start: time[0] as number,
    end: time[n - 1] as number,
    distanceM,
    movingS,
    stoppedS,
    maxKmh: maxSpeed / 10,
    avgKmh: movingS > 0 ? (distanceM / movingS) * 3.6 : 0,
  };
}

export interface TrackStop {
  /** Indices of the first and last fix of the stop. */
  from: number;
  to: number;
  /** Seconds from the day's start. */
  start: number;
  end: number;
  /** Where the bus stood: the mean of the stop's fixes, degrees × 1e6. */
  lat: number;
  lng: number;
}

/** How far a standing bus may seem to wander (GPS drift, creeping in a queue) and still be one stop. */
export const STOP_RADIUS_M = 60;

/**
 * Stops found in the track: runs of fixes that stay within STOP_RADIUS_M of the run's first fix for at least
 * `minSeconds` (a gap in the fixes while the bus stood counts: a terminal switched off at the depot). Greedy and
 * in order; a stop ends at the last fix before the bus leaves the circle.
 */
export function findStops(track: Pick<BusDayTrack, 'time' | 'lat' | 'lng'>, minSeconds: number, radiusM = STOP_RADIUS_M): TrackStop[] {
  const { time, lat, lng } = track;
  const n = time.length;
  const stops: TrackStop[] = [];
  let i = 0;
  while (i < n) {
    const la = lat[i] as number;
    const ln = lng[i] as number;
    let j = i;
    while (j + 1 < n && distanceE6(la, ln, lat[j + 1] as number, lng[j + 1] as number) <= radiusM) j++;
    if ((time[j] as number) - (time[i] as number) >= minSeconds && j > i) {
      let sumLat = 0;
      let sumLng = 0;
      for (let k = i; k <= j; k++) {
        sumLat += lat[k] as number;
        sumLng += lng[k] as number;
      }
      const count = j - i + 1;
      stops.push({
        from: i,
        to: j,
        start: time[i] as number,
        end: time[j] as number,
        lat: Math.round(sumLat / count),
        lng: Math.round(sumLng / count),
      });
      i = j + 1;
    } else i++;
  }
  return stops;
}

/**
 * Douglas–Peucker importance of each point, on projected coordinates (`x`, `y`, e.g. zoom-0 world pixels): the
 * largest tolerance at which Douglas–Peucker keeps the point (the ends: Infinity). A point's importance never
 * exceeds that of the split that contains it, so `importance[i] >= tol` keeps exactly what Douglas–Peucker with
 * `tol` keeps. One O(n log n) pass per track (iterative, no recursion depth limit); every zoom is then a filter.
 */
export function douglasPeuckerImportance(x: ArrayLike<number>, y: ArrayLike<number>): Float64Array {
  const n = x.length;
  const importance = new Float64Array(n);
  if (n === 0) return importance;
  importance[0] = Infinity;
  importance[n - 1] = Infinity;
  // Segments to split: [first, last, the importance of the split that made them].
  const stack: number[] = n > 2 ? [0, n - 1, Infinity] : [];
  while (stack.length > 0) {
    const cap = stack.pop() as number;
    const last = stack.pop() as number;
    const first = stack.pop() as number;
    const ax = x[first] as number;
    const ay = y[first] as number;
    const dx = (x[last] as number) - ax;
    const dy = (y[last] as number) - ay;
    const len2 = dx * dx + dy * dy;
    let best = -1;
    let bestD = -1;
    for (let i = first + 1; i < last; i++) {
      const px = (x[i] as number) - ax;
      const py = (y[i] as number) - ay;
      let d: number;
      if (len2 === 0) d = Math.hypot(px, py);
      else {
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
        d = Math.hypot(px - t * dx, py - t * dy);
      }
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    if (best < 0) continue;
    const imp = Math.min(bestD, cap);
    importance[best] = imp;
    if (best - first > 1) stack.push(first, best, imp);
    if (last - best > 1) stack.push(best, last, imp);
  }
  return importance;
}

/** The indices Douglas–Peucker with `tolerance` keeps, in order. */
export function simplifiedIndices(importance: Float64Array, tolerance: number): Uint32Array {
  let count = 0;
  for (let i = 0; i < importance.length; i++) if ((importance[i] as number) >= tolerance) count++;
  const out = new Uint32Array(count);
  let k = 0;
  for (let i = 0; i < importance.length; i++) if ((importance[i] as number) >= tolerance) out[k++] = i;
  return out;
}

/** The index of the last fix at or before `t` (0 when `t` is before the first). */
export function indexAtTime(time: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = time.length - 1;
  if (hi < 0 || t <= (time[0] as number)) return 0;
  if (t >= (time[hi] as number)) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((time[mid] as number) <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Speed bands of the drawn track, km/h lower bounds, with their colours (the legend shows the same). */
export const SPEED_BANDS = [
  { from: 0, colour: '#a61d24', label: '< 5' },
  { from: 5, colour: '#f56c6c', label: '5–20' },
  { from: 20, colour: '#e6a23c', label: '20–40' },
  { from: 40, colour: '#67c23a', label: '40–60' },
  { from: 60, colour: '#8e44ad', label: '≥ 60' },
] as const;

/** The band of a speed given in 0.1 km/h. */
export function speedBand(speedTenths: number): number {
  const kmh = speedTenths / 10;
  for (let b = SPEED_BANDS.length - 1; b > 0; b--) if (kmh >= (SPEED_BANDS[b] as { from: number }).from) return b;
  return 0;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 07:05:09 from seconds of the day. */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
/** 1小时5分, 12分30秒, 40秒. */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${h}小时${m}分`;
  if (m > 0) return s % 60 ? `${m}分${s % 60}秒` : `${m}分`;
  return `${s}秒`;
}
