import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalQuery,
  computeDatasign,
  DEMO_FINANCE_PASSWORD,
  DEMO_PASSWORD,
  MUTATIONS,
  type QueryValue,
  type Session,
  uuidv7,
} from '@contract';
import {
  type Fixture,
  loadFixture,
  MUTATION_KINDS,
  mutationArgs,
  NEW_PASSWORD,
  type RouteCase,
  routeCases,
  type Skipped,
} from './helpers/bad-input-cases';
import { badValues, type Carrier, type FieldKind, kindOf, knownBadValues } from './helpers/bad-values';
import { routeRecorder } from './helpers/route-recorder';
import { createTestApp, DEV_AIDS, md5, type Signed, signer, type TestApp } from './helpers/test-app';
import { multipartBody } from './helpers/upload-form';

/**
 * Issue 15 item 3: no input makes a 500. For every registered route and every sync mutation, each field in turn
 * gets generated bad values (control characters, days not on the calendar, malformed uuids, integers beyond
 * PostgreSQL's int4, wrong JSON types, huge strings) while the other fields stay valid, and the answer must be a
 * 4xx envelope with a Chinese message (a mutation: rejected with one). Seeded; BAD_INPUT_RUNS values per field.
 */

/** Every route the app registers, told by the app itself (buildApp's onRoute). */
const recorder = routeRecorder();
let registered = new Set<string>();

const SEED = 20261123;
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 5);
const CJK = /[\u4e00-\u9fff]/;
/** Demo accounts holding the finance pages (财务管理). */
const FINANCE_ACCOUNTS = new Set(['yuanzhang', 'caiwu']);

