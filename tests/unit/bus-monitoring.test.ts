import { describe, expect, it } from 'vitest';
import {
  applyPositions,
  type BusPosition,
  carStatus,
  type MonitorCar,
  mergeCars,
  MOVING_KMH,
  OFFLINE_MS,
  restatus,
} from '../../contract/bus/monitoring';
import { MAP_TILE_PRESETS, loadConfig, tileOrigins } from '../../server/config';
import { TileCache, type TileCacheStore } from '../../src/lib/map-tiles';
import { busAt, labelOffsets } from '../../workers/map/draw-bus';
import { fitView, toScreen } from '../../workers/map/map-view';

const NOW = Date.parse('2026-11-26T02:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const pos = (carId: string, speed: number, msAgo = 1000, time = at(msAgo)): BusPosition => ({
  carId,
  lat: 22.54,
  lng: 114.05,
  speed,
  direction: 90,
  time,
  receivedAt: at(msAgo),
});
const car = (carId: string, position: BusPosition | null): MonitorCar => ({
  carId,
  plate: carId,
  gpsDeviceId: carId,
  inService: true,
  status: carStatus(position, NOW),
  position,
  routes: [],
  driverName: '',
  onBoard: 0,
});

describe('monitoring: status, pushes and merges (contract/bus/monitoring.ts)', () => {
  it('a car is 行驶中 at MOVING_KMH and above, 停车 below, 离线 without a fix for OFFLINE_MS', () => {
    expect(carStatus(pos('a', MOVING_KMH), NOW)).toBe('moving');
    expect(carStatus(pos('a', MOVING_KMH - 0.1), NOW)).toBe('parked');
    expect(carStatus(pos('a', 40, OFFLINE_MS), NOW)).toBe('moving');
    expect(carStatus(pos('a', 40, OFFLINE_MS + 1), NOW)).toBe('offline');
    expect(carStatus(null, NOW)).toBe('offline');
  });

  it('applies a push to its car, ignores one older than what is held, and judges its status', () => {
    const cars = [car('a', pos('a', 30, 5000)), car('b', null)];
    const next = applyPositions(cars, [pos('a', 0, 1000), pos('b', 50, 1000), pos('x', 9)], NOW);
    expect(next.map((c) => [c.carId, c.status, c.position?.speed])).toEqual([
      ['a', 'parked', 0],
      ['b', 'moving', 50],
    ]);
    expect(next[0]).not.toBe(cars[0]);
    const stale = applyPositions(next, [pos('a', 70, 9000)], NOW);
    expect(stale[0]).toBe(next[0]);
  });

  it('merges changed cars in place and appends new ones; a silent car turns 离线 as time passes', () => {
    const cars = [car('a', pos('a', 30)), car('b', pos('b', 30))];
    const changed = { ...car('b', pos('b', 0)), onBoard: 3 };
    const merged = mergeCars(cars, [changed, car('c', null)]);
    expect(merged.map((c) => [c.carId, c.onBoard])).toEqual([
      ['a', 0],
      ['b', 3],
      ['c', 0],
    ]);
    const later = restatus(merged, NOW + OFFLINE_MS + 2000);
    expect(later.map((c) => c.status)).toEqual(['offline', 'offline', 'offline']);
    expect(restatus(merged, NOW)[0]).toBe(merged[0]);
  });
});

describe('the buses on the map (workers/map/draw-bus.ts)', () => {
  it('stacks the plates of buses close together, leaves apart ones where they are', () => {
    const view = fitView(
      [
        { lat: 22.54, lng: 114.05 },
        { lat: 22.56, lng: 114.07 },
      ],
      { width: 800, height: 600 },
    );
    const buses = [
      { lat: 22.54, lng: 114.05, label: '粤B12345D' },
      { lat: 22.54, lng: 114.05001, label: '粤BD56789' },
      { lat: 22.54, lng: 114.05, label: '粤B8K9Z3' },
      { lat: 22.56, lng: 114.07, label: '粤B00001' },
    ];
    const dy = labelOffsets(view, buses);
    expect(dy[0]).toBe(0);
    expect(dy[1]).toBe(20);
    expect(dy[2]).toBe(40);
    expect(dy[3]).toBe(0);
  });

  it('picks the nearest bus within the radius, none outside it', () => {
    const buses = [
      { lat: 22.54, lng: 114.05 },
      { lat: 22.56, lng: 114.07 },
    ];
    const view = fitView(buses, { width: 800, height: 600 }, 100);
    const [x0, y0] = toScreen(view, 22.54, 114.05);
    const [x1, y1] = toScreen(view, 22.56, 114.07);
    expect(x1 - x0).toBeGreaterThan(300);
    expect(busAt(view, buses, x0 + 10, y0 - 10, 20)).toBe(0);
    expect(busAt(view, buses, x1 - 5, y1 + 12, 20)).toBe(1);
    expect(busAt(view, buses, (x0 + x1) / 2, (y0 + y1) / 2, 20)).toBe(-1);
    expect(busAt(view, buses, x0 + 30, y0, 20)).toBe(-1);
  });
});

