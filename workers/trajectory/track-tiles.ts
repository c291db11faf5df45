import { drawRoute, drawStops, MAP_COLOURS, niceDistance, type StopMark } from '../map/draw-base';
import type { Datum } from '../map/gcj02';
import type { MapView } from '../map/map-view';
import { metresPerWorldPixel, unproject } from '../map/web-mercator';
import { SPEED_BANDS } from './track-analysis';

/**
 * The player's cached layer (workers/trajectory/playback.ts): the map under the bus cut in square tiles of the
 * current zoom, each drawn once — the plain base (ground, a grid at round distances fixed to the ground, the planned
 * routes and stops), the day's whole track in grey dashes, and the part played so far coloured by speed. A frame then
 * copies the tiles in view and draws only what moves (the last piece of track up to the bus, the stops found, the bus
 * and the scale). As the bus moves on, the tiles in view get the newly played segments painted over them; a seek back
 * redraws the tiles that show more than has been played.
 *
 * Tiles sit on whole device pixels of the zoom's world (the frame's origin is rounded to a device pixel), so they copy
 * without resampling and lines drawn across two tiles meet exactly.
 */
export const TILE_CSS = 256;
/** Simplified points per culling chunk: a tile strokes only the chunks whose box reaches it. */
const CHUNK = 64;
const GREY = '#909399';
const GREY_WIDTH = 2.5;
const PLAYED_WIDTH = 4;
const DASH = [6, 4];

export interface TrackLayerSource {
  /** Each fix in zoom-0 world pixels. */
  wx: Float64Array;
  wy: Float64Array;
  /** The fixes kept at this zoom (Douglas–Peucker), ascending. */
  kept: Uint32Array;
  /** The speed band of the drawn segment from fix `a` to fix `b`. */
  band(a: number, b: number): number;
  routes: ReadonlyArray<ReadonlyArray<{ lat: number; lng: number }>>;
  stops: ReadonlyArray<StopMark>;
  datum: Datum;
}

interface Tile {
  canvas: OffscreenCanvas;
  ctx: OffscreenCanvasRenderingContext2D;
  /** The kept index the coloured (played) track is drawn up to on this tile; -1: none. */
  played: number;
}

export class TrackTiles {
  private readonly tiles = new Map<string, Tile>();
  private readonly spare: OffscreenCanvas[] = [];
  private source: TrackLayerSource | null = null;
  private zoom = Number.NaN;
  private dpr = 1;
  private scale = 1;
  /** Per chunk of `kept`: its box in zoom-0 world pixels (minX, minY, maxX, maxY). */
  private boxes = new Float64Array(0);
  /** Per kept point: the track's length to it in CSS pixels of this zoom (dashes continue across tiles). */
  private along = new Float64Array(0);
  private gridStep = 0;

  /** Forgets every tile (a new track, base, pixel ratio or zoom). */
  reset(): void {
    for (const t of this.tiles.values()) this.spare.push(t.canvas);
    this.tiles.clear();
    this.zoom = Number.NaN;
  }

  get size(): number {
    return this.tiles.size;
  }

  /**
   * Copies the tiles covering a `width`×`height` CSS-pixel canvas whose top-left is at (`ox`, `oy`) device pixels of
   * the zoom's world onto `ctx` (device pixels, identity transform), each with the track played up to kept index
   * `playedK`.
   */
  draw(
    ctx: OffscreenCanvasRenderingContext2D,
    source: TrackLayerSource,
    zoom: number,
    dpr: number,
    ox: number,
    oy: number,
    width: number,
    height: number,
    playedK: number,
  ): void {
    if (source !== this.source || zoom !== this.zoom || dpr !== this.dpr) this.prepare(source, zoom, dpr);
    const td = TILE_CSS * dpr;
    const x0 = Math.floor(ox / td);
    const y0 = Math.floor(oy / td);
    const x1 = Math.floor((ox + width * dpr - 1) / td);
    const y1 = Math.floor((oy + height * dpr - 1) / td);
    const keep = Math.max(16, 2 * (x1 - x0 + 1) * (y1 - y0 + 1));
    for (let ty = y0; ty <= y1; ty++)
      for (let tx = x0; tx <= x1; tx++) {
        const tile = this.tile(tx, ty, playedK);
        ctx.drawImage(tile.canvas, tx * td - ox, ty * td - oy);
      }
    while (this.tiles.size > keep) {
      const oldest = this.tiles.keys().next().value as string;
      const t = this.tiles.get(oldest) as Tile;
      this.tiles.delete(oldest);
      this.spare.push(t.canvas);
    }
  }

