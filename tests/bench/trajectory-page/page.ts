import { decodeBusDayTrack, encodeBusDayTrack, type TrackPoint } from '@contract/bus/positions';
import { fitView, toScreen } from '@workers/map/map-view';
import type { TrajectoryApi } from '@workers/trajectory.worker';
import { type Remote, transfer, wrap } from 'comlink';
import { busDayDrive, DRIVE_START_SECONDS } from '../bus-day-drive';

/**
 * The playback bench page: one 20,000-point bus-day (a fix a second from 06:30, driving and standing as the JT/T 808
 * bench's day), played by the real trajectory worker on a transferred OffscreenCanvas while this page counts its own
 * animation frames and long tasks; then the same day as a plain main-thread SVG polyline, replayed the naive way
 * (the played part's `points` rewritten each frame, a circle moved, the drawing moved to keep the bus in the middle).
 */
const WIDTH = 1200;
const HEIGHT = 700;
const stage = document.getElementById('stage') as HTMLDivElement;

function makeDay(): { dayStartMs: number; points: TrackPoint[] } {
  const dayStartMs = Date.parse('2026-11-20T00:00:00+08:00');
  const points: TrackPoint[] = busDayDrive(20_000).map(({ second, ...fix }) => ({ t: DRIVE_START_SECONDS + second, ...fix }));
  return { dayStartMs, points };
}

/** Where the worker's canvas lies over the SVG's place, to be shown in turn with it. */
const OVER_STAGE = 'position:absolute;left:0;top:0';

/** The trajectory worker drawing on a canvas of the stage, as the app makes it. */
async function startWorker(placement: string) {
  const canvas = document.createElement('canvas');
  canvas.style.cssText = `width:${WIDTH}px;height:${HEIGHT}px;display:block;${placement}`;
  stage.append(canvas);
  const worker = new Worker(new URL('../../../workers/trajectory.worker.ts', import.meta.url), { type: 'module', name: 'trajectory' });
  const api = wrap<TrajectoryApi>(worker);
  const offscreen = canvas.transferControlToOffscreen();
  await api.init(transfer(offscreen, [offscreen]), WIDTH, HEIGHT, 1, null);
  return { canvas, worker, api };
}

/** Hands a decoded day to the worker, its arrays transferred. */
async function loadTrack(api: Remote<TrajectoryApi>, track: ReturnType<typeof decodeBusDayTrack>): Promise<void> {
  const buffers = [track.time, track.lat, track.lng, track.speed, track.direction].map((a) => a.buffer as ArrayBuffer);
  await api.load(transfer(track, buffers), { routes: [], stops: [] }, 3);
}

/** Animation frames of this page and its long tasks while `run` goes on. */
async function watchMainThread(ms: number, during?: () => void): Promise<{ fps: number; longest: number; longTasks: number }> {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push(e.duration);
  });
  observer.observe({ type: 'longtask' });
  let frames = 0;
  const t0 = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      frames++;
      during?.();
      if (performance.now() - t0 < ms) requestAnimationFrame(tick);
      else resolve();
    };
    requestAnimationFrame(tick);
  });
  const elapsed = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 50));
  observer.disconnect();
  return { fps: (frames / elapsed) * 1000, longest: Math.max(0, ...tasks), longTasks: tasks.length };
}

