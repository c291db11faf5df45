import type { BusDayTrack } from '../../contract/bus/positions';
import { type Ctx2D, drawScaleBar, MAP_COLOURS, type StopMark } from '../map/draw-base';
import { fitView, type MapView, panBy, worldOf, zoomAt } from '../map/map-view';
import type { PlainSheet } from '../xlsx-book';
import { trackToGpx } from './gpx';
import {
  clockOf,
  distanceE6,
  douglasPeuckerImportance,
  durationText,
  findStops,
  indexAtTime,
  SPEED_BANDS,
  simplifiedIndices,
  speedBand,
  type TrackStop,
  type TripSummary,
  tripSummary,
} from './track-analysis';
import { type TrackLayerSource, TrackTiles } from './track-tiles';

/**
 * The trajectory player (issue 21 item 4), run by workers/trajectory.worker.ts on a transferred OffscreenCanvas: a
 * bus-day arrives as five Int32Arrays (moved, not copied), is projected and Douglas–Peucker-ranked once, and each
 * frame draws the map kit's base (grid, route, stops, scale), the track simplified for the zoom (played part by speed
 * colour, the rest grey), the stops found in it with their durations, and the bus at the playback time. The clock
 * runs here (requestAnimationFrame of the worker), so the page's thread only hears the time a few times a second.
 */

export interface PlaybackBase {
  /** The planned route(s) of the car that day, degrees, drawn under the track. */
  routes: ReadonlyArray<ReadonlyArray<{ lat: number; lng: number }>>;
  stops: ReadonlyArray<StopMark>;
}

export interface LoadResult {
  summary: TripSummary;
  stops: TrackStop[];
}

export interface FrameStats {
  frames: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
}

export type TickListener = (t: number, playing: boolean, following: boolean) => void;

/** A box in CSS pixels: left, top, right, bottom. */
type Box = [number, number, number, number];
const grow = (b: Box, x: number, y: number, r: number): Box => [
  Math.min(b[0], x - r),
  Math.min(b[1], y - r),
  Math.max(b[2], x + r),
  Math.max(b[3], y + r),
];

