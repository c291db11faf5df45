import { decodeBusDayTrack, encodeBusDayTrack, type TrackPoint } from '@contract/bus-positions';
import { fitView, toScreen } from '@workers/map/map-view';
import type { TrajectoryApi } from '@workers/trajectory.worker';
import { transfer, wrap } from 'comlink';

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
  const points: TrackPoint[] = [];
  let lat = 22_545_231;
  let lng = 114_027_153;
  let heading = 0.3;
  for (let i = 0; i < 20_000; i++) {
    const speed = i % 600 < 60 ? 0 : 300 + Math.round(150 * Math.sin(i / 40));
    heading += Math.sin(i / 97) * 0.02;
    lat += Math.round(Math.cos(heading) * (speed / 36) * 9);
    lng += Math.round(Math.sin(heading) * (speed / 36) * 9.7);
    points.push({ t: 6.5 * 3600 + i, lat, lng, speed, direction: Math.round(((heading * 180) / Math.PI + 360) % 360) });
  }
  return { dayStartMs, points };
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
  const canvas = document.createElement('canvas');
  canvas.style.cssText = `width:${WIDTH}px;height:${HEIGHT}px;display:block`;
  stage.append(canvas);
  const worker = new Worker(new URL('../../../workers/trajectory.worker.ts', import.meta.url), { type: 'module', name: 'trajectory' });
  const api = wrap<TrajectoryApi>(worker);
  const offscreen = canvas.transferControlToOffscreen();
  await api.init(transfer(offscreen, [offscreen]), WIDTH, HEIGHT, 1, null);
  const l0 = performance.now();
  const track = decodeBusDayTrack(bytes);
  const decodeMs = performance.now() - l0;
  const buffers = [track.time, track.lat, track.lng, track.speed, track.direction].map((a) => a.buffer as ArrayBuffer);
  await api.load(transfer(track, buffers), { routes: [], stops: [] }, 3);
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
  // Frames drawn back to back in the worker, no vsync: the rate the worker could sustain.
  await api.fit();
  const d0 = performance.now();
  let drawMs = 0;
  for (let i = 0; i < 200; i++) drawMs += await api.drawNow(false);
  const drawLoopMs = performance.now() - d0;
  // The same with each frame rasterised before the next (a pixel read back): the full cost of a frame.
  await api.zoomAt(-4, WIDTH / 2, HEIGHT / 2);
  const f0 = performance.now();
  let flushMs = 0;
  for (let i = 0; i < 100; i++) flushMs += await api.drawNow(true);
  const flushLoopMs = performance.now() - f0;
  worker.terminate();
  canvas.remove();

  // The plain SVG: the whole day as one polyline, the played part as another, a circle for the bus.
  const view = fitView(
    day.points.map((p) => ({ lat: p.lat / 1e6, lng: p.lng / 1e6 })),
    { width: WIDTH, height: HEIGHT },
    40,
  );
  const xy = day.points.map((p) =>
    toScreen(view, p.lat / 1e6, p.lng / 1e6)
      .map((v) => v.toFixed(1))
      .join(','),
  );
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('width', String(WIDTH));
  svg.setAttribute('height', String(HEIGHT));
  const all = document.createElementNS(ns, 'polyline');
  all.setAttribute('points', xy.join(' '));
  all.setAttribute('fill', 'none');
  all.setAttribute('stroke', '#c0c4cc');
  all.setAttribute('stroke-width', '3');
  const played = document.createElementNS(ns, 'polyline');
  played.setAttribute('fill', 'none');
  played.setAttribute('stroke', '#67c23a');
  played.setAttribute('stroke-width', '4');
  const bus = document.createElementNS(ns, 'circle');
  bus.setAttribute('r', '8');
  bus.setAttribute('fill', '#1d64d8');
  // Following the bus, as the worker does: the whole drawing moves under it each frame.
  const g = document.createElementNS(ns, 'g');
  g.append(all, played, bus);
  svg.append(g);
  stage.append(svg);
  let t = 0;
  let last = performance.now();
  const svgRun = await watchMainThread(ms, () => {
    const now = performance.now();
    t = Math.min(day.points.length - 1, t + ((now - last) / 1000) * 64);
    last = now;
    const i = Math.floor(t);
    played.setAttribute('points', xy.slice(0, i + 1).join(' '));
    const [x, y] = (xy[i] ?? '0,0').split(',');
    bus.setAttribute('cx', x ?? '0');
    bus.setAttribute('cy', y ?? '0');
    g.setAttribute('transform', `translate(${WIDTH / 2 - Number(x)} ${HEIGHT / 2 - Number(y)})`);
  });
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
    drawLoop: { frames: 200, ms: drawLoopMs, drawMs },
    flushLoop: { frames: 100, ms: flushLoopMs, drawMs: flushMs },
    svg: svgRun,
  };
}

(window as unknown as { bench: typeof bench }).bench = bench;
(document.getElementById('state') as HTMLElement).textContent = 'ready';