async function bench(o: { seconds: number }) {
  const ms = o.seconds * 1000;
  const day = makeDay();
  const bytes = encodeBusDayTrack(day.dayStartMs, day.points);
  const idle = await watchMainThread(ms);

  // The worker, as the app makes it.
  const { canvas, worker, api } = await startWorker('');
  const l0 = performance.now();
  const track = decodeBusDayTrack(bytes);
  const decodeMs = performance.now() - l0;
  await loadTrack(api, track);
  const loadMs = performance.now() - l0;
  await api.setRate(64);
  await api.frameStats(true);

  // Fitted to the whole day, following the bus at ×64.
  await api.play();
  const fitted = await watchMainThread(ms);
  const fittedFrames = await api.frameStats(true);
  // Zoomed in 4 levels on the bus (a street's scale), still following.
  await api.zoomAt(4, WIDTH / 2, HEIGHT / 2);
  await api.frameStats(true);
  const zoomed = await watchMainThread(ms);
  const zoomedFrames = await api.frameStats(true);
  await api.pause();
  // Frames drawn back to back in the worker (no vsync), following the bus from mid-day at ×64 of a 60 Hz frame each:
  // the rate the worker could sustain, recorded only (fitted), then each rasterised before the next (a pixel read
  // back: the full cost of a frame) 4 levels in.
  await api.fit();
  await api.setFollow(true);
  await api.seek((day.points[day.points.length >> 1] as TrackPoint).t);
  const drawLoop = await api.benchFor(1000, 64 / 60, false);
  await api.seek((day.points[day.points.length >> 1] as TrackPoint).t);
  await api.zoomAt(4, WIDTH / 2, HEIGHT / 2);
  const flushLoop = await api.benchFor(1000, 64 / 60, true);
  worker.terminate();
  canvas.remove();

  const svg = new SvgTrack(day.points);
  const svgRun = await watchMainThread(ms, svg.playing(day.points.length / 2, 64, 1));
  svg.remove();

  return {
    points: day.points.length,
    bytes: bytes.length,
    decodeMs,
    loadMs,
    idle,
    fitted,
    fittedFrames,
    zoomed,
    zoomedFrames,
    drawLoop: { ...drawLoop, drawMs: drawLoop.ms },
    flushLoop: { ...flushLoop, drawMs: flushLoop.ms },
    svg: svgRun,
  };
}

/**
 * The plain main-thread SVG a competent developer would write: the whole day as one polyline (grey), the played part
 * as another (green, points appended as the bus moves on), a circle for the bus; following the bus with one transform
 * on the group (translate and scale), strokes set to keep their pixel width when zoomed. Of the ways tried (the
 * viewBox moved instead, `vector-effect: non-scaling-stroke`, round joins as the worker draws), this was the fastest.
 */
class SvgTrack {
  private readonly ns = 'http://www.w3.org/2000/svg';
  private readonly svg: SVGSVGElement;
  private readonly g: SVGGElement;
  private readonly all: SVGPolylineElement;
  private readonly played: SVGPolylineElement;
  private readonly bus: SVGCircleElement;
  /** Each fix in the fitted view's CSS pixels (the view the worker fits, 40 px padding). */
  private readonly x: Float64Array;
  private readonly y: Float64Array;
  private shown = -1;
  private scale = 1;
  /** The fitted view's zoom (the worker's may differ by a hair: the bench scales to match it). */
  readonly zoom: number;

