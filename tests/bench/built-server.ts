/**
 * The real built server as a child process, for the benches that measure a start or a process's memory
 * (start-time.ts, pglite-memory.ts): a current build, a free port, spawn until GET /healthz answers, stop.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ESM script without types
import { checkBuild } from '../../scripts/build-stamp.mjs';
import { SMOKE } from './bench-size';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Builds once if the sources changed since the last build, as `npm start` would. */
export function ensureCurrentBuild(): void {
  if ((checkBuild(ROOT) as { current: boolean }).current) return;
  console.log('building the app first (the sources changed since the last build)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('npm run build failed');
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

export interface RunningServer {
  /** From spawn to the first 200 of GET /healthz. */
  readyMs: number;
  /** The spawned process (npm, or node itself). */
  child: ChildProcess;
  /** Where it listens, on 127.0.0.1. */
  port: number;
  /** Why the process ended, with its last lines of output, or undefined while it runs. */
  ended(): Error | undefined;
  /** SIGTERM to the whole process group, then waits until every process of it is gone (the data folder is closed). */
  stop(): Promise<void>;
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Spawns `command args` in its own process group with PORT set, and waits until the server answers. */
export async function startServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<RunningServer> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    // The smoke run's first start seeds a week of attendance, not a school year: its figures mean nothing anyway.
    env: { ...process.env, HOST: '127.0.0.1', ...(SMOKE ? { YUANWU_DEMO_ATTENDANCE_DAYS: '7' } : {}), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The last lines the server wrote, for the error when it stops before answering.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pgid = child.pid ?? 0;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
    for (let i = 0; i < 600 && groupAlive(pgid); i++) await sleep(50);
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  };
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `code ${code}, signal ${signal}`;
  });
  const ended = () => {
    if (!exited) return undefined;
    const message = `${command} ${args.join(' ')} ended (${exited}):\n${output}`;
    // Before our stop: a signal, or a clean exit that only a signal's shutdown (server/main.ts) makes.
    return !stopping && (child.signalCode || child.exitCode === 0) ? new KilledFromOutside(message) : new Error(message);
  };
  while (performance.now() - t0 < timeoutMs) {
    const gone = ended();
    if (gone) throw gone;
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { readyMs: performance.now() - t0, child, port, stop, ended };
    await sleep(20);
  }
  await stop();
  throw new Error(`${command} ${args.join(' ')} did not answer within ${timeoutMs} ms`);
}

/** A server that ended on a signal this bench did not send (on a shared machine, someone's broad `pkill`). */
export class KilledFromOutside extends Error {}

/** Runs one measurement again when its server was killed from outside, at most 3 times, and says so. */
export async function retryKilled<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (!(e instanceof KilledFromOutside) || attempt === 3) throw e;
      console.log(`  (a server was killed from outside the bench: ${e.message.split('\n')[0]}; measuring that run again)`);
    }
  }
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
