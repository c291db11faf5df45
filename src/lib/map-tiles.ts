import type { MapConfig } from '@contract/bus/monitoring';
import { type TileLayer, tileKey, tileUrl } from '@workers/map/tiles';

/**
 * The map's optional tile layer (docs/bus-tracking.md "Map tiles"): tiles fetched from the URL the server's
 * settings give (MAP_TILE_URL), kept in the Cache API for offline use within TILE_CACHE_MAX_TILES, least recently
 * used first out. A tile that cannot be fetched (offline, or a server without CORS headers) is simply not drawn: the
 * plain base shows through.
 */

/** The offline quota: tiles kept (a 256 px tile is 5–30 KB, so ≈ 10–60 MB at most). The one place it is set. */
export const TILE_CACHE_MAX_TILES = 2000;
export const TILE_CACHE_NAME = 'yuanwu-map-tiles-v1';

/** What the cache needs of the Cache API (a fake in unit tests). */
export interface TileCacheStore {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
  delete(url: string): Promise<boolean>;
  /** The stored URLs, oldest put first (the Cache API keeps insertion order). */
  keys(): Promise<string[]>;
}

export const cacheApiStore = async (name = TILE_CACHE_NAME): Promise<TileCacheStore | null> => {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(name);
  return {
    match: (url) => cache.match(url),
    put: (url, response) => cache.put(url, response),
    delete: (url) => cache.delete(url),
    keys: async () => (await cache.keys()).map((r) => r.url),
  };
};

/**
 * Tiles by URL through the store, least recently used out past `max`: a hit is put again (moved to the newest end),
 * a new tile evicts the oldest when the count passes the quota. (The page keeps the bitmaps it drew, so the store is
 * read once per tile and session.)
 */
export class TileCache {
  private count: number | null = null;

  constructor(
    private readonly store: TileCacheStore,
    private readonly fetchTile: (url: string) => Promise<Response>,
    private readonly max = TILE_CACHE_MAX_TILES,
  ) {}

  /** The tile's bytes, from the cache or the network (then stored), or null when neither has it. */
  async get(url: string): Promise<Blob | null> {
    const hit = await this.store.match(url);
    if (hit) {
      const blob = await hit.blob();
      await this.store.delete(url);
      await this.store.put(url, new Response(blob, { headers: { 'content-type': blob.type } }));
      return blob;
    }
    let response: Response;
    try {
      response = await this.fetchTile(url);
    } catch {
      return null;
    }
    if (!response.ok) return null;
    const blob = await response.blob();
    await this.store.put(url, new Response(blob, { headers: { 'content-type': blob.type } }));
    this.count = (this.count ?? (await this.store.keys()).length - 1) + 1;
    if (this.count > this.max) await this.evict();
    return blob;
  }

  private async evict(): Promise<void> {
    const keys = await this.store.keys();
    const over = keys.length - this.max;
    for (const url of keys.slice(0, Math.max(0, over))) await this.store.delete(url);
    this.count = Math.min(keys.length, this.max);
  }
}

/**
 * The page's tile source: ImageBitmaps by tile key for workers/map/tiles.ts drawTiles, loaded on demand; `onLoad`
 * asks the page to draw again when one arrives.
 */
export class TileSource {
  private readonly bitmaps = new Map<string, ImageBitmap>();
  private readonly pending = new Set<string>();

  constructor(
    readonly layer: TileLayer,
    private readonly cache: TileCache | null,
    private readonly onLoad: () => void,
  ) {}

  tile = (key: string): ImageBitmap | undefined => this.bitmaps.get(key);

  want(z: number, x: number, y: number): void {
    const key = tileKey(z, x, y);
    if (this.bitmaps.has(key) || this.pending.has(key)) return;
    this.pending.add(key);
    const url = tileUrl(this.layer, z, x, y);
    const load = this.cache ? this.cache.get(url) : fetch(url, { mode: 'cors' }).then((r) => (r.ok ? r.blob() : null));
    void load
      .then((blob) => (blob ? createImageBitmap(blob) : null))
      .then((bitmap) => {
        if (!bitmap) return;
        this.bitmaps.set(key, bitmap);
        // Bitmaps held in memory: the view's tiles and some around them.
        if (this.bitmaps.size > 400) {
          const oldest = this.bitmaps.keys().next().value;
          if (oldest !== undefined && oldest !== key) {
            this.bitmaps.get(oldest)?.close();
            this.bitmaps.delete(oldest);
          }
        }
        this.onLoad();
      })
      .catch(() => {})
      .finally(() => this.pending.delete(key));
  }
}

/** The tile layer the settings give, or null (the plain base). */
export async function tileSourceOf(config: MapConfig, onLoad: () => void): Promise<TileSource | null> {
  if (!config.tiles) return null;
  const store = await cacheApiStore().catch(() => null);
  const cache = store ? new TileCache(store, (url) => fetch(url, { mode: 'cors', credentials: 'omit' })) : null;
  return new TileSource(config.tiles, cache, onLoad);
}
