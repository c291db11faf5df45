import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OPERATOR_KEY } from './operator';

/** Where the built app lives (`npm run build` writes dist/); a separate build can be tested beside it. */
export const E2E_DIST = process.env.E2E_DIST ?? 'dist';
/** The first port of this run: worker slot N serves on BASE + N, its terminals on that + 20000. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The run's folder (tests/e2e/global-setup.ts): the seeded template and each server's data folder. */
export const runDir = () => {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is unset: run the end-to-end tests through playwright.config.ts');
  return dir;
};
export const templateDir = () => join(runDir(), 'template');

/**
 * The environment every end-to-end server shares: test mode, the development aids (the SMS inbox, the test hooks, the
 * movable clock) for the key the specs send (tests/e2e/operator.ts), no captcha, 28 days of attendance.
 */
const SERVER_ENV = {
  WEB_DIR: `${E2E_DIST}/web`,
  YUANWU_CAPTCHA: 'off',
  NODE_ENV: 'test',
  YUANWU_DEV_AIDS: 'on',
  YUANWU_OPERATOR_KEY: OPERATOR_KEY,
  YUANWU_DEMO_ATTENDANCE_DAYS: '28',
};

export interface E2EServer {
  url: string;
  port: number;
  /** The server's JT/T 808 port (0: none). */
  jt808Port: number;
  stop(): Promise<void>;
}

interface Start {
  /** The worker's slot (0 … workers − 1): its ports. */
  slot: number;
  /** The worker's index (new after a worker restarts): its data folder. */
  worker: number;
  /** The captcha on, with the test-only answer hook (captcha.spec.ts, password.spec.ts). */
  captcha: boolean;
}

/** A server of one worker on a copy of the run's seeded data folder; it ends with the worker (tests/e2e/lifeline.mjs). */
export async function startE2EServer({ slot, worker, captcha }: Start): Promise<E2EServer> {
  const port = BASE_PORT + 1 + slot;
  const jt808Port = port + 20000;
  const dataDir = join(runDir(), `w${worker}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(templateDir(), dataDir, { recursive: true });
  const env = {
    ...SERVER_ENV,
    PORT: String(port),
    JT808_PORT: String(jt808Port),
    DATA_DIR: dataDir,
    ...(captcha ? { YUANWU_CAPTCHA: 'on' } : {}),
  };
  const child = await launch(env, join(dataDir, 'server.log'));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    jt808Port,
    async stop() {
      await halt(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Seeds the run's template once (a fresh data folder, the demo written at start), then stops that server. */
export async function seedTemplate(): Promise<void> {
  const dir = templateDir();
  mkdirSync(dir, { recursive: true });
  const child = await launch({ ...SERVER_ENV, PORT: String(BASE_PORT), JT808_PORT: 'off', DATA_DIR: dir }, join(runDir(), 'template.log'));
  await halt(child);
}

/**
 * Starts `node dist/server/main.js` under the lifeline (its stdin is this process's pipe: when this worker exits or
 * is killed, the server stops) and waits for /healthz.
 */
async function launch(env: Record<string, string>, logFile: string): Promise<ChildProcess> {
  const main = resolve(E2E_DIST, 'server/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm run build, or scripts/build-to.sh)`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', 'tests/e2e/lifeline.mjs', main], {
    env: { ...process.env, ...env },
    stdio: ['pipe', log, log],
  });
  const url = `http://127.0.0.1:${env.PORT}/healthz`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${env.PORT} exited (${child.exitCode}):\n${tail(logFile)}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (Date.now() > deadline) {
      await halt(child);
      throw new Error(`the server on port ${env.PORT} did not answer /healthz in time:\n${tail(logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Ends a server gracefully (its data folder is written out), or kills it after 15 s. */
async function halt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

const tail = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-30).join('\n') : '');
