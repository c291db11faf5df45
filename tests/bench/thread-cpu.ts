import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (ms) of every thread on this machine, by process and thread name, read from Linux's /proc: the bench
 * takes one before and one after a phase (BENCH_THREAD_CPU=1) to show where the two cores went — IndexedDB's
 * backend, the sync worker, the network service, the server, the kernel writing pages back.
 */
export type ThreadCpu = Map<string, number>;

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** A short name for a process: chromium's by its --type, others by their command. */
function processName(pid: string): string {
  const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  if (!cmd[0]?.includes('chrom')) return (cmd[0] ?? '').split('/').pop() || '?';
  const type = cmd.find((a) => a.startsWith('--type='))?.slice(7);
  return `chromium ${type ?? 'browser'}`;
}

export function threadCpu(): ThreadCpu {
  const out: ThreadCpu = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const name = processName(pid);
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const thread = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const key = `${name} [${pid}] ${thread} (${tid})`;
        out.set(key, (out.get(key) ?? 0) + (Number(fields[11]) + Number(fields[12])) * TICK_MS);
      }
    } catch {
      // the process or thread ended meanwhile
    }
  }
  return out;
}

/** The threads that used the most CPU between two readings, as printable lines, and the total. */
export function cpuBetween(before: ThreadCpu, after: ThreadCpu, top = 10): string[] {
  const used = [...after]
    .map(([key, ms]) => [key, ms - (before.get(key) ?? 0)] as const)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
  const total = used.reduce((sum, [, ms]) => sum + ms, 0);
  return [`CPU of all threads: ${total} ms`, ...used.slice(0, top).map(([key, ms]) => `${String(ms).padStart(7)} ms  ${key}`)];
}
