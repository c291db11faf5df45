import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedTemplate } from './server';

const ROOT = '.tmp/e2e';

/** Whether a process of that id still runs (a run folder of a live run is never touched). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Once per run: a folder of its own (`.tmp/e2e/run-<pid>`; those of runs that no longer live, killed midway, go),
 * and the demo data seeded once into a template that every worker's server copies (tests/e2e/server.ts). Returns the
 * teardown that removes the run's folder.
 */
export default async function globalSetup(): Promise<() => void> {
  mkdirSync(ROOT, { recursive: true });
  for (const name of readdirSync(ROOT)) {
    const pid = Number(name.replace(/^run-/, ''));
    if (!name.startsWith('run-') || !alive(pid)) rmSync(join(ROOT, name), { recursive: true, force: true });
  }
  const dir = join(ROOT, `run-${process.pid}`);
  process.env.E2E_RUN_DIR = dir;
  await seedTemplate();
  return () => {
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  };
}