/** The last position of `kept` (ascending indices) whose fix is at or before fix `i`; -1 if none. */
function lastAtOrBefore(kept: Uint32Array, i: number): number {
  let lo = 0;
  let hi = kept.length - 1;
  if (hi < 0 || (kept[0] as number) > i) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((kept[mid] as number) <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Screen pixels a simplified track may stray from the real one. */
const TOLERANCE_PX = 0.6;
const TICK_MS = 100;
const BUS = '#1d64d8';
const STOP_FILL = '#fa8c16';

type Raf = (cb: (ts: number) => void) => number;
const raf: Raf =
  (globalThis as unknown as { requestAnimationFrame?: Raf }).requestAnimationFrame?.bind(globalThis) ??
  ((cb) => setTimeout(() => cb(performance.now()), 16) as unknown as number);

export class Player {
  private canvas: OffscreenCanvas | null = null;
  private ctx: Ctx2D | null = null;
  private dpr = 1;
  private view: MapView = fitView([], { width: 300, height: 150 });
  private track: BusDayTrack | null = null;
  private wx = new Float64Array(0);
  private wy = new Float64Array(0);
  /** Metres from the first fix, per fix: a drawn segment's colour is its average speed. */
  private along = new Float64Array(0);
  private importance: Float64Array = new Float64Array(0);
  private levels = new Map<number, Uint32Array>();
  private base: PlaybackBase = { routes: [], stops: [] };
  private stops: TrackStop[] = [];
  private t = 0;
  private playing = false;
  private rate = 8;
  private follow = true;
  /** The view is the whole day as 全览 fitted it (no pan or zoom since): a resize fits it again. */
  private fitted = false;
  private lastTs = 0;
  private lastTick = 0;
  private dirty = true;
  private looping = false;
  private onTick: TickListener | null = null;
  private frameMs: number[] = [];
  private readonly tiles = new TrackTiles();
  private layer: TrackLayerSource | null = null;
  /** The last frame: what it was drawn over (origin, zoom, size, layer, stops) and the box of what moves on it. */
  private frameKey = '';
  private frameLayer: TrackLayerSource | null = null;
  private framePlayedK = -1;
  private frameMoving: Box | null = null;
  private stopsVersion = 0;

  init(canvas: OffscreenCanvas, width: number, height: number, dpr: number, onTick: TickListener | null): void {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d') as Ctx2D;
    this.onTick = onTick;
    this.resize(width, height, dpr);
  }

  resize(width: number, height: number, dpr: number): void {
    this.dpr = dpr;
    // Setting a canvas's size clears it, even to the same size: the next frame is drawn whole.
    this.frameKey = '';
    if (this.canvas) {
      this.canvas.width = Math.max(1, Math.round(width * dpr));
      this.canvas.height = Math.max(1, Math.round(height * dpr));
    }
    this.view = { ...this.view, width, height };
    if (this.fitted) this.fit();
    this.invalidate();
  }

  load(track: BusDayTrack, base: PlaybackBase, stopMinutes: number): LoadResult {
    this.track = track;
    this.base = base;
    const n = track.time.length;
    this.wx = new Float64Array(n);
    this.wy = new Float64Array(n);
    this.along = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const w = worldOf(this.view, (track.lat[i] as number) / 1e6, (track.lng[i] as number) / 1e6);
      this.wx[i] = w.x;
      this.wy[i] = w.y;
      if (i > 0)
        this.along[i] =
          (this.along[i - 1] as number) +
          distanceE6(track.lat[i - 1] as number, track.lng[i - 1] as number, track.lat[i] as number, track.lng[i] as number);
    }
    this.importance = douglasPeuckerImportance(this.wx, this.wy);
    this.levels.clear();
    this.layer = null;
    this.stops = findStops(track, stopMinutes * 60);
    this.stopsVersion++;
    this.t = n > 0 ? (track.time[0] as number) : 0;
    this.playing = false;
    this.fit();
    this.emit(true);
    return { summary: tripSummary(track), stops: this.stops };
  }

  setBase(base: PlaybackBase): void {
    this.base = base;
    this.layer = null;
    this.invalidate();
  }

  setStopMinutes(minutes: number): TrackStop[] {
    this.stops = this.track ? findStops(this.track, minutes * 60) : [];
    this.stopsVersion++;
    this.invalidate();
    return this.stops;
  }

  fit(): void {
    const points: { lat: number; lng: number }[] = [];
    const track = this.track;
    if (track) {
      const coarse = simplifiedIndices(this.importance, 1e-4);
      for (const i of coarse) points.push({ lat: (track.lat[i] as number) / 1e6, lng: (track.lng[i] as number) / 1e6 });
    }
    for (const r of this.base.routes) points.push(...r);
    if (points.length === 0) points.push(...this.base.stops);
    this.view = fitView(points, this.view, 40);
    this.fitted = true;
    this.invalidate();
  }

  play(): void {
    const track = this.track;
    if (!track || track.time.length === 0) return;
    if (this.t >= (track.time[track.time.length - 1] as number)) this.t = track.time[0] as number;
    this.playing = true;
    this.lastTs = 0;
    this.invalidate();
    this.emit(true);
  }

  pause(): void {
    this.playing = false;
    this.invalidate();
    this.emit(true);
  }

  seek(t: number): void {
    this.t = t;
    if (this.follow) this.centreOnBus();
    this.invalidate();
    this.emit(true);
  }

  setRate(rate: number): void {
    this.rate = rate;
  }

  setFollow(follow: boolean): void {
    this.follow = follow;
    if (follow) this.centreOnBus();
    this.invalidate();
  }

  panBy(dx: number, dy: number): void {
    this.view = panBy(this.view, dx, dy);
    this.fitted = false;
    if (this.follow) {
      this.follow = false;
      this.emit(true);
    }
    this.invalidate();
  }

  zoomAt(delta: number, sx: number, sy: number): void {
    this.fitted = false;
    // Following keeps the bus in the middle: zoom about it.
    this.view = this.follow ? zoomAt(this.view, delta, this.view.width / 2, this.view.height / 2) : zoomAt(this.view, delta, sx, sy);
    this.invalidate();
  }

  frameStats(reset = false): FrameStats {
    const xs = [...this.frameMs].sort((a, b) => a - b);
    if (reset) this.frameMs = [];
    if (xs.length === 0) return { frames: 0, meanMs: 0, p95Ms: 0, maxMs: 0 };
    return {
      frames: xs.length,
      meanMs: xs.reduce((a, b) => a + b, 0) / xs.length,
      p95Ms: xs[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] as number,
      maxMs: xs[xs.length - 1] as number,
    };
  }

  /**
   * A frame drawn now, timed (the bench). `flush` reads a pixel back, which makes the canvas rasterise the frame
   * before the clock stops (a 2D canvas otherwise only records the drawing and rasterises it later).
   */
  drawNow(flush = false): number {
    const t0 = performance.now();
    this.draw();
    if (flush) this.ctx?.getImageData(0, 0, 1, 1);
    return performance.now() - t0;
  }

  /**
   * The bench's frames (tests/bench/trajectory-playback.ts): drawn back to back for `ms`, the playback advancing
   * `stepS` each frame as when playing (following the bus if on), each rasterised before the next when `flush`.
   */
  benchFor(ms: number, stepS: number, flush: boolean): { frames: number; ms: number } {
    const t0 = performance.now();
    let frames = 0;
    while (performance.now() - t0 < ms) {
      this.t += stepS;
      if (this.follow) this.centreOnBus();
      this.draw();
      if (flush) this.ctx?.getImageData(0, 0, 1, 1);
      frames++;
    }
    this.invalidate();
    return { frames, ms: performance.now() - t0 };
  }

  /** The view drawn (the bench draws the same one in SVG). */
  currentView(): MapView {
    return this.view;
  }

  gpx(name: string): string {
    if (!this.track) return '';
    return trackToGpx(this.track, { name, stops: this.stops });
  }

  /** The day as three sheets: 概要, 停车点, 定位点 (for the xlsx worker's buildBook). */
  sheets(title: string, summary: TripSummary): PlainSheet[] {
    const track = this.track;
    if (!track) return [];
    const rows: (string | number)[][] = [];
    for (let i = 0; i < track.time.length; i++)
      rows.push([
        i + 1,
        clockOf(track.time[i] as number),
        (track.lat[i] as number) / 1e6,
        (track.lng[i] as number) / 1e6,
        (track.speed[i] as number) / 10,
        track.direction[i] as number,
      ]);
    return [
      {
        title: '概要',
        headers: ['项目', '数值'],
        rows: [
          ['车辆与日期', title],
          ['开始时间', clockOf(summary.start)],
          ['结束时间', clockOf(summary.end)],
          ['行驶里程（公里）', Math.round(summary.distanceM / 10) / 100],
          ['行驶时长', durationText(summary.movingS)],
          ['停车时长', durationText(summary.stoppedS)],
          ['最高速度（km/h）', summary.maxKmh],
          ['平均速度（km/h）', Math.round(summary.avgKmh * 10) / 10],
          ['定位点数', summary.points],
        ],
        widths: [20, 30],
      },
      {
        title: '停车点',
        headers: ['序号', '开始', '结束', '停留时长', '纬度', '经度'],
        rows: this.stops.map((s, i) => [i + 1, clockOf(s.start), clockOf(s.end), durationText(s.end - s.start), s.lat / 1e6, s.lng / 1e6]),
        widths: [8, 12, 12, 14, 14, 14],
      },
      { title: '定位点', headers: ['序号', '时间', '纬度', '经度', '速度（km/h）', '方向'], rows, widths: [8, 12, 14, 14, 14, 8] },
    ];
  }

  private invalidate(): void {
    this.dirty = true;
    if (!this.looping) {
      this.looping = true;
      raf((ts) => this.loop(ts));
    }
  }

  private loop(ts: number): void {
    const track = this.track;
    if (this.playing && track && track.time.length > 0) {
      if (this.lastTs > 0) this.t += ((ts - this.lastTs) / 1000) * this.rate;
      this.lastTs = ts;
      const end = track.time[track.time.length - 1] as number;
      if (this.t >= end) {
        this.t = end;
        this.playing = false;
        this.emit(true);
      }
      if (this.follow) this.centreOnBus();
      this.dirty = true;
      this.emit(false);
    }
    if (this.dirty) {
      this.dirty = false;
      const t0 = performance.now();
      this.draw();
      this.frameMs.push(performance.now() - t0);
      if (this.frameMs.length > 2000) this.frameMs.splice(0, 1000);
    }
    if (this.playing || this.dirty) raf((next) => this.loop(next));
    else this.looping = false;
  }

  private emit(now: boolean): void {
    const at = performance.now();
    if (!now && at - this.lastTick < TICK_MS) return;
    this.lastTick = at;
    this.onTick?.(this.t, this.playing, this.follow);
  }

  /** The bus at the playback time: between the two fixes around it (world pixels), and its heading. */
  private busAt(): { x: number; y: number; i: number; direction: number } | null {
    const track = this.track;
    if (!track || track.time.length === 0) return null;
    const i = indexAtTime(track.time, this.t);
    const j = Math.min(i + 1, track.time.length - 1);
    const t0 = track.time[i] as number;
    const t1 = track.time[j] as number;
    const f = t1 > t0 ? Math.max(0, Math.min(1, (this.t - t0) / (t1 - t0))) : 0;
    return {
      x: (this.wx[i] as number) + ((this.wx[j] as number) - (this.wx[i] as number)) * f,
      y: (this.wy[i] as number) + ((this.wy[j] as number) - (this.wy[i] as number)) * f,
      i,
      direction: track.direction[i] as number,
    };
  }

  private centreOnBus(): void {
    const bus = this.busAt();
    if (bus) this.view = { ...this.view, center: { x: bus.x, y: bus.y } };
    this.fitted = false;
  }

  /** The simplified indices for the view's zoom (half-zoom steps, each computed once). */
  private indicesFor(zoom: number): Uint32Array {
    const step = Math.floor(zoom * 2) / 2;
    let kept = this.levels.get(step);
    if (!kept) {
      kept = simplifiedIndices(this.importance, TOLERANCE_PX / 2 ** step);
      this.levels.set(step, kept);
    }
    return kept;
  }

  /**
   * The speed band of a drawn segment from fix `a` to fix `b`: its average speed (distance over time), so a long
   * straight leg simplified to one segment keeps its driving colour rather than the 0 km/h of the stop it ends at.
   */
  private bandOf(a: number, b: number): number {
    const track = this.track as BusDayTrack;
    const dt = (track.time[b] as number) - (track.time[a] as number);
    if (dt <= 0) return speedBand(track.speed[b] as number);
    return speedBand((((this.along[b] as number) - (this.along[a] as number)) / dt) * 36);
  }

  /** What the tile layer draws from: rebuilt when the kept points (the zoom's level), the track or the base change. */
  private layerFor(kept: Uint32Array): TrackLayerSource {
    if (!this.layer || this.layer.kept !== kept) {
      this.layer = {
        wx: this.wx,
        wy: this.wy,
        kept,
        band: (a, b) => this.bandOf(a, b),
        routes: this.base.routes,
        stops: this.base.stops,
        datum: this.view.datum,
      };
    }
    return this.layer;
  }

  /**
   * A frame: the cached tiles in view (ground, grid, routes, stops, the grey track and the part played so far; see
   * track-tiles.ts), then what moves — the played track's last piece up to the bus, the stops found, the bus, the
   * scale. The frame's origin is rounded to a device pixel so the tiles copy without resampling. When the origin,
   * zoom, size, layer and stops are the last frame's and the bus only went on (a slow bus at a wide zoom moves less
   * than a pixel a frame), only the box around what moved since is drawn again (clipped to it, from the tiles up).
   */
  private draw(): void {
    const ctx = this.ctx as OffscreenCanvasRenderingContext2D | null;
    if (!ctx) return;
    const view = this.view;
    const dpr = this.dpr;
    const s = 2 ** view.zoom;
    const ox = Math.round((view.center.x * s - view.width / 2) * dpr);
    const oy = Math.round((view.center.y * s - view.height / 2) * dpr);
    const track = this.track;
    const bus = this.busAt();
    const kept = track && track.time.length > 0 ? this.indicesFor(view.zoom) : new Uint32Array(0);
    const playedK = bus ? lastAtOrBefore(kept, bus.i) : -1;
    const layer = this.layerFor(kept);
    const sx = (i: number) => ((this.wx[i] as number) * s * dpr - ox) / dpr;
    const sy = (i: number) => ((this.wy[i] as number) * s * dpr - oy) / dpr;
    const bx = bus ? (bus.x * s * dpr - ox) / dpr : 0;
    const by = bus ? (bus.y * s * dpr - oy) / dpr : 0;
    // What moves on this frame: the bus (its halo is 11 px) and the last piece of track up to it.
    let moving: Box | null = null;
    if (bus) {
      moving = [bx - 14, by - 14, bx + 14, by + 14];
      if (playedK >= 0) moving = grow(moving, sx(kept[playedK] as number), sy(kept[playedK] as number), 3);
    }
    const key = `${ox},${oy},${view.zoom},${view.width},${view.height},${dpr},${this.stopsVersion}`;
    const last = this.frameMoving;
    const partial = key === this.frameKey && layer === this.frameLayer && playedK >= this.framePlayedK && last && moving;
    if (partial && last && moving) {
      // Since the last frame: where the bus and its last piece were, are, and the kept fixes played in between.
      let box: Box = [
        Math.min(last[0], moving[0]),
        Math.min(last[1], moving[1]),
        Math.max(last[2], moving[2]),
        Math.max(last[3], moving[3]),
      ];
      for (let k = Math.max(0, this.framePlayedK); k <= playedK; k++) box = grow(box, sx(kept[k] as number), sy(kept[k] as number), 3);
      const x0 = Math.floor(box[0] * dpr) - 1;
      const y0 = Math.floor(box[1] * dpr) - 1;
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.beginPath();
      ctx.rect(x0, y0, Math.ceil(box[2] * dpr) + 1 - x0, Math.ceil(box[3] * dpr) + 1 - y0);
      ctx.clip();
    }
    this.frameKey = key;
    this.frameLayer = layer;
    this.framePlayedK = playedK;
    this.frameMoving = moving;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.tiles.draw(ctx, layer, view.zoom, dpr, ox, oy, view.width, view.height, playedK);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (track && bus) {
      if (playedK >= 0) {
        // From the last kept fix played to the bus: the one piece of played track not on the tiles yet.
        const a = kept[playedK] as number;
        const b = this.bandOf(a, Math.min(bus.i + 1, track.time.length - 1));
        ctx.lineJoin = 'round';
        ctx.lineCap = 'round';
        ctx.lineWidth = 4;
        ctx.strokeStyle = (SPEED_BANDS[b] as { colour: string }).colour;
        ctx.beginPath();
        ctx.moveTo(sx(a), sy(a));
        ctx.lineTo(bx, by);
        ctx.stroke();
      }
      this.drawFoundStops(ctx, sx, sy);
      this.drawBus(ctx, bx, by, bus.direction);
    }
    drawScaleBar(ctx, view);
    if (partial) ctx.restore();
  }

  private drawFoundStops(ctx: Ctx2D, sx: (i: number) => number, sy: (i: number) => number): void {
    const track = this.track;
    if (!track) return;
    ctx.font = '12px system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
    ctx.textBaseline = 'middle';
    this.stops.forEach((stop, n) => {
      const mid = (stop.from + stop.to) >> 1;
      const x = sx(mid);
      const y = sy(mid);
      if (x < -80 || y < -40 || x > this.view.width + 80 || y > this.view.height + 40) return;
      ctx.beginPath();
      ctx.arc(x, y, 9, 0, Math.PI * 2);
      ctx.fillStyle = STOP_FILL;
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 10px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText('P', x, y + 0.5);
      ctx.textAlign = 'left';
      ctx.font = '12px system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
      const text = `停${n + 1} ${durationText(stop.end - stop.start)}`;
      const w = ctx.measureText(text).width;
      // Above and to the left of the mark: a planned stop's name is written to its right.
      const lx = x - w - 20;
      const ly = y - 22;
      ctx.fillStyle = 'rgba(255,255,255,0.92)';
      ctx.fillRect(lx, ly - 10, w + 8, 20);
      ctx.strokeStyle = STOP_FILL;
      ctx.lineWidth = 1;
      ctx.strokeRect(lx + 0.5, ly - 9.5, w + 7, 19);
      ctx.fillStyle = MAP_COLOURS.label;
      ctx.fillText(text, lx + 4, ly);
    });
  }

  private drawBus(ctx: Ctx2D, x: number, y: number, direction: number): void {
    ctx.save();
    ctx.translate(x, y);
    ctx.beginPath();
    ctx.arc(0, 0, 11, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(29,100,216,0.18)';
    ctx.fill();
    ctx.rotate((direction * Math.PI) / 180);
    ctx.beginPath();
    ctx.moveTo(0, -9);
    ctx.lineTo(6.5, 7);
    ctx.lineTo(0, 3.5);
    ctx.lineTo(-6.5, 7);
    ctx.closePath();
    ctx.fillStyle = BUS;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.restore();
  }
}
