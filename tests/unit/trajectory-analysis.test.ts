import { describe, expect, it } from 'vitest';
import { decodeBusDayTrack, encodeBusDayTrack, type TrackPoint } from '../../contract/bus/positions';
import { trackToGpx } from '../../workers/trajectory/gpx';
import {
  distanceE6,
  douglasPeuckerImportance,
  durationText,
  findStops,
  indexAtTime,
  simplifiedIndices,
  speedBand,
  tripSummary,
} from '../../workers/trajectory/track-analysis';

/** A day made of legs: drive north at `kmh` for `seconds`, or stand still; one fix a second. */
function day(legs: ReadonlyArray<{ kmh: number; seconds: number }>, start = 7 * 3600) {
  const points: TrackPoint[] = [];
  let t = start;
  let lat = 22_540_000;
  const lng = 114_050_000;
  points.push({ t, lat, lng, speed: 0, direction: 0 });
  for (const leg of legs) {
    for (let s = 0; s < leg.seconds; s++) {
      t += 1;
      // 1e-6 degree of latitude ≈ 0.1112 m.
      lat += Math.round(leg.kmh / 3.6 / 0.111_195);
      points.push({ t, lat, lng, speed: leg.kmh * 10, direction: 0 });
    }
  }
  return decodeBusDayTrack(encodeBusDayTrack(Date.UTC(2026, 10, 19, 16), points));
}

