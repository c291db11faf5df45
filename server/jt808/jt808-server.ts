import { createServer, type Socket } from 'node:net';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { type Fix, fixIssue } from '../services/bus/positions/fixes';
import { FixWriter, type OnFixesStored } from '../services/bus/positions/store-fixes';
import { authenticateTerminal, registerTerminal, type TerminalCar } from '../services/bus/positions/terminal-cars';
import {
  decodeFrame,
  encodeFrame,
  FrameSplitter,
  type Header,
  isPositioned,
  Jt808Error,
  type Location,
  MsgId,
  platformResponse,
  readAuthCode,
  readLocation,
  readLocationBatch,
  RegisterResult,
  registerResponse,
  Result,
} from './codec';

export interface Jt808Options {
  db: Db;
  clock: Clock;
  host: string;
  /** 0 for an ephemeral port (tests). */
  port: number;
  busTrackDays: number;
  log?: { info(msg: string): void; warn(msg: string): void; error(e: unknown): void };
  /** A connection silent this long is closed (terminals beat every 60 s by default). */
  idleMs?: number;
  /** Hears of the fixes stored, after their commit and off the terminals' answers (the alert engine). */
  onStored?: OnFixesStored;
}

export interface Jt808Server {
  port: number;
  /** Connections open now. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * The JT/T 808 listener (docs/bus-tracking.md): a terminal registers (0x0100, its phone number must be a car's GPS
 * device id) and gets an auth code, authenticates with it on every connection (0x0102), then its heartbeats and
 * location reports (0x0200, batches 0x0704) are answered with 0x8001 once the fixes are committed. Messages of one
 * connection are handled in order; reports are stored in batches across connections (FixWriter).
 */
export async function startJt808Server(opts: Jt808Options): Promise<Jt808Server> {
  const writer = new FixWriter(opts.db, undefined, undefined, opts.onStored);
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveTerminal(socket, opts, writer);
  });
  server.maxConnections = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : opts.port,
    connections: () => sockets.size,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.end();
      await writer.drain();
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

function serveTerminal(socket: Socket, opts: Jt808Options, writer: FixWriter): void {
  const splitter = new FrameSplitter();
  let car: TerminalCar | null = null;
  let authedPhone = '';
  let serial = 0;
  let chain: Promise<void> = Promise.resolve();
  socket.setNoDelay(true);
  socket.setTimeout(opts.idleMs ?? 5 * 60_000, () => socket.destroy());
  socket.on('error', () => socket.destroy());

  const send = (to: Header, msgId: number, body: Uint8Array) => {
    if (!socket.writable) return;
    serial = (serial + 1) & 0xffff;
    socket.write(encodeFrame(msgId, body, { ...to, serial }));
  };
  const answer = (h: Header, result: number) => send(h, MsgId.platformResponse, platformResponse(h.serial, h.msgId, result));

  /** Valid fixes of the car (reports without a position fix, or out of range, are left out). */
  const fixesOf = (locations: Location[], now: Date, c: TerminalCar): Fix[] =>
    locations.flatMap((l) => {
      if (!l.time || !isPositioned(l)) return [];
      const fix: Fix = { ...c, ...l, time: l.time };
      return fixIssue(fix, now, opts.busTrackDays) ? [] : [fix];
    });

  async function handle(h: Header, body: Uint8Array): Promise<void> {
    if (h.encrypted || h.subpackage) return answer(h, Result.unsupported);
    switch (h.msgId) {
      case MsgId.register: {
        const registered = await registerTerminal(opts.db, h.phone, opts.clock.now());
        if (!registered) opts.log?.warn(`JT808: registration refused for unknown phone ${h.phone}`);
        return send(
          h,
          MsgId.registerResponse,
          registered
            ? registerResponse(h.serial, RegisterResult.ok, registered.authCode)
            : registerResponse(h.serial, RegisterResult.noTerminal),
        );
      }
      case MsgId.auth: {
        car = await authenticateTerminal(opts.db, h.phone, readAuthCode(h, body));
        authedPhone = car ? h.phone : '';
        if (car) opts.log?.info(`JT808: terminal ${h.phone} authenticated from ${socket.remoteAddress}`);
        else opts.log?.warn(`JT808: authentication refused for ${h.phone} from ${socket.remoteAddress}`);
        return answer(h, car ? Result.ok : Result.failed);
      }
      case MsgId.heartbeat:
        return answer(h, Result.ok);
      case MsgId.terminalResponse:
        return; // the terminal acknowledging one of ours: nothing to answer
      case MsgId.logout:
        car = null;
        authedPhone = '';
        return answer(h, Result.ok);
      case MsgId.location:
      case MsgId.locationBatch: {
        const c = car;
        if (!c || h.phone !== authedPhone) return answer(h, Result.failed);
        let locations: Location[];
        try {
          locations = h.msgId === MsgId.location ? [readLocation(body)] : readLocationBatch(body);
        } catch {
          return answer(h, Result.badMessage);
        }
        const fixes = fixesOf(locations, opts.clock.now(), c);
        // A single report that is positioned but out of range (a time far off, a bad coordinate) is bad.
        const positioned = locations.filter((l) => l.time && isPositioned(l)).length;
        if (h.msgId === MsgId.location && positioned === 1 && fixes.length === 0) return answer(h, Result.badMessage);
        // Not awaited: the next message is read while this one is stored; the answer goes once it is committed.
        writer.write(fixes).then(
          () => answer(h, Result.ok),
          (e) => {
            opts.log?.error(e);
            answer(h, Result.failed);
          },
        );
        return;
      }
      default:
        return answer(h, Result.unsupported);
    }
  }

  socket.on('data', (chunk: Buffer) => {
    let frames: Uint8Array[];
    try {
      frames = splitter.push(chunk);
    } catch {
      socket.destroy();
      return;
    }
    for (const frame of frames) {
      chain = chain.then(async () => {
        try {
          const { header, body } = decodeFrame(frame);
          await handle(header, body);
        } catch (e) {
          if (e instanceof Jt808Error) {
            if (e.header) answer(e.header, Result.badMessage);
          } else opts.log?.error(e);
        }
      });
    }
  });
}