describe('bad input never makes a 500 (issue 15 item 3)', () => {
  let t: TestApp;
  let fixture: Fixture;
  let cases: Record<string, RouteCase | Skipped>;
  let ip = 0;
  /** Each request from its own address: the per-address limits of anonymous routes must not answer for the schema. */
  const nextIp = () => {
    ip++;
    return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
  };
  const sessions = new Map<string, { who: Signed; used: number }>();

  /**
   * Signs in; with NEW_PASSWORD too, should a password call have wrongly accepted a bad value (then a failure already).
   * A member of the finance pages unlocks them, so that the finance calls parse and query with the bad values instead
   * of stopping at 请先验证财务密码.
   */
  async function signIn(loginName: string): Promise<Signed> {
    for (const password of [DEMO_PASSWORD, NEW_PASSWORD]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/park/login/auth',
        payload: { loginName, password: md5(password) },
        remoteAddress: nextIp(),
      });
      if (res.json().code !== 200) continue;
      const who = signer(res.json().data as Session);
      if (FINANCE_ACCOUNTS.has(loginName)) {
        const unlock = await send('POST', '/park/pwd/check', 'body', { password: md5(DEMO_FINANCE_PASSWORD) }, who);
        expect(unlock.json().code, `${loginName} unlocks the finance pages`).toBe(200);
      }
      return who;
    }
    throw new Error(`login ${loginName} failed`);
  }
  async function sessionFor(loginName: string, perSession = Number.POSITIVE_INFINITY): Promise<Signed> {
    let s = sessions.get(loginName);
    if (!s || s.used >= perSession) {
      s = { who: await signIn(loginName), used: 0 };
      sessions.set(loginName, s);
    }
    s.used++;
    return s.who;
  }

  /** One request as the browser sends it: JSON body or query string (repeated keys for arrays), signed when signed in. */
  async function send(method: string, url: string, carrier: RouteCase['carrier'], input: unknown, who?: Signed) {
    const headers: Record<string, string> = who ? { token: who.token, theme: '1' } : {};
    let payload: string | Buffer | undefined;
    let signed = '';
    if (carrier === 'body') {
      payload = JSON.stringify(input);
      signed = payload;
      headers['content-type'] = 'application/json';
    } else if (carrier === 'path') {
      url = url.replace(
        '*',
        String((input as Record<string, unknown>)['*'])
          .split('/')
          .map(encodeURIComponent)
          .join('/'),
      );
    } else if (carrier === 'multipart') {
      const name = String((input as Record<string, unknown>).filename);
      const form = multipartBody({}, { name, type: 'image/png', data: Buffer.from('not really a png') });
      payload = form.body;
      headers['content-type'] = form.contentType;
    } else {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(input as object)) for (const one of [v].flat()) params.append(k, String(one));
      url = `${url}?${params}`;
      signed = canonicalQuery(input as Record<string, QueryValue>);
    }
    if (who) headers.datasign = computeDatasign({ ...who, payload: signed });
    return t.app.inject({ method: method as 'GET', url, payload, headers, remoteAddress: nextIp() });
  }

  /** Why the answer is not a refusal a user can read, or null when it is one. */
  function notARefusal(res: LightMyRequestResponse, captcha = false): string | null {
    let body: { code?: unknown; msg?: unknown; repCode?: unknown; repMsg?: unknown };
    try {
      body = res.json();
    } catch {
      return `${res.statusCode} ${res.body.slice(0, 80)}`;
    }
    if (captcha)
      return body.repCode !== '0000' && CJK.test(String(body.repMsg)) ? null : `captcha ${String(body.repCode)} ${String(body.repMsg)}`;
    if (res.statusCode === 429) return '429: the test ran into a rate limit';
    const refused = res.statusCode >= 400 && res.statusCode < 500 && typeof body.code === 'number' && CJK.test(String(body.msg));
    return refused ? null : `${res.statusCode} ${String(body.code)} ${String(body.msg)}`;
  }

  const getPath = (o: Record<string, unknown>, path: string): unknown =>
    path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);
  /** A copy of the input with the field at `path` (dotted, e.g. mutations.0.id) set to the value. */
  function withField(input: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
    const copy = structuredClone(input);
    const keys = path.split('.');
    let at = copy;
    for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
    at[keys[keys.length - 1] as string] = value;
    return copy;
  }

  /** The issue's examples, then generated bad values of one field: the same ones on every run (seeded per route and field). */
  function samples(key: string, example: unknown, carrier: Carrier, kind: FieldKind = kindOf(example)): unknown[] {
    let h = SEED;
    for (const ch of key) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
    return [...knownBadValues(example, carrier, kind), ...fc.sample(badValues(example, carrier, kind), { seed: h, numRuns: RUNS })];
  }

  beforeAll(async () => {
    // With the development aids, so their routes are listed too (their gate: tests/server/dev-aids.test.ts).
    t = await createTestApp(DEV_AIDS, { onRoute: recorder.onRoute });
    registered = new Set(recorder.routes.map((r) => r.route));
    const boss = await sessionFor('yuanzhang');
    const me = (await send('GET', '/park/login/getUserInfo', 'query', { schoolId: boss.schoolId }, boss)).json().data;
    fixture = await loadFixture(
      t,
      { schoolId: boss.schoolId, userId: boss.userId, companyId: me.schoolInfo.companyId },
      async () => (await send('GET', '/park/registration/getKey', 'query', { schoolId: boss.schoolId }, boss)).json().data.key,
      async () =>
        (await send('POST', '/park/upload/signature', 'body', { fileName: 'a.png', size: 1, contentType: 'image/png' }, boss)).json().data
          .sourceId,
    );
    cases = routeCases(fixture, recorder.routes);
  });
  afterAll(() => t?.close());

  it('has a case for every registered route, each example valid for its schema', () => {
    expect([...registered].filter((r) => !(r in cases)).sort()).toEqual([]);
    expect(Object.keys(cases).filter((r) => !registered.has(r))).toEqual([]);
    for (const [route, c] of Object.entries(cases)) {
      if ('skip' in c || !c.schema) continue;
      const example = JSON.parse(JSON.stringify(c.valid()));
      const shape = (c.schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      expect(
        Object.keys(shape).filter((k) => !(k in example)),
        `${route}: fields without an example`,
      ).toEqual([]);
      expect(c.schema.safeParse(example).error?.issues ?? [], `${route}: the example is not valid`).toEqual([]);
    }
  });

  it('answers bad values in any field of any route with a 4xx and a Chinese message', { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    for (const [route, c] of Object.entries(cases)) {
      if ('skip' in c) continue;
      const [method, url] = route.split(' ') as [string, string];
      const example = c.valid();
      const fields = route === 'POST /sync/push' ? ['clientId', 'mutations', 'mutations.0.id', 'mutations.0.name'] : Object.keys(example);
      const kinds: Record<string, FieldKind> = { 'mutations.0.id': 'safeint', ...c.kinds };
      const attempt = async (label: string, input: unknown) => {
        const who = c.as ? await sessionFor(c.as, c.perSession) : undefined;
        const why = notARefusal(await send(method, url, c.carrier, input, who), c.captcha);
        if (why) failures.push(`${route} ${label} → ${why}`);
      };
      for (const field of fields) {
        // Multipart names and url paths are text whatever they hold.
        const values =
          c.carrier === 'body' || c.carrier === 'query'
            ? samples(route + field, getPath(example, field), c.carrier, kinds[field])
            : samples(route + field, example[field], 'query', 'text');
        for (const value of values) await attempt(`${field}=${JSON.stringify(value).slice(0, 60)}`, withField(c.valid(), field, value));
      }
      // A JSON body that is not an object at all.
      if (c.carrier === 'body') for (const body of [[], 'x', 7, [1, 2]]) await attempt(`body=${JSON.stringify(body)}`, body);
    }
    expect(failures, `${failures.length} bad inputs not refused`).toEqual([]);
  });

  it('reaches the service of every GET route with its valid example: no gate hides a query from the fuzz', async () => {
    const gated: string[] = [];
    for (const [route, c] of Object.entries(cases)) {
      if ('skip' in c || c.carrier !== 'query' || !route.startsWith('GET ')) continue;
      const res = await send('GET', route.slice(4), c.carrier, c.valid(), c.as ? await sessionFor(c.as, c.perSession) : undefined);
      // A row the fresh ids do not name is a 404 from the service; a 401 or 403 stopped the call before it.
      if (res.statusCode === 401 || res.statusCode === 403) gated.push(`${route} → ${res.statusCode} ${res.json().msg}`);
    }
    expect(gated, 'GET routes whose valid example does not reach the service').toEqual([]);
  });

  it('answers a url with broken percent-encoding with a 400 envelope', async () => {
    for (const url of ['/files/%ff', '/park/login/%E0%A4%A', '/park/bj/term/info%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(notARefusal(res), url).toBeNull();
    }
  });

  it('rejects sync mutations with bad values in any field, with a Chinese message', { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    const args = mutationArgs(fixture);
    for (const name of Object.keys(MUTATIONS) as (keyof typeof MUTATIONS)[]) {
      for (const field of Object.keys(args[name]())) {
        for (const value of samples(name + field, args[name]()[field], 'body', MUTATION_KINDS[name]?.[field])) {
          const who = await sessionFor('yuanzhang');
          const push = { clientId: `c-${uuidv7()}`, mutations: [{ id: 1, name, args: { ...args[name](), [field]: value } }] };
          const res = await send('POST', '/sync/push', 'body', push, who);
          const result = res.statusCode === 200 ? res.json().data.results[0] : undefined;
          if (result?.status !== 'rejected' || !CJK.test(String(result.msg))) {
            failures.push(
              `${name} ${field}=${JSON.stringify(value).slice(0, 60)} → ${res.statusCode} ${JSON.stringify(result ?? res.json().msg)}`,
            );
          }
        }
      }
    }
    expect(failures, `${failures.length} bad mutations not rejected`).toEqual([]);
  });
});
