import { type MapView, screenOfWorld } from './map-view';
import { TILE_SIZE } from './web-mercator';
import type { Ctx2D } from './draw-base';
import type { Datum } from './gcj02';

/**
 * An optional tile layer (XYZ, 256 px, Web Mercator) configured by URL: `{z}`, `{x}`, `{y}` and an optional `{s}`
 * (one of `subdomains`). Which tiles a view needs and where they go on the canvas; fetching and the offline cache
 * belong to whoever owns the canvas (the page or the worker), which passes what it has as `ImageBitmap`s.
 */
export interface TileLayer {
  url: string;
  /** AMap and Tencent tiles are GCJ-02; Tianditu and OpenStreetMap are WGS-84. */
  datum: Datum;
  subdomains?: string;
  maxZoom?: number;
  attribution?: string;
}

export interface TilePlace {
  z: number;
  x: number;
  y: number;
  /** Canvas position and size in CSS pixels. */
  left: number;
  top: number;
  size: number;
}

export function tileUrl(layer: TileLayer, z: number, x: number, y: number): string {
  const subs = layer.subdomains ?? '';
  const s = subs ? subs[Math.abs(x + y) % subs.length] : '';
  return layer.url
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{s}', s ?? '');
}

export const tileKey = (z: number, x: number, y: number) => `${z}/${x}/${y}`;

/** The tiles covering the view at the nearest whole zoom, drawn scaled to the fractional zoom. */
export function visibleTiles(view: MapView, maxZoom = 18): TilePlace[] {
  const z = Math.max(0, Math.min(maxZoom, Math.round(view.zoom)));
  const count = 2 ** z;
  const worldPerTile = TILE_SIZE / count;
  const size = worldPerTile * 2 ** view.zoom;
  const [left0, top0] = screenOfWorld(view, { x: 0, y: 0 });
  const firstX = Math.max(0, Math.floor(-left0 / size));
  const firstY = Math.max(0, Math.floor(-top0 / size));
  const lastX = Math.min(count - 1, Math.floor((view.width - left0) / size));
  const lastY = Math.min(count - 1, Math.floor((view.height - top0) / size));
  const out: TilePlace[] = [];
  for (let y = firstY; y <= lastY; y++)
    for (let x = firstX; x <= lastX; x++) out.push({ z, x, y, left: left0 + x * size, top: top0 + y * size, size });
  return out;
}

/** Draws the tiles it has; a missing one leaves the plain base showing through. */
export function drawTiles(ctx: Ctx2D, places: ReadonlyArray<TilePlace>, tile: (key: string) => ImageBitmap | undefined): void {
  for (const p of places) {
    const bitmap = tile(tileKey(p.z, p.x, p.y));
    if (bitmap) ctx.drawImage(bitmap, p.left, p.top, p.size + 0.5, p.size + 0.5);
  }
}
