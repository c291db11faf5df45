import { type Datum, toDatum } from './gcj02';
import { metresPerWorldPixel, project, TILE_SIZE, unproject, type WorldPoint } from './web-mercator';

/**
 * What a map canvas shows: a centre in zoom-0 world pixels, a fractional zoom, the canvas size in CSS pixels, and the
 * datum of the base layer (positions are WGS-84; a GCJ-02 tile layer shifts what is drawn over it). Immutable: pan and
 * zoom return a new view, so the main thread can hand one to a worker as plain data.
 */
export interface MapView {
  center: WorldPoint;
  zoom: number;
  width: number;
  height: number;
  datum: Datum;
}

export const MIN_ZOOM = 3;
export const MAX_ZOOM = 19;

const clampZoom = (z: number) => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, z));
const worldScale = (zoom: number) => 2 ** zoom;

/** A WGS-84 position in zoom-0 world pixels of the view's datum. */
export function worldOf(view: Pick<MapView, 'datum'>, lat: number, lng: number): WorldPoint {
  const p = toDatum(view.datum, lat, lng);
  return project(p.lat, p.lng);
}

/** A zoom-0 world point on the canvas, in CSS pixels. */
export function screenOfWorld(view: MapView, p: WorldPoint): [number, number] {
  const s = worldScale(view.zoom);
  return [(p.x - view.center.x) * s + view.width / 2, (p.y - view.center.y) * s + view.height / 2];
}

export function toScreen(view: MapView, lat: number, lng: number): [number, number] {
  return screenOfWorld(view, worldOf(view, lat, lng));
}

/** The canvas point back to a zoom-0 world point (in the view's datum). */
export function worldOfScreen(view: MapView, sx: number, sy: number): WorldPoint {
  const s = worldScale(view.zoom);
  return { x: view.center.x + (sx - view.width / 2) / s, y: view.center.y + (sy - view.height / 2) / s };
}

/** The view that shows all these WGS-84 positions with `padding` CSS pixels around them. */
export function fitView(
  points: ReadonlyArray<{ lat: number; lng: number }>,
  size: { width: number; height: number; datum?: Datum },
  padding = 32,
): MapView {
  const datum = size.datum ?? 'wgs84';
  const base = { width: size.width, height: size.height, datum };
  if (points.length === 0) return { ...base, center: project(0, 0), zoom: MIN_ZOOM };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    const w = worldOf(base, p.lat, p.lng);
    minX = Math.min(minX, w.x);
    maxX = Math.max(maxX, w.x);
    minY = Math.min(minY, w.y);
    maxY = Math.max(maxY, w.y);
  }
  const spanX = Math.max(maxX - minX, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const fit = Math.min(Math.log2(Math.max(1, size.width - 2 * padding) / spanX), Math.log2(Math.max(1, size.height - 2 * padding) / spanY));
  return { ...base, center: { x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, zoom: clampZoom(Math.min(fit, 17)) };
}

export function panBy(view: MapView, dx: number, dy: number): MapView {
  const s = worldScale(view.zoom);
  return { ...view, center: { x: view.center.x - dx / s, y: view.center.y - dy / s } };
}

/** Zoom by `delta` levels keeping the canvas point (sx, sy) over the same place (a wheel or a pinch). */
export function zoomAt(view: MapView, delta: number, sx: number, sy: number): MapView {
  const zoom = clampZoom(view.zoom + delta);
  const anchor = worldOfScreen(view, sx, sy);
  const s = worldScale(zoom);
  return { ...view, zoom, center: { x: anchor.x - (sx - view.width / 2) / s, y: anchor.y - (sy - view.height / 2) / s } };
}

/** Centre the view on a WGS-84 position (following the bus). */
export function centreOn(view: MapView, lat: number, lng: number): MapView {
  return { ...view, center: worldOf(view, lat, lng) };
}

/** Ground metres per CSS pixel at the view's centre. */
export function metresPerPixel(view: MapView): number {
  return metresPerWorldPixel(unproject(view.center).lat) / worldScale(view.zoom);
}

export { TILE_SIZE };
