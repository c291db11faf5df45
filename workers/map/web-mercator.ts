/**
 * Web Mercator (EPSG:3857) in "world pixels": at zoom z the world is 256·2^z pixels square, x to the east, y to the
 * south — the layout every slippy-map tile server uses, so a drawn track and an optional tile layer line up.
 * Pure maths: used on the main thread and in the trajectory worker.
 */
export const TILE_SIZE = 256;
const MAX_LAT = 85.05112878;
const EARTH_RADIUS_M = 6_378_137;

/** A point in world pixels at zoom 0 (0…256 on both axes). */
export interface WorldPoint {
  x: number;
  y: number;
}

export function project(lat: number, lng: number): WorldPoint {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * TILE_SIZE,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE_SIZE,
  };
}

export function unproject(p: WorldPoint): { lat: number; lng: number } {
  const n = Math.PI - (2 * Math.PI * p.y) / TILE_SIZE;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (p.x / TILE_SIZE) * 360 - 180 };
}

/** Ground metres one world pixel at zoom 0 covers at this latitude. */
export function metresPerWorldPixel(lat: number): number {
  return (Math.cos((lat * Math.PI) / 180) * 2 * Math.PI * EARTH_RADIUS_M) / TILE_SIZE;
}
