import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { canonicalQuery, computeDatasign, DEMO_PASSWORD, OPERATOR_KEY_HEADER, type QueryValue, type Session } from '@contract';
import { type AppDeps, buildApp } from '../../../server/app';
import { SandboxPayments } from '../../../server/providers/payments/sandbox-payments';
import { createPaymentProvider } from '../../../server/providers/payments/create-payment-provider';
import { PaymentFollowUps } from '../../../server/services/payment-settlement/payment-follow-ups';
import { type Config, loadConfig } from '../../../server/config';
import type { Clock } from '../../../server/lib/clock';
import { AccessCache } from '../../../server/services/session/access-cache';
import { BusAlertEngine } from '../../../server/services/bus/alerts/alert-engine';
import { openTestDatabase, type TestDatabase } from './test-db';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The development aids on (server/routes/dev-aids.ts), with the key the operator reads on the console. */
export const OPERATOR_KEY = 'operator-key-of-the-server-tests-0123456789';
export const DEV_AIDS = { YUANWU_DEV_AIDS: 'on', YUANWU_OPERATOR_KEY: OPERATOR_KEY };
/** What the operator's requests carry (from the server's own machine: `inject`'s default address and Host). */
export const asOperator = { [OPERATOR_KEY_HEADER]: OPERATOR_KEY };

/** A clock the test can move. */
export function testClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

export interface Signed {
  token: string;
  userId: number;
  schoolId: number;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ReturnType<typeof testClock>;
  /**
   * Resolves once the app has applied every access announcement committed so far: a test that writes memberships or
   * rights straight to the database awaits it, as a request through the app would (PostgreSQL delivers them a moment
   * after the commit).
   */
  settleAccess(): Promise<void>;
  login(loginName: string, password?: string): Promise<Session>;
  get(path: string, query: Record<string, QueryValue>, as: Signed, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(path: string, body: unknown, as: Signed): Promise<LightMyRequestResponse>;
  put(path: string, body: unknown, as: Signed): Promise<LightMyRequestResponse>;
  /** The app's sandbox payment provider: tests confirm trades and replay its notices. */
  payments: SandboxPayments;
  /**
   * The app's owed provider calls (closing trades, giving back money), on no timer: requests that owe them run them,
   * and a test runs them itself as the minute's timer or a restarted server would. Failures are collected here.
   */
  followUps: PaymentFollowUps;
  followUpErrors: unknown[];
  /** The bus alert engine on the app's clock (its silent check not on a timer: tests call checkSilent). */
  busAlerts: BusAlertEngine;
  /** The app's configuration (secrets a test recomputes, such as a receipt's check code). */
  config: Config;
  close(): Promise<void>;
}

export const signer = (s: Session): Signed => ({ token: s.token, userId: s.userId, schoolId: s.schoolInfo.schoolId });

/** Sign in and signed calls against one app, exactly as the browser makes them. */
export function signedCalls(app: FastifyInstance): Pick<TestApp, 'login' | 'get' | 'post' | 'put'> {
  return {
    async login(loginName, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/park/login/auth',
        payload: new URLSearchParams({ loginName, password: md5(password) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const body = res.json();
      if (body.code !== 200) throw new Error(`login ${loginName} failed: ${body.msg}`);
      return body.data as Session;
    },
    get(path, query, as, headers = {}) {
      const payload = canonicalQuery(query);
      return app.inject({
        method: 'GET',
        url: payload ? `${path}?${new URLSearchParams(payload.split('&').map((kv) => kv.split('=') as [string, string]))}` : path,
        headers: { ...headers, token: as.token, theme: '1', datasign: computeDatasign({ ...as, payload }) },
      });
    },
    post: (path, body, as) => sendJson(app, 'POST', path, body, as),
    put: (path, body, as) => sendJson(app, 'PUT', path, body, as),
  };
}

/** A signed JSON body, as the browser sends one. */
function sendJson(app: FastifyInstance, method: 'POST' | 'PUT', url: string, body: unknown, as: Signed) {
  const payload = JSON.stringify(body);
  return app.inject({
    method,
    url,
    payload,
    headers: { token: as.token, theme: '1', 'content-type': 'application/json', datasign: computeDatasign({ ...as, payload }) },
  });
}

/**
 * The real app on a private copy of the seeded database, signing requests exactly as the browser does. An env value
 * of `undefined` leaves that variable unset. The local SMS provider prints nowhere unless `smsConsole` is given.
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  deps: Pick<AppDeps, 'smsConsole' | 'ocr' | 'onRoute'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = testClock();
  const config = loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: '/nonexistent', ...env });
  const accessCache = new AccessCache();
  const payments = new SandboxPayments(clock);
  const busAlerts = new BusAlertEngine(database.db, clock);
  const followUpErrors: unknown[] = [];
  // The same provider the app makes of the configuration (the sandbox above when PAYMENTS=sandbox).
  const followUps = new PaymentFollowUps(database.db, clock, createPaymentProvider(config, clock, payments), (e) => followUpErrors.push(e));
  const app = await buildApp({
    paymentFollowUps: followUps,
    busAlerts,
    // The tests' own sandbox (to replay its notices), unless the configuration turns payments off.
    payments: config.payments === 'sandbox' ? payments : undefined,
    db: database.db,
    listen: database.listen,
    config,
    clock,
    smsConsole: deps.smsConsole ?? (() => {}),
    ocr: deps.ocr,
    onRoute: deps.onRoute,
    accessCache,
  });
  return {
    app,
    database,
    clock,
    settleAccess: () => accessCache.flush(database.db),
    payments,
    followUps,
    followUpErrors,
    busAlerts,
    config,
    ...signedCalls(app),
    async close() {
      await busAlerts.stop();
      await followUps.stop();
      await app.close();
      await database.close();
    },
  };
}
