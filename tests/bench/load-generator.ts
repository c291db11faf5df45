/** Runs tests/bench/http-load.ts in a process of its own (off the server's event loop) and returns its figures. */
import { spawn } from 'node:child_process';

export interface LoadSpec {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationMs: number;
  warmupMs: number;
  /** The status a good answer has (default 200; a revalidation's is 304). */
  expect?: number;
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  requests: number;
}

export function runLoad(spec: LoadSpec): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/http-load.ts', JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Load) : reject(new Error(`load generator exited ${code}`))));
  });
}
