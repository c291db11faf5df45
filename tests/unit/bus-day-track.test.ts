import { describe, expect, it } from 'vitest';
import { decodeBusDayTrack, encodeBusDayTrack, type TrackPoint } from '@contract';

describe('the binary bus-day track', () => {
  it('round-trips every field, negative coordinates and jumps included', () => {
    const points: TrackPoint[] = [
      { t: 25_200, lat: 22_545_231, lng: 114_027_153, speed: 0, direction: 0 },
      { t: 25_201, lat: 22_545_300, lng: 114_027_000, speed: 350, direction: 359 },
      { t: 25_260, lat: -33_868_800, lng: -70_650_000, speed: 2500, direction: 1 },
      { t: 86_399, lat: 90_000_000, lng: 180_000_000, speed: 12, direction: 180 },
    ];
    const track = decodeBusDayTrack(encodeBusDayTrack(Date.UTC(2026, 10, 25, 16), points));
    expect(track.dayStartMs).toBe(Date.UTC(2026, 10, 25, 16));
    expect([...track.time]).toEqual(points.map((p) => p.t));
    expect([...track.lat]).toEqual(points.map((p) => p.lat));
    expect([...track.lng]).toEqual(points.map((p) => p.lng));
    expect([...track.speed]).toEqual(points.map((p) => p.speed));
    expect([...track.direction]).toEqual(points.map((p) => p.direction));
  });

  it('an empty day is a header only, and anything else is refused', () => {
    const empty = encodeBusDayTrack(0, []);
    expect(empty.length).toBe(16);
    expect(decodeBusDayTrack(empty).time.length).toBe(0);
    expect(() => decodeBusDayTrack(new Uint8Array([1, 2, 3]))).toThrow('not a bus-day track');
    expect(() => decodeBusDayTrack(encodeBusDayTrack(0, [{ t: 1, lat: 1, lng: 1, speed: 1, direction: 1 }]).slice(0, 18))).toThrow(
      'cut short',
    );
  });

  it('a bus driving a second-by-second day of 20,000 points stays under 150 KB', () => {
    const points: TrackPoint[] = [];
    let lat = 22_545_231;
    let lng = 114_027_153;
    let heading = 0.3;
    for (let i = 0; i < 20_000; i++) {
      const stopped = i % 600 < 60;
      const speed = stopped ? 0 : 300 + Math.round(150 * Math.sin(i / 40));
      heading += Math.sin(i / 97) * 0.02;
      const metres = speed / 36;
      lat += Math.round(Math.cos(heading) * metres * 9);
      lng += Math.round(Math.sin(heading) * metres * 9.7);
      points.push({ t: 25_000 + i, lat, lng, speed, direction: Math.round(((heading * 180) / Math.PI + 360) % 360) });
    }
    const bytes = encodeBusDayTrack(0, points);
    expect(bytes.length).toBeLessThan(150 * 1024);
    expect(decodeBusDayTrack(bytes).lng[19_999]).toBe(lng);
  });
});