/** Plain recursive Douglas–Peucker, the reference the precomputed importance must agree with. */
function dpReference(x: number[], y: number[], tol: number): number[] {
  const keep = new Set([0, x.length - 1]);
  const go = (a: number, b: number) => {
    let best = -1;
    let bestD = 0;
    const dx = (x[b] as number) - (x[a] as number);
    const dy = (y[b] as number) - (y[a] as number);
    const len2 = dx * dx + dy * dy;
    for (let i = a + 1; i < b; i++) {
      const px = (x[i] as number) - (x[a] as number);
      const py = (y[i] as number) - (y[a] as number);
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
      const d = Math.hypot(px - t * dx, py - t * dy);
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    if (best >= 0 && bestD > tol) {
      keep.add(best);
      go(a, best);
      go(best, b);
    }
  };
  go(0, x.length - 1);
  return [...keep].sort((p, q) => p - q);
}

describe('trajectory analysis', () => {
  it('measures a degree of latitude as about 111 km', () => {
    expect(distanceE6(22_000_000, 114_000_000, 23_000_000, 114_000_000)).toBeGreaterThan(110_900);
    expect(distanceE6(22_000_000, 114_000_000, 23_000_000, 114_000_000)).toBeLessThan(111_300);
  });

  it('sums distance, moving and stopped time, max and average speed of a day', () => {
    // 10 min at 36 km/h (6 km), 5 min standing, 5 min at 72 km/h (6 km).
    const track = day([
      { kmh: 36, seconds: 600 },
      { kmh: 0, seconds: 300 },
      { kmh: 72, seconds: 300 },
    ]);
    const s = tripSummary(track);
    expect(s.points).toBe(1201);
    expect(s.distanceM).toBeGreaterThan(11_900);
    expect(s.distanceM).toBeLessThan(12_100);
    expect(s.movingS).toBe(900);
    expect(s.stoppedS).toBe(300);
    expect(s.maxKmh).toBe(72);
    // 12 km in 15 min = 48 km/h.
    expect(s.avgKmh).toBeGreaterThan(47.5);
    expect(s.avgKmh).toBeLessThan(48.5);
    expect(s.end - s.start).toBe(1200);
  });

  it('counts a gap in the fixes as moving when the bus covered it, as stopped when it stood', () => {
    const points: TrackPoint[] = [
      { t: 0, lat: 22_540_000, lng: 114_050_000, speed: 0, direction: 0 },
      // 10 minutes later, 5 km away (a tunnel): moving.
      { t: 600, lat: 22_585_000, lng: 114_050_000, speed: 0, direction: 0 },
      // 20 minutes later, same place (the terminal was off at the depot): stopped.
      { t: 1800, lat: 22_585_010, lng: 114_050_000, speed: 0, direction: 0 },
    ];
    const s = tripSummary(decodeBusDayTrack(encodeBusDayTrack(0, points)));
    expect(s.movingS).toBe(600);
    expect(s.stoppedS).toBe(1200);
  });

  it('summarises an empty day as zeros', () => {
    const empty = decodeBusDayTrack(encodeBusDayTrack(0, []));
    expect(tripSummary(empty)).toEqual({ points: 0, start: 0, end: 0, distanceM: 0, movingS: 0, stoppedS: 0, maxKmh: 0, avgKmh: 0 });
    expect(findStops(empty, 60)).toEqual([]);
  });

  it('finds stops of at least N minutes, with their times and place, and not shorter ones', () => {
    const track = day([
      { kmh: 30, seconds: 300 },
      { kmh: 0, seconds: 120 }, // 2 min: too short for N = 3
      { kmh: 30, seconds: 300 },
      { kmh: 0, seconds: 420 }, // 7 min
      { kmh: 30, seconds: 300 },
    ]);
    const stops = findStops(track, 180);
    expect(stops).toHaveLength(1);
    const [stop] = stops;
    // The stop's circle takes in the last few metres of arrival: it starts a few seconds before the standstill.
    expect(stop?.end).toBe(7 * 3600 + 300 + 120 + 300 + 420);
    expect((stop?.end ?? 0) - (stop?.start ?? 0)).toBeGreaterThanOrEqual(420);
    expect((stop?.end ?? 0) - (stop?.start ?? 0)).toBeLessThan(440);
    expect(distanceE6(stop?.lat ?? 0, stop?.lng ?? 0, track.lat[stop?.to ?? 0] ?? 0, track.lng[stop?.to ?? 0] ?? 0)).toBeLessThan(60);
    // N = 1 minute finds both.
    expect(findStops(track, 60)).toHaveLength(2);
  });

  it('precomputed Douglas–Peucker keeps what plain Douglas–Peucker keeps, at every tolerance', () => {
    let seed = 11;
    const rnd = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const x: number[] = [];
    const y: number[] = [];
    let px = 0;
    let py = 0;
    let heading = 0;
    for (let i = 0; i < 3000; i++) {
      heading += (rnd() - 0.5) * 0.6;
      px += Math.cos(heading) * (0.5 + rnd());
      py += Math.sin(heading) * (0.5 + rnd());
      x.push(px);
      y.push(py);
    }
    const importance = douglasPeuckerImportance(x, y);
    for (const tol of [0.013, 0.37, 1.9, 7.3, 41]) {
      expect([...simplifiedIndices(importance, tol)]).toEqual(dpReference(x, y, tol));
    }
    // Coarser tolerance, fewer points; the ends always kept.
    const coarse = simplifiedIndices(importance, 41);
    expect(coarse.length).toBeLessThan(simplifiedIndices(importance, 1.9).length);
    expect(coarse[0]).toBe(0);
    expect(coarse[coarse.length - 1]).toBe(2999);
  });

  it('simplifies a straight run to its two ends', () => {
    const x = Array.from({ length: 500 }, (_, i) => i);
    const y = x.map((v) => v * 2);
    expect([...simplifiedIndices(douglasPeuckerImportance(x, y), 1e-9)]).toEqual([0, 499]);
  });

  it('finds the fix at a time, bands speeds and writes durations', () => {
    const time = Int32Array.from([10, 20, 30, 40]);
    expect(indexAtTime(time, 5)).toBe(0);
    expect(indexAtTime(time, 29)).toBe(1);
    expect(indexAtTime(time, 30)).toBe(2);
    expect(indexAtTime(time, 99)).toBe(3);
    expect(speedBand(0)).toBe(0);
    expect(speedBand(250)).toBe(2);
    expect(speedBand(650)).toBe(4);
    expect(durationText(45)).toBe('45秒');
    expect(durationText(750)).toBe('12分30秒');
    expect(durationText(3900)).toBe('1小时5分');
  });

  it('writes a day as GPX with every fix in UTC and the stops as waypoints', () => {
    const track = day([
      { kmh: 36, seconds: 60 },
      { kmh: 0, seconds: 400 },
    ]);
    const stops = findStops(track, 300);
    const gpx = trackToGpx(track, { name: '粤B12345D 2026-11-20 <测试>', stops });
    expect(gpx.match(/<trkpt /g)).toHaveLength(track.time.length);
    // The day starts 2026-11-19T16:00Z (China midnight); the first fix at 07:00 China time is 23:00 UTC.
    expect(gpx).toContain('<trkpt lat="22.540000" lon="114.050000"><time>2026-11-19T23:00:00Z</time>');
    expect(gpx).toContain('<gpxtpx:speed>10.00</gpxtpx:speed>');
    expect(gpx).toContain('&lt;测试&gt;');
    expect(gpx.match(/<wpt /g)).toHaveLength(1);
    expect(gpx).toContain('<name>停车1</name><desc>停留6分');
    expect(gpx.startsWith('<?xml')).toBe(true);
  });
});

describe('the track cache', () => {
  it('keeps today (China day) 2 hours and a closed day a week, per user, school, car and day', async () => {
    const { ttlOf, trackKey, TODAY_TRACK_TTL_MS, CLOSED_DAY_TTL_MS } = await import('../../src/lib/trajectory/track-cache');
    expect(TODAY_TRACK_TTL_MS).toBe(2 * 3600_000);
    // 2026-11-26 01:00 UTC is 09:00 in China: the 26th is today, the 25th closed.
    const now = new Date('2026-11-26T01:00:00Z');
    expect(ttlOf('2026-11-26', now)).toBe(TODAY_TRACK_TTL_MS);
    expect(ttlOf('2026-11-25', now)).toBe(CLOSED_DAY_TTL_MS);
    // 2026-11-25 17:00 UTC is already the 26th in China.
    expect(ttlOf('2026-11-25', new Date('2026-11-25T17:00:00Z'))).toBe(CLOSED_DAY_TTL_MS);
    expect(ttlOf('2026-11-26', new Date('2026-11-25T17:00:00Z'))).toBe(TODAY_TRACK_TTL_MS);
    expect(trackKey(7, 101, 'car', '2026-11-25')).not.toBe(trackKey(8, 101, 'car', '2026-11-25'));
  });
});
