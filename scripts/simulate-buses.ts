/**
 * `npm run simulate:buses`: the demo school's three buses as JT/T 808 terminals (README "Bus tracking"). Each
 * connects to the server's JT808 port under its car's GPS device id, registers, authenticates, then reports its
 * position (0x0200) every second while it drives its loop of stops in real time: speeds up and slows down, waits at
 * stations. 粤BD56789 drives through a tunnel every five minutes and sends what it kept as one batch (0x0704) when it
 * comes out; 粤B8K9Z3 is now and then over 60 km/h.
 *
 *   npm run simulate:buses -- [--host 127.0.0.1] [--port 7808] [--speed-up 1]
 *
 * `--speed-up 10` moves the buses ten times as fast (still one report a second, each stamped with the real time).
 */
import { parseArgs } from 'node:util';
import type { Location } from '../server/jt808/codec';
import { TerminalClient } from '../server/jt808/terminal-client';
import { CARS, STOPS } from '../server/seed/demo-bus';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: process.env.JT808_PORT && process.env.JT808_PORT !== 'off' ? process.env.JT808_PORT : '7808' },
    'speed-up': { type: 'string', default: '1' },
  },
});
const HOST = values.host;
const PORT = Number(values.port);
const SPEED_UP = Math.max(0.1, Number(values['speed-up']) || 1);

/** Each car's loop, by index into the demo stops: the morning route and back, the afternoon one and back, a ring. */
const LOOPS = [
  { stops: [0, 1, 2, 3, 7, 3, 2, 1], cruise: 32, fast: false, tunnel: false },
  { stops: [7, 4, 5, 6, 5, 4], cruise: 36, fast: false, tunnel: true },
  { stops: [7, 5, 6], cruise: 40, fast: true, tunnel: false },
] as const;
const DWELL_S = 30;
const ACCEL = 1; // m/s², a loaded bus
const TUNNEL_EVERY_S = 300;
const TUNNEL_S = 30;

type Report = Omit<Location, 'time'> & { time: Date };

/** Metres between two WGS-84 points (equirectangular: stops are a few km apart) and the bearing from a to b. */
function leg(a: readonly [number, number], b: readonly [number, number]) {
  const k = Math.cos((((a[0] + b[0]) / 2) * Math.PI) / 180);
  const dy = (b[0] - a[0]) * 111_320;
  const dx = (b[1] - a[1]) * 111_320 * k;
  return { metres: Math.hypot(dx, dy), bearing: Math.round(((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360) };
}

class Bus {
  private at = 0; // index into the loop
  private along = 0; // metres along the current leg
  private speed = 0; // m/s
  private dwell = DWELL_S;
  private cruise: number; // km/h for this leg

  constructor(private readonly loop: (typeof LOOPS)[number]) {
    this.cruise = loop.cruise;
  }

  private stop(i: number): readonly [number, number] {
    const s = STOPS[this.loop.stops[i % this.loop.stops.length] as number];
    return [s?.[1] ?? 0, s?.[2] ?? 0];
  }

  /** Moves the bus `dt` simulated seconds on and returns where it is. */
  step(dt: number, time: Date): Report {
    let left = dt;
    while (left > 0) {
      const tick = Math.min(left, 1);
      left -= tick;
      if (this.dwell > 0) {
        this.dwell -= tick;
        this.speed = 0;
        continue;
      }
      const { metres } = leg(this.stop(this.at), this.stop(this.at + 1));
      const remaining = metres - this.along;
      // As fast as the cruise speed allows, slow enough to stop at the next station.
      const target = Math.min(this.cruise / 3.6, Math.sqrt(2 * ACCEL * Math.max(remaining, 0)));
      this.speed = this.speed < target ? Math.min(target, this.speed + ACCEL * tick) : target;
      this.along += Math.max(this.speed, 0.5) * tick;
      if (this.along >= metres) {
        this.at = (this.at + 1) % this.loop.stops.length;
        this.along = 0;
        this.speed = 0;
        this.dwell = DWELL_S;
        // The fast bus speeds on one leg in three (an overspeed alert to watch for).
        this.cruise = this.loop.fast && Math.random() < 0.34 ? 62 + Math.random() * 8 : this.loop.cruise + Math.random() * 6 - 3;
      }
    }
    const a = this.stop(this.at);
    const b = this.stop(this.at + 1);
    const { metres, bearing } = leg(a, b);
    const f = metres > 0 ? this.along / metres : 0;
    return {
      alarm: 0,
      status: 0x03, // ACC on, positioned
      lat: Math.round((a[0] + (b[0] - a[0]) * f) * 1e6),
      lng: Math.round((a[1] + (b[1] - a[1]) * f) * 1e6),
      altitude: 12,
      speed: Math.round(this.speed * 36),
      direction: bearing,
      time,
    };
  }
}

async function drive(index: number): Promise<never> {
  const [plate, , , phone] = CARS[index] ?? [];
  const loop = LOOPS[index];
  if (!phone || !plate || !loop) throw new Error(`no demo car ${index}`);
  const bus = new Bus(loop);
  let elapsed = 0;
  for (;;) {
    let client: TerminalClient | undefined;
    try {
      client = await TerminalClient.connect(HOST, PORT, phone);
      await client.signIn(plate);
      console.log(`${plate} (${phone}) 已连接 ${HOST}:${PORT}`);
      let kept: Report[] = [];
      for (;;) {
        const second = Date.now();
        const report = bus.step(SPEED_UP, new Date(Math.floor(second / 1000) * 1000));
        elapsed++;
        const inTunnel = loop.tunnel && elapsed % TUNNEL_EVERY_S >= TUNNEL_EVERY_S - TUNNEL_S;
        if (inTunnel) kept.push(report);
        else {
          if (kept.length > 0) {
            const answer = await client.reportBatch(kept);
            console.log(`${plate} 出隧道，补传 ${kept.length} 个定位点（结果 ${answer.result}）`);
            kept = [];
          }
          const answer = await client.report(report);
          if (answer.result !== 0) console.warn(`${plate} 定位上报被拒绝（结果 ${answer.result}）`);
        }
        if (client.isClosed) throw new Error('connection closed');
        await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - second))));
      }
    } catch (e) {
      console.warn(`${plate}: ${e instanceof Error ? e.message : e}；5秒后重连`);
      client?.close();
      await new Promise((r) => setTimeout(r, 5000));
    }
  }
}

console.log(`校车模拟：${CARS.length} 辆车 → tcp://${HOST}:${PORT}，速度 ×${SPEED_UP}（Ctrl+C 停止）`);
await Promise.all(CARS.map((_, i) => drive(i)));