  constructor(private readonly points: TrackPoint[]) {
    const view = fitView(
      points.map((p) => ({ lat: p.lat / 1e6, lng: p.lng / 1e6 })),
      { width: WIDTH, height: HEIGHT },
      40,
    );
    this.zoom = view.zoom;
    this.x = new Float64Array(points.length);
    this.y = new Float64Array(points.length);
    const xy: string[] = [];
    points.forEach((p, i) => {
      const [sx, sy] = toScreen(view, p.lat / 1e6, p.lng / 1e6);
      this.x[i] = sx;
      this.y[i] = sy;
      xy.push(`${sx.toFixed(1)},${sy.toFixed(1)}`);
    });
    const el = <K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string>) => {
      const e = document.createElementNS(this.ns, tag) as SVGElementTagNameMap[K];
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
      return e;
    };
    this.svg = el('svg', { width: String(WIDTH), height: String(HEIGHT) });
    this.svg.style.cssText = 'position:absolute;left:0;top:0;background:#f4f6f8';
    this.g = el('g', {});
    this.all = el('polyline', { fill: 'none', points: xy.join(' '), stroke: '#909399', 'stroke-width': '2.5' });
    this.played = el('polyline', { fill: 'none', stroke: '#67c23a', 'stroke-width': '4' });
    this.bus = el('circle', { r: '8', fill: '#1d64d8' });
    this.g.append(this.all, this.played, this.bus);
    this.svg.append(this.g);
    this.attach();
  }

  attach(): void {
    stage.append(this.svg);
  }

  /** Shows the playback at fix index `i` (fractional: the bus between two fixes), following it at `scale` × the fitted zoom. */
  show(at: number, scale: number): void {
    const n = this.points.length;
    const i = Math.max(0, Math.min(n - 1, Math.floor(at)));
    const j = Math.min(n - 1, i + 1);
    const f = Math.max(0, Math.min(1, at - i));
    const bx = (this.x[i] as number) + ((this.x[j] as number) - (this.x[i] as number)) * f;
    const by = (this.y[i] as number) + ((this.y[j] as number) - (this.y[i] as number)) * f;
    if (i < this.shown) this.shown = -1;
    if (this.shown < 0) {
      const xy: string[] = [];
      for (let k = 0; k <= i; k++) xy.push(`${(this.x[k] as number).toFixed(1)},${(this.y[k] as number).toFixed(1)}`);
      this.played.setAttribute('points', xy.join(' '));
    } else {
      const list = this.played.points;
      for (let k = this.shown + 1; k <= i; k++) {
        const p = this.svg.createSVGPoint();
        p.x = this.x[k] as number;
        p.y = this.y[k] as number;
        list.appendItem(p);
      }
    }
    this.shown = i;
    if (scale !== this.scale) {
      this.scale = scale;
      this.all.setAttribute('stroke-width', String(2.5 / scale));
      this.played.setAttribute('stroke-width', String(4 / scale));
      this.bus.setAttribute('r', String(8 / scale));
    }
    this.bus.setAttribute('cx', bx.toFixed(2));
    this.bus.setAttribute('cy', by.toFixed(2));
    this.g.setAttribute(
      'transform',
      `translate(${WIDTH / 2} ${HEIGHT / 2}) scale(${scale}) translate(${(-bx).toFixed(2)} ${(-by).toFixed(2)})`,
    );
  }

  /** A per-frame callback playing at `rate` (fixes are a second apart) from fix `from`, by the wall clock. */
  playing(from: number, rate: number, scale: number): () => void {
    const t0 = performance.now();
    return () => this.show(from + ((performance.now() - t0) / 1000) * rate, scale);
  }

  remove(): void {
    this.svg.remove();
  }
}

interface Side {
  frames: number;
  ms: number;
}
type Scene = 'start' | 'fitted' | 'zoomed';
interface Round {
  scene: Scene;
  worker: Side;
  svg: Side;
  workerPlayed: Side;
  svgPlayed: Side;
}

/** Frames of the SVG, each waited on until its rendering is committed (rAF, then a task after it), for `ms`. */
async function svgFrames(svg: SvgTrack, from: number, step: number, scale: number, ms: number): Promise<Side> {
  let k = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    await new Promise<void>((done) =>
      requestAnimationFrame(() => {
        svg.show(from + k * step, scale);
        k++;
        setTimeout(done, 0);
      }),
    );
  }
  return { frames: k, ms: performance.now() - t0 };
}

/** Frames of the SVG played by the wall clock in a plain requestAnimationFrame loop (the app's way of playing). */
async function svgPlayed(svg: SvgTrack, from: number, rate: number, scale: number, ms: number): Promise<Side> {
  const frame = svg.playing(from, rate, scale);
  let k = 0;
  const t0 = performance.now();
  await new Promise<void>((done) => {
    const tick = () => {
      frame();
      k++;
      if (performance.now() - t0 < ms) requestAnimationFrame(tick);
      else done();
    };
    requestAnimationFrame(tick);
  });
  return { frames: k, ms: performance.now() - t0 };
}

/**
 * The worker against the SVG doing the same frames: both follow the bus, from the start of the day at the fitted zoom
 * (the bus at the track's first fix: much of the day off the canvas), and from the middle of the day (half of it played,
 * all of it in view) fitted and 4 levels in, advancing ×64 of a 60 Hz frame each frame. Rounds interleave the two
 * sides (in turn first) so the machine's load hits both; each side's frames are waited on: the worker's each
 * rasterised (a pixel read) before the next, the SVG's each through paint and commit (rAF, then a task).
 */
