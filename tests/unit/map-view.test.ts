import { describe, expect, it } from 'vitest';
import { niceDistance } from '../../workers/map/draw-base';
import { wgs84ToGcj02 } from '../../workers/map/gcj02';
import { fitView, metresPerPixel, toScreen, worldOfScreen, zoomAt } from '../../workers/map/map-view';
import { project, unproject } from '../../workers/map/web-mercator';
import { visibleTiles } from '../../workers/map/tiles';

const shenzhen = [
  { lat: 22.5431, lng: 114.0579 },
  { lat: 22.5551, lng: 114.0799 },
  { lat: 22.5302, lng: 114.0411 },
];

describe('the map kit', () => {
  it('projects and unprojects a position to the same place', () => {
    const back = unproject(project(22.5431, 114.0579));
    expect(back.lat).toBeCloseTo(22.5431, 9);
    expect(back.lng).toBeCloseTo(114.0579, 9);
  });

  it('fits every position inside the canvas with its padding', () => {
    const view = fitView(shenzhen, { width: 800, height: 600 }, 40);
    for (const p of shenzhen) {
      const [x, y] = toScreen(view, p.lat, p.lng);
      expect(x).toBeGreaterThanOrEqual(39.9);
      expect(x).toBeLessThanOrEqual(760.1);
      expect(y).toBeGreaterThanOrEqual(39.9);
      expect(y).toBeLessThanOrEqual(560.1);
    }
  });

  it('zooms about the pointer: the place under it stays under it', () => {
    const view = fitView(shenzhen, { width: 800, height: 600 });
    const before = worldOfScreen(view, 200, 150);
    const after = worldOfScreen(zoomAt(view, 1.5, 200, 150), 200, 150);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('measures ground distance: a scale of round numbers that halves per zoom level', () => {
    const view = fitView(shenzhen, { width: 800, height: 600 });
    const deeper = zoomAt(view, 1, 400, 300);
    expect(metresPerPixel(deeper)).toBeCloseTo(metresPerPixel(view) / 2, 6);
    expect([niceDistance(740), niceDistance(199), niceDistance(1.4)]).toEqual([500, 100, 1]);
  });

  it('shifts a WGS-84 position in China to GCJ-02 by a few hundred metres, and leaves one abroad alone', () => {
    const beijing = wgs84ToGcj02(39.915, 116.404);
    expect(beijing.lat - 39.915).toBeCloseTo(0.0014, 3);
    expect(beijing.lng - 116.404).toBeCloseTo(0.0062, 3);
    expect(wgs84ToGcj02(51.5, -0.12)).toEqual({ lat: 51.5, lng: -0.12 });
  });

  it('lists the tiles that cover the canvas and no others', () => {
    const view = fitView(shenzhen, { width: 800, height: 600 });
    const tiles = visibleTiles(view);
    expect(tiles.length).toBeGreaterThan(0);
    for (const t of tiles) {
      expect(t.left + t.size).toBeGreaterThan(0);
      expect(t.top + t.size).toBeGreaterThan(0);
      expect(t.left).toBeLessThan(800);
      expect(t.top).toBeLessThan(600);
    }
  });
});
