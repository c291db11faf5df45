import { type MapView, metresPerPixel, screenOfWorld, toScreen, worldOfScreen } from './map-view';

/**
 * The base map drawn when no tile server can be reached (the default here): a plain projected canvas with a faint
 * grid, the route, its stops and a scale bar. The same functions draw on a page's canvas and on the trajectory
 * worker's OffscreenCanvas, so monitoring and playback look alike.
 */
export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export const MAP_COLOURS = {
  background: '#f4f6f8',
  grid: '#e3e7ec',
  route: '#4c8bf5',
  stop: '#ffffff',
  stopBorder: '#1d64d8',
  label: '#303133',
  labelHalo: 'rgba(255,255,255,0.9)',
  scale: '#606266',
} as const;

export interface StopMark {
  lat: number;
  lng: number;
  name: string;
}

/** 1, 2 or 5 × 10^n: the largest at most `max`. */
export function niceDistance(max: number): number {
  const power = 10 ** Math.floor(Math.log10(max));
  const first = max / power;
  return (first >= 5 ? 5 : first >= 2 ? 2 : 1) * power;
}

export function formatDistance(metres: number): string {
  return metres >= 1000 ? `${metres / 1000} 公里` : `${metres} 米`;
}

/** A light ground with grid lines at a round ground distance, so distances read without tiles. */
export function drawBackground(ctx: Ctx2D, view: MapView): void {
  ctx.fillStyle = MAP_COLOURS.background;
  ctx.fillRect(0, 0, view.width, view.height);
  const step = niceDistance(metresPerPixel(view) * 160) / metresPerPixel(view);
  if (!(step > 8)) return;
  const origin = screenOfWorld(view, worldOfScreen(view, 0, 0));
  ctx.strokeStyle = MAP_COLOURS.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  const centre = screenOfWorld(view, view.center);
  for (let x = centre[0] - Math.ceil((centre[0] - origin[0]) / step) * step; x < view.width; x += step) {
    ctx.moveTo(Math.round(x) + 0.5, 0);
    ctx.lineTo(Math.round(x) + 0.5, view.height);
  }
  for (let y = centre[1] - Math.ceil((centre[1] - origin[1]) / step) * step; y < view.height; y += step) {
    ctx.moveTo(0, Math.round(y) + 0.5);
    ctx.lineTo(view.width, Math.round(y) + 0.5);
  }
  ctx.stroke();
}

/** A planned route: its ordered stops joined by a wide, pale line under the track. */
export function drawRoute(ctx: Ctx2D, view: MapView, points: ReadonlyArray<{ lat: number; lng: number }>): void {
  if (points.length < 2) return;
  ctx.save();
  ctx.strokeStyle = MAP_COLOURS.route;
  ctx.globalAlpha = 0.35;
  ctx.lineWidth = 6;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.beginPath();
  points.forEach((p, i) => {
    const [x, y] = toScreen(view, p.lat, p.lng);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.stroke();
  ctx.restore();
}

function label(ctx: Ctx2D, text: string, x: number, y: number): void {
  ctx.font = '12px system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  ctx.strokeStyle = MAP_COLOURS.labelHalo;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = MAP_COLOURS.label;
  ctx.fillText(text, x, y);
}

/** Stops as numbered rings with their names (names hidden when zoomed too far out to read them). */
export function drawStops(ctx: Ctx2D, view: MapView, stops: ReadonlyArray<StopMark>): void {
  const named = view.zoom >= 12;
  stops.forEach((stop, i) => {
    const [x, y] = toScreen(view, stop.lat, stop.lng);
    // A name runs up to ~150 px to the right of its ring: a stop that far left of the canvas still shows its name
    // (the playback's tiles draw each stop on every tile its ring or name reaches).
    if (x < -160 || y < -50 || x > view.width + 50 || y > view.height + 50) return;
    ctx.beginPath();
    ctx.arc(x, y, 7, 0, Math.PI * 2);
    ctx.fillStyle = MAP_COLOURS.stop;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = MAP_COLOURS.stopBorder;
    ctx.stroke();
    ctx.fillStyle = MAP_COLOURS.stopBorder;
    ctx.font = 'bold 9px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(i + 1), x, y + 0.5);
    ctx.textAlign = 'left';
    if (named) label(ctx, stop.name, x + 11, y);
  });
}

/** A scale bar at the bottom left: the largest round distance within 120 CSS pixels. */
export function drawScaleBar(ctx: Ctx2D, view: MapView): void {
  const mpp = metresPerPixel(view);
  const metres = niceDistance(mpp * 120);
  const width = metres / mpp;
  const x = 12;
  const y = view.height - 14;
  ctx.save();
  ctx.strokeStyle = MAP_COLOURS.scale;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(x, y - 5);
  ctx.lineTo(x, y);
  ctx.lineTo(x + width, y);
  ctx.lineTo(x + width, y - 5);
  ctx.stroke();
  label(ctx, formatDistance(metres), x + 4, y - 10);
  ctx.restore();
}