async function compare(o: { rounds: number; ms: number }): Promise<Round[]> {
  const day = makeDay();
  const bytes = encodeBusDayTrack(day.dayStartMs, day.points);
  const { canvas, worker, api } = await startWorker(OVER_STAGE);
  const track = decodeBusDayTrack(bytes);
  await loadTrack(api, track);
  await api.setRate(64);
  const svg = new SvgTrack(day.points);
  svg.remove();
  const mid = Math.floor(day.points.length / 2);
  const step = 64 / 60;
  const workerScene = async (scale: number, tFrom: number) => {
    await api.fit();
    await api.setFollow(true);
    await api.seek(tFrom);
    if (scale > 1) await api.zoomAt(Math.log2(scale), WIDTH / 2, HEIGHT / 2);
  };
  await workerScene(1, 0);
  // The SVG at the worker's very zoom.
  const fitScale = 2 ** ((await api.currentView()).zoom - svg.zoom);
  const rounds: Round[] = [];
  for (let r = 0; r < o.rounds; r++) {
    for (const [n, scene] of (['start', 'fitted', 'zoomed'] as const).entries()) {
      const scale = scene === 'zoomed' ? 16 : 1;
      const svgScale = scale * fitScale;
      const from = scene === 'start' ? 0 : mid;
      const tFrom = (day.points[from] as TrackPoint).t;
      const runWorker = async () => {
        canvas.style.visibility = 'visible';
        await workerScene(scale, tFrom);
        const raster = await api.benchFor(o.ms, step, true);
        await workerScene(scale, tFrom);
        await api.frameStats(true);
        const p0 = performance.now();
        await api.play();
        await new Promise((done) => setTimeout(done, o.ms));
        await api.pause();
        const played = { frames: (await api.frameStats(true)).frames, ms: performance.now() - p0 };
        canvas.style.visibility = 'hidden';
        return { raster, played };
      };
      const runSvg = async () => {
        svg.attach();
        svg.show(from, svgScale);
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        const frames = await svgFrames(svg, from, step, svgScale, o.ms);
        svg.show(from, svgScale);
        const played = await svgPlayed(svg, from, 64, svgScale, o.ms);
        svg.remove();
        return { frames, played };
      };
      // In turn first, so neither side always runs on the warmer or the quieter machine.
      let w: Awaited<ReturnType<typeof runWorker>>;
      let s: Awaited<ReturnType<typeof runSvg>>;
      if ((r + n) % 2 === 0) {
        w = await runWorker();
        s = await runSvg();
      } else {
        s = await runSvg();
        w = await runWorker();
      }
      rounds.push({ scene, worker: w.raster, svg: s.frames, workerPlayed: w.played, svgPlayed: s.played });
    }
  }
  worker.terminate();
  canvas.remove();
  return rounds;
}

/**
 * For a look at the frames (screenshots): the worker paused at fix `at`, following the bus, `zoomIn` levels in from
 * fitted; then `playMs` of frames back to back (`stepS` apart, ×64 a 60 Hz frame by default); `redrawWhole()` draws the last frame again
 * from nothing (a frame drawn in part must look the same).
 */
async function scene(o: { at: number; zoomIn: number; svg: boolean; playMs?: number; stepS?: number }): Promise<void> {
  const day = makeDay();
  if (o.svg) {
    const svg = new SvgTrack(day.points);
    svg.show(o.at, 2 ** o.zoomIn);
    return;
  }
  const { api } = await startWorker(OVER_STAGE);
  const track = decodeBusDayTrack(encodeBusDayTrack(day.dayStartMs, day.points));
  await loadTrack(api, track);
  await api.setFollow(true);
  await api.seek((day.points[o.at] as TrackPoint).t);
  if (o.zoomIn) await api.zoomAt(o.zoomIn, WIDTH / 2, HEIGHT / 2);
  await api.drawNow(true);
  if (o.playMs) await api.benchFor(o.playMs, o.stepS ?? 64 / 60, true);
  // The same frame drawn whole (setting the canvas's size clears it and the next frame is drawn from nothing).
  (window as unknown as { redrawWhole: () => Promise<void> }).redrawWhole = async () => {
    await api.resize(WIDTH, HEIGHT, 1);
    await api.drawNow(true);
  };
}

(window as unknown as { scene: typeof scene }).scene = scene;
(window as unknown as { compare: typeof compare }).compare = compare;
(window as unknown as { bench: typeof bench }).bench = bench;
(document.getElementById('state') as HTMLElement).textContent = 'ready';
