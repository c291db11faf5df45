/**
 * `npm run bench`: every bench of tests/bench/benches.ts one after another, each in a process of its own (its servers,
 * browsers and memory end with it), printing its figures and how long it took. `npm run bench -- pull-server ocr` runs
 * those only. A bench that fails does not stop the others; the run fails at the end and names it.
 * `npm run bench:smoke` (BENCH_SMOKE=1, a phase of `npm test`) runs each once at a tiny size, two at a time (its figures
 * mean nothing, so sharing the cores spoils none): proof that every bench still runs to its end.
 */
import { spawn, spawnSync } from 'node:child_process';
import { BENCHES } from './benches';
import { SMOKE } from './bench-size';
import { ensureCurrentBuild } from './built-server';

/** Benches run side by side: one for figures (a neighbour would take its cores), BENCH_JOBS or two in the smoke run. */
const JOBS = Math.max(1, Number(process.env.BENCH_JOBS ?? (SMOKE ? 2 : 1)));

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(BENCHES as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`no such bench: ${unknown.join(', ')} (tests/bench/benches.ts lists them)`);
  process.exit(2);
}
const chosen = asked.length ? BENCHES.filter((name) => asked.includes(name)) : BENCHES;

// Most benches drive Debian's Chromium (installed here when missing, as `npm test` does), and several the built app:
// built once here, not by two benches at once.
if (spawnSync('bash', ['scripts/ensure-browser.sh'], { stdio: 'inherit' }).status !== 0) process.exit(1);
ensureCurrentBuild();

interface Outcome {
  name: string;
  seconds: number;
  failure?: string;
}

/** One bench as its own process; beside others its output is kept and printed whole when it ends. */
function runBench(name: string): Promise<Outcome> {
  const title = `━━ ${name}${SMOKE ? ' (smoke: tiny size, figures meaningless)' : ''}`;
  const alone = JOBS === 1;
  if (alone) console.log(`\n${title}`);
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', `tests/bench/${name}.ts`], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d));
  child.stderr?.on('data', (d: Buffer) => (output += d));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - t0) / 1000;
      if (!alone) process.stdout.write(`\n${title}\n${output}`);
      const failure = code === 0 ? undefined : (signal ?? `exit ${code}`);
      if (failure) console.log(`━━ ${name} FAILED (${failure}) after ${seconds.toFixed(1)} s`);
      resolve({ name, seconds, failure });
    });
  });
}

const queue = [...chosen];
const outcomes: Outcome[] = [];
await Promise.all(
  Array.from({ length: Math.min(JOBS, queue.length) }, async () => {
    for (let name = queue.shift(); name; name = queue.shift()) outcomes.push(await runBench(name));
  }),
);

const failed = outcomes.filter((o) => o.failure);
console.log(`\nbench${JOBS > 1 ? ` (${JOBS} at a time)` : ''}            seconds`);
for (const name of chosen) {
  const o = outcomes.find((x) => x.name === name);
  if (o) console.log(`${name.padEnd(22)} ${o.seconds.toFixed(1).padStart(6)}${o.failure ? '  FAILED' : ''}`);
}
if (failed.length) {
  console.log(`\n${failed.length} of ${chosen.length} benches failed: ${failed.map((o) => o.name).join(', ')}`);
  process.exit(1);
}
