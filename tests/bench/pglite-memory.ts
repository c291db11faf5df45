/**
 * `npm run bench`: the idle RSS of the real server (node dist/server/main.js on an existing data folder, 5 s after
 * it answers) on PGlite with PGlite's own memory settings (shared_buffers 128MB), on PGlite with the project's
 * (server/db/pglite-memory.ts), and on PostgreSQL, median of 3 each, with what the RSS is made of:
 * the WASM linear memory PGlite runs PostgreSQL in (its resident part), the JS heap, the rest of the anonymous
 * memory (malloc, compiled code) and the mapped files (node itself, native modules).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureCurrentBuild, median, retryKilled, startServer } from './built-server';
import { benchSize } from './bench-size';

const RUNS = Number(process.env.BENCH_MEMORY_RUNS ?? benchSize(3, 1));
const IDLE_MS = benchSize(5_000, 200);
const MiB = 2 ** 20;
const dir = mkdtempSync(join(tmpdir(), 'yuanwu-bench-memory-'));
const probeOut = join(dir, 'probe.json');

interface Figures {
  rss: number;
  wasm: number;
  heap: number;
  otherAnon: number;
  files: number;
}

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  anonymous: boolean;
  rss: number;
}

function mappings(pid: number): Mapping[] {
  const out: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(\S*)$/.exec(line);
    if (head) {
      out.push({
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3] ?? '',
        anonymous: head[4] === '0' && !head[5],
        rss: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = out[out.length - 1];
    if (rss && last) last.rss = Number(rss[1]) * 1024;
  }
  return out;
}

/**
 * The resident part of the process's WASM memories: V8 reserves each as its accessible pages followed by an
 * inaccessible guard region, together at least 4 GiB (bounds checks by page faults); nothing else in a Node
 * process is mapped that way (the pointer cage and code range reserve less).
 */
function wasmResident(pid: number): number {
  const maps = mappings(pid);
  let total = 0;
  maps.forEach((m, i) => {
    const guard = maps[i + 1];
    const reserved = guard && guard.start === m.end && guard.perms === '---p' ? guard.end - m.start : 0n;
    if (m.perms === 'rw-p' && m.anonymous && reserved >= 4n * 2n ** 30n) total += m.rss;
  });
  return total;
}

/** Resident bytes from /proc/<pid>/status: anonymous, file-backed (and shared), all. */
function procFigures(pid: number): { rssAnon: number; rssFile: number; rss: number; wasm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rssAnon: kb('RssAnon'), rssFile: kb('RssFile') + kb('RssShmem'), rss: kb('VmRSS'), wasm: wasmResident(pid) };
}

async function idleServer(env: Record<string, string>): Promise<Figures> {
  const server = await startServer('node', ['--import', './tests/bench/memory-probe.mjs', 'dist/server/main.js'], {
    ...env,
    MEMORY_PROBE_OUT: probeOut,
  });
  try {
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const pid = server.child.pid ?? 0;
    const ended = server.ended();
    if (ended) throw ended;
    rmSync(probeOut, { force: true });
    process.kill(pid, 'SIGUSR2');
    for (let i = 0; i < 100; i++) {
      try {
        readFileSync(probeOut);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    const usage = JSON.parse(readFileSync(probeOut, 'utf8')) as NodeJS.MemoryUsage;
    const proc = procFigures(pid);
    return {
      rss: proc.rss,
      wasm: proc.wasm,
      heap: usage.heapTotal,
      otherAnon: proc.rssAnon - proc.wasm - usage.heapTotal,
      files: proc.rssFile,
    };
  } finally {
    await server.stop();
  }
}

async function measure(label: string, env: Record<string, string>): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await retryKilled(() => idleServer(env)));
  const pick = (k: keyof Figures) => median(runs.map((r) => r[k]));
  const f: Figures = { rss: pick('rss'), wasm: pick('wasm'), heap: pick('heap'), otherAnon: pick('otherAnon'), files: pick('files') };
  const mib = (n: number) => `${(n / MiB).toFixed(0)} MiB`.padStart(8);
  console.log(
    `${label.padEnd(36)} RSS ${mib(f.rss)} (runs ${runs.map((r) => (r.rss / MiB).toFixed(0)).join(', ')})` +
      ` = WASM memory ${mib(f.wasm)} + JS heap ${mib(f.heap)} + other anonymous ${mib(f.otherAnon)} + files ${mib(f.files)}`,
  );
  return f;
}

/** A fresh PostgreSQL database for the PostgreSQL-backed server, or none when PostgreSQL does not answer. */
async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `yuanwu_bench_memory_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

ensureCurrentBuild();
const dataDir = join(dir, 'data');
const postgres = await postgresDatabase();
try {
  // First starts create the data folder or the tables and seed the demo data; the figures are of later starts.
  await (await startServer('node', ['dist/server/main.js'], { DATA_DIR: dataDir })).stop();
  if (postgres) await (await startServer('node', ['dist/server/main.js'], { DATABASE_URL: postgres.url })).stop();

  console.log(`\nidle server RSS, ${IDLE_MS / 1000} s after start on an existing database (demo data), median of ${RUNS}`);
  const defaults = await measure("PGlite, PGlite's settings (128MB)", { DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: '128MB' });
  const ours = await measure("PGlite, the project's settings", { DATA_DIR: dataDir });
  console.log(`  the project's settings: ${(ours.rss / defaults.rss).toFixed(2)}× the RSS of PGlite's own`);
  if (postgres) {
    const onPostgres = await measure('PostgreSQL (the node process only)', { DATABASE_URL: postgres.url });
    console.log(`  PGlite with the project's settings: ${(ours.rss / onPostgres.rss).toFixed(2)}× the PostgreSQL-backed server`);
  } else console.log('PostgreSQL: not reachable at BENCH_DATABASE_URL or 127.0.0.1:5432, skipped');
} finally {
  await postgres?.drop();
  rmSync(dir, { recursive: true, force: true });
}