  private prepare(source: TrackLayerSource, zoom: number, dpr: number): void {
    this.reset();
    this.source = source;
    this.zoom = zoom;
    this.dpr = dpr;
    this.scale = 2 ** zoom;
    const { kept, wx, wy } = source;
    const chunks = Math.max(0, Math.ceil((kept.length - 1) / CHUNK));
    this.boxes = new Float64Array(chunks * 4);
    for (let c = 0; c < chunks; c++) {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (let k = c * CHUNK; k <= Math.min(kept.length - 1, (c + 1) * CHUNK); k++) {
        const i = kept[k] as number;
        const x = wx[i] as number;
        const y = wy[i] as number;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      this.boxes.set([minX, minY, maxX, maxY], c * 4);
    }
    this.along = new Float64Array(kept.length);
    for (let k = 1; k < kept.length; k++) {
      const a = kept[k - 1] as number;
      const b = kept[k] as number;
      this.along[k] =
        (this.along[k - 1] as number) +
        Math.hypot((wx[b] as number) - (wx[a] as number), (wy[b] as number) - (wy[a] as number)) * this.scale;
    }
    // One grid for the zoom, at the track's latitude (tiles must agree; the ground scale barely varies over a day).
    const first = kept.length > 0 ? (kept[0] as number) : -1;
    const lat = first >= 0 ? unproject({ x: wx[first] as number, y: wy[first] as number }).lat : 0;
    const mpp = metresPerWorldPixel(lat) / this.scale;
    this.gridStep = niceDistance(mpp * 160) / mpp;
  }

  private tile(tx: number, ty: number, playedK: number): Tile {
    const key = `${tx},${ty}`;
    let tile = this.tiles.get(key);
    if (tile) {
      this.tiles.delete(key);
      this.tiles.set(key, tile);
      if (tile.played > playedK) this.paint(tile, tx, ty, playedK);
      else if (tile.played < playedK) {
        this.played(tile.ctx, tx, ty, tile.played, playedK);
        tile.played = playedK;
      }
      return tile;
    }
    const td = TILE_CSS * this.dpr;
    const canvas = this.spare.pop() ?? new OffscreenCanvas(td, td);
    if (canvas.width !== td || canvas.height !== td) {
      canvas.width = td;
      canvas.height = td;
    }
    tile = { canvas, ctx: canvas.getContext('2d', { alpha: false }) as OffscreenCanvasRenderingContext2D, played: -1 };
    this.paint(tile, tx, ty, playedK);
    this.tiles.set(key, tile);
    return tile;
  }

  /** The whole tile: ground, grid, routes and stops, the grey track, the track played up to `playedK`. */
  private paint(tile: Tile, tx: number, ty: number, playedK: number): void {
    const ctx = tile.ctx;
    const source = this.source as TrackLayerSource;
    const T = TILE_CSS;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.setLineDash([]);
    ctx.fillStyle = MAP_COLOURS.background;
    ctx.fillRect(0, 0, T, T);
    const step = this.gridStep;
    if (step > 8) {
      ctx.strokeStyle = MAP_COLOURS.grid;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let x = Math.ceil((tx * T) / step) * step; x < (tx + 1) * T; x += step) {
        const lx = Math.round(x) - tx * T + 0.5;
        ctx.moveTo(lx, 0);
        ctx.lineTo(lx, T);
      }
      for (let y = Math.ceil((ty * T) / step) * step; y < (ty + 1) * T; y += step) {
        const ly = Math.round(y) - ty * T + 0.5;
        ctx.moveTo(0, ly);
        ctx.lineTo(T, ly);
      }
      ctx.stroke();
    }
    const s = this.scale;
    const view: MapView = {
      center: { x: (tx * T + T / 2) / s, y: (ty * T + T / 2) / s },
      zoom: this.zoom,
      width: T,
      height: T,
      datum: source.datum,
    };
    for (const r of source.routes) drawRoute(ctx, view, r);
    drawStops(ctx, view, source.stops);
    // The whole day in grey dashes, chunk by chunk where they reach the tile; the dash carries on from the track's start.
    const { kept, wx, wy } = source;
    const px = (i: number) => (wx[i] as number) * s - tx * T;
    const py = (i: number) => (wy[i] as number) * s - ty * T;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.lineWidth = GREY_WIDTH;
    ctx.strokeStyle = GREY;
    ctx.setLineDash(DASH);
    const chunks = this.boxes.length / 4;
    for (let c = 0; c < chunks; c++) {
      if (!this.reaches(c, tx, ty)) continue;
      const from = c * CHUNK;
      ctx.lineDashOffset = this.along[from] as number;
      ctx.beginPath();
      ctx.moveTo(px(kept[from] as number), py(kept[from] as number));
      for (let k = from + 1; k <= Math.min(kept.length - 1, from + CHUNK); k++) ctx.lineTo(px(kept[k] as number), py(kept[k] as number));
      ctx.stroke();
    }
    ctx.setLineDash([]);
    ctx.lineDashOffset = 0;
    this.played(ctx, tx, ty, -1, playedK);
    tile.played = playedK;
  }

