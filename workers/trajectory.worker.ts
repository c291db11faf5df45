/**
 * The trajectory worker (docs/bus-tracking.md, "Playback"): the player of workers/trajectory/playback.ts drawing on
 * the OffscreenCanvas the page transferred to it. Created by src/lib/trajectory-client.ts; depends on contract and
 * the map kit only.
 */
import { expose, type ProxyMarked } from 'comlink';
import type { BusDayTrack } from '../contract/bus/positions';
import { type PlaybackBase, Player, type TickListener } from './trajectory/playback';

const player = new Player();

export const trajectoryApi = {
  init: (canvas: OffscreenCanvas, width: number, height: number, dpr: number, onTick: (TickListener & ProxyMarked) | null) =>
    player.init(canvas, width, height, dpr, onTick),
  resize: (width: number, height: number, dpr: number) => player.resize(width, height, dpr),
  load: (track: BusDayTrack, base: PlaybackBase, stopMinutes: number) => player.load(track, base, stopMinutes),
  setBase: (base: PlaybackBase) => player.setBase(base),
  setStopMinutes: (minutes: number) => player.setStopMinutes(minutes),
  fit: () => player.fit(),
  play: () => player.play(),
  pause: () => player.pause(),
  seek: (t: number) => player.seek(t),
  setRate: (rate: number) => player.setRate(rate),
  setFollow: (follow: boolean) => player.setFollow(follow),
  panBy: (dx: number, dy: number) => player.panBy(dx, dy),
  zoomAt: (delta: number, sx: number, sy: number) => player.zoomAt(delta, sx, sy),
  frameStats: (reset?: boolean) => player.frameStats(reset),
  drawNow: (flush?: boolean) => player.drawNow(flush),
  benchFor: (ms: number, stepS: number, flush: boolean) => player.benchFor(ms, stepS, flush),
  currentView: () => player.currentView(),
  gpx: (name: string) => player.gpx(name),
  sheets: (title: string, summary: Parameters<Player['sheets']>[1]) => player.sheets(title, summary),
};
export type TrajectoryApi = typeof trajectoryApi;

expose(trajectoryApi);
