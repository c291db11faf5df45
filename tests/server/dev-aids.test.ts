import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevAidMsg, OPERATOR_KEY_FRAGMENT, OPERATOR_KEY_HEADER } from '@contract';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { smsMessages } from '../../server/db/schema';
import { operatorNotice } from '../../server/lib/operator-gate';
import { DEV_AIDS, OPERATOR_KEY } from './helpers/test-app';
import { openTestDatabase, type TestDatabase } from './helpers/test-db';

const CODE = '654321';
/** What a plain `proxy_pass http://127.0.0.1:8080` on the server's machine sends: a loopback connection and Host, no X-Forwarded-*. */
const SAME_MACHINE_PROXY = { remoteAddress: '127.0.0.1', host: '127.0.0.1:8080' };

/** Every development aid, with a call the operator may make and its answer (each past the gate: a 400 is the input's). */
const AIDS: { method: 'GET' | 'POST'; url: string; payload?: object; answer: number }[] = [
  { method: 'GET', url: '/dev/sms/messages', answer: 200 },
  { method: 'GET', url: '/park/captcha/test-answer?token=none', answer: 200 },
  { method: 'POST', url: '/test-hooks/payments/restore', payload: { schoolId: 999 }, answer: 200 },
  { method: 'POST', url: '/test-hooks/invoices/issue', payload: {}, answer: 400 },
  { method: 'POST', url: '/test-hooks/invoices/reset', payload: { orderId: 'none' }, answer: 200 },
  { method: 'POST', url: '/test-hooks/finance/pay', payload: {}, answer: 400 },
  { method: 'POST', url: '/test-hooks/clock', payload: { offsetMs: 0 }, answer: 200 },
  { method: 'POST', url: '/test-hooks/reminders/run', payload: {}, answer: 200 },
  { method: 'POST', url: '/sandbox-pay/refund/fail-next', answer: 200 },
];

/** The real app with its own (movable) clock and sandbox, as `node dist/server/main.js` builds it. */
async function startApp(database: TestDatabase, env: Record<string, string | undefined>, webDir: string) {
  return buildApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: webDir, ...env }) });
}

function call(app: FastifyInstance, aid: (typeof AIDS)[number], from: { remoteAddress: string; host: string }, headers = {}) {
  const options: InjectOptions = {
    method: aid.method,
    url: aid.url,
    remoteAddress: from.remoteAddress,
    headers: { host: from.host, ...headers },
    ...(aid.payload ? { payload: aid.payload } : {}),
  };
  return app.inject(options);
}