  /** The played track's segments after kept index `fromK` up to `toK` that reach the tile, by speed colour. */
  private played(ctx: OffscreenCanvasRenderingContext2D, tx: number, ty: number, fromK: number, toK: number): void {
    const source = this.source as TrackLayerSource;
    const { kept, wx, wy } = source;
    if (toK < 1) return;
    const T = TILE_CSS;
    const s = this.scale;
    const px = (i: number) => (wx[i] as number) * s - tx * T;
    const py = (i: number) => (wy[i] as number) * s - ty * T;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.lineWidth = PLAYED_WIDTH;
    let open = false;
    let colour = -1;
    let last = -1;
    const flush = () => {
      if (open) ctx.stroke();
      open = false;
    };
    const first = Math.max(1, fromK + 1);
    for (let c = Math.floor((first - 1) / CHUNK); c * CHUNK < toK; c++) {
      if (!this.reaches(c, tx, ty)) {
        flush();
        continue;
      }
      const lo = Math.max(first, c * CHUNK + 1);
      const hi = Math.min(toK, (c + 1) * CHUNK);
      for (let k = lo; k <= hi; k++) {
        const a = kept[k - 1] as number;
        const b = kept[k] as number;
        const band = source.band(a, b);
        if (band !== colour || last !== k - 1 || !open) {
          flush();
          colour = band;
          ctx.strokeStyle = (SPEED_BANDS[band] as { colour: string }).colour;
          ctx.beginPath();
          ctx.moveTo(px(a), py(a));
          open = true;
        }
        ctx.lineTo(px(b), py(b));
        last = k;
      }
    }
    flush();
  }

  /** Whether chunk `c` (with a line's half width around it) reaches tile (tx, ty). */
  private reaches(c: number, tx: number, ty: number): boolean {
    const s = this.scale;
    const m = PLAYED_WIDTH;
    const b = this.boxes;
    return !(
      (b[c * 4 + 2] as number) * s + m < tx * TILE_CSS ||
      (b[c * 4] as number) * s - m > (tx + 1) * TILE_CSS ||
      (b[c * 4 + 3] as number) * s + m < ty * TILE_CSS ||
      (b[c * 4 + 1] as number) * s - m > (ty + 1) * TILE_CSS
    );
  }
}