/** A Cache API in memory, keys in insertion order as the real one keeps them. */
function memoryStore(): TileCacheStore & { urls: string[] } {
  const map = new Map<string, Blob>();
  return {
    get urls() {
      return [...map.keys()];
    },
    match: async (url) => (map.has(url) ? new Response(map.get(url)) : undefined),
    put: async (url, response) => void map.set(url, await response.blob()),
    delete: async (url) => map.delete(url),
    keys: async () => [...map.keys()],
  };
}

describe('map tiles: the offline cache keeps at most its quota, least recently used out (src/lib/map-tiles.ts)', () => {
  it('fetches a tile once, serves it from the cache after, and evicts the least recently used past the quota', async () => {
    const store = memoryStore();
    const fetched: string[] = [];
    const cache = new TileCache(
      store,
      async (url) => {
        fetched.push(url);
        return url.includes('missing') ? new Response('', { status: 404 }) : new Response(`tile ${url}`);
      },
      3,
    );
    for (const u of ['t/1', 't/2', 't/3']) expect(await (await cache.get(u))?.text()).toBe(`tile ${u}`);
    expect(await (await cache.get('t/1'))?.text()).toBe('tile t/1');
    expect(fetched).toEqual(['t/1', 't/2', 't/3']);
    // t/1 was used again: t/2 is now the least recently used, and goes when t/4 comes.
    await cache.get('t/4');
    expect(store.urls.sort()).toEqual(['t/1', 't/3', 't/4']);
    expect(await cache.get('missing')).toBeNull();
    expect(store.urls).toHaveLength(3);
  });

  it('a tile that cannot be fetched is null (the plain base shows through)', async () => {
    const cache = new TileCache(memoryStore(), async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await cache.get('t/1')).toBeNull();
  });
});

describe('map tile settings (server/config.ts MAP_TILE_*)', () => {
  const base = { NODE_ENV: 'test' } as const;
  it('none by default: the plain base', () => {
    expect(loadConfig(base).mapTiles).toBeNull();
  });
  it('presets: AMap in GCJ-02, Tianditu in WGS-84 with its key; the CSP allows their hosts', () => {
    const amap = loadConfig({ ...base, MAP_TILE_URL: 'amap' }).mapTiles;
    expect(amap).toMatchObject({ datum: 'gcj02', subdomains: '1234', maxZoom: 18 });
    expect(tileOrigins(amap)).toEqual([1, 2, 3, 4].map((n) => `https://webrd0${n}.is.autonavi.com`));
    const tdt = loadConfig({ ...base, MAP_TILE_URL: 'tianditu', MAP_TILE_KEY: 'k&1' }).mapTiles;
    expect(tdt?.datum).toBe('wgs84');
    expect(tdt?.url).toContain('tk=k%261');
    expect(tdt?.url).not.toContain('{key}');
    expect(Object.keys(MAP_TILE_PRESETS)).toEqual(['amap', 'tianditu']);
  });
  it('a URL template with its datum; a URL without {z} {x} {y} is refused at start', () => {
    const osm = loadConfig({ ...base, MAP_TILE_URL: 'https://tiles.example.cn/{z}/{x}/{y}.png', MAP_TILE_DATUM: 'gcj02' }).mapTiles;
    expect(osm).toMatchObject({ datum: 'gcj02', subdomains: '' });
    expect(tileOrigins(osm)).toEqual(['https://tiles.example.cn']);
    expect(() => loadConfig({ ...base, MAP_TILE_URL: 'https://tiles.example.cn/tile.png' })).toThrow(/MAP_TILE_URL/);
  });
});