describe('development aids', () => {
  let database: TestDatabase;
  let webDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db
      .insert(smsMessages)
      .values({ mobilePhone: '13800000009', channel: 'text', content: `【园务】您的验证码是${CODE}`, createdAt: new Date() });
    webDir = await mkdtemp(join(tmpdir(), 'yw-dev-aids-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>园务</title>');
  });
  afterAll(async () => {
    await database.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each([
    ['unset', undefined],
    ['development', 'development'],
    ['test', 'test'],
    ['production', 'production'],
  ])('are absent unless asked for (NODE_ENV %s), the key changing nothing', async (_name, nodeEnv) => {
    const app = await startApp(
      database,
      { NODE_ENV: nodeEnv, YUANWU_CAPTCHA: nodeEnv === 'production' ? 'on' : 'off', YUANWU_OPERATOR_KEY: OPERATOR_KEY },
      webDir,
    );
    try {
      for (const aid of AIDS) {
        const res = await call(app, aid, SAME_MACHINE_PROXY, { [OPERATOR_KEY_HEADER]: OPERATOR_KEY });
        expect([aid.url, res.statusCode]).toEqual([aid.url, 404]);
      }
      expect((await app.inject({ method: 'GET', url: '/dev/sms', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('cannot be asked for in production, nor with a short key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', YUANWU_DEV_AIDS: 'on' })).toThrow(/YUANWU_DEV_AIDS=on is refused/);
    expect(() => loadConfig({ YUANWU_DEV_AIDS: 'on', YUANWU_OPERATOR_KEY: 'short' })).toThrow(/YUANWU_OPERATOR_KEY/);
    expect(loadConfig({}).devAids).toBeNull();
  });

  describe('asked for (YUANWU_DEV_AIDS=on)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await startApp(database, DEV_AIDS, webDir);
    });
    afterAll(() => app.close());

    it('refuses each aid to a request through a proxy on the same machine, and to anyone without the key', async () => {
      const key = { [OPERATOR_KEY_HEADER]: OPERATOR_KEY };
      const refused: [string, { remoteAddress: string; host: string }, Record<string, string>][] = [
        ['a plain proxy_pass on the same machine', SAME_MACHINE_PROXY, {}],
        ['the same machine with a wrong key', SAME_MACHINE_PROXY, { [OPERATOR_KEY_HEADER]: `${OPERATOR_KEY}x` }],
        ['the same machine with an empty key', SAME_MACHINE_PROXY, { [OPERATOR_KEY_HEADER]: '' }],
        ['another machine with the key', { remoteAddress: '203.0.113.7', host: '127.0.0.1:8080' }, key],
        ['a proxy that says so, with the key', SAME_MACHINE_PROXY, { ...key, 'x-forwarded-host': 'yuanwu.example.cn' }],
        ['a proxy that says so, with the key', SAME_MACHINE_PROXY, { ...key, 'x-forwarded-for': '203.0.113.7' }],
        ['a page renamed to 127.0.0.1 (DNS rebinding), with the key', { remoteAddress: '127.0.0.1', host: 'evil.example:8080' }, key],
      ];
      for (const aid of AIDS) {
        for (const [who, from, headers] of refused) {
          const res = await call(app, aid, from, headers);
          expect([aid.url, who, res.statusCode, res.json().msg]).toEqual([aid.url, who, 403, DevAidMsg.operatorOnly]);
          expect(res.body).not.toContain(CODE);
        }
      }
    });

    it('answers the operator: the key, from the server’s own machine', async () => {
      for (const aid of AIDS) {
        const res = await call(app, aid, { remoteAddress: '127.0.0.1', host: '127.0.0.1:8080' }, { [OPERATOR_KEY_HEADER]: OPERATOR_KEY });
        expect([aid.url, res.statusCode]).toEqual([aid.url, aid.answer]);
      }
      const inbox = await call(
        app,
        AIDS[0] as (typeof AIDS)[number],
        { remoteAddress: '::1', host: 'localhost:8080' },
        {
          [OPERATOR_KEY_HEADER]: OPERATOR_KEY,
        },
      );
      expect(inbox.json().data.messages[0].content).toContain(CODE);
    });

    it('serves the inbox page to a navigation (it holds nothing; the data asks for the key)', async () => {
      const page = await app.inject({ method: 'GET', url: '/dev/sms', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>园务</title>');
    });
  });

  it('without a key set, makes one at each start and prints the inbox link carrying it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: webDir, YUANWU_DEV_AIDS: 'on', PORT: '8123' });
    const key = config.devAids?.operatorKey ?? '';
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect(loadConfig({ YUANWU_DEV_AIDS: 'on' }).devAids?.operatorKey).not.toBe(key);
    const link = operatorNotice(config, key).match(/http:\/\/127\.0\.0\.1:8123\/dev\/sms#(\S+)/)?.[1] ?? '';
    const printed = new URLSearchParams(link).get(OPERATOR_KEY_FRAGMENT) ?? '';
    expect(printed).toBe(key);
    const app = await buildApp({ db: database.db, config });
    try {
      const inbox = AIDS[0] as (typeof AIDS)[number];
      expect((await call(app, inbox, SAME_MACHINE_PROXY)).statusCode).toBe(403);
      const res = await call(app, inbox, SAME_MACHINE_PROXY, { [OPERATOR_KEY_HEADER]: printed });
      expect(res.json().data.messages[0].content).toContain(CODE);
    } finally {
      await app.close();
    }
    // With a gateway there is no inbox to link to.
    expect(operatorNotice(loadConfig({ YUANWU_DEV_AIDS: 'on', SMS_HTTP_URL: 'https://sms.example/send' }), key)).not.toContain('/dev/sms');
  });
});
