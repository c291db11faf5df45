import { createHash, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request as newRequest } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/** The bus specs' tools: the bus teacher's pushes without a screen, and the page's replica rows. */
export const SCHOOL = 101;

/** Opens 校车基本设置 and waits for the device's sync to end. */
export async function openBusSettings(page: Page): Promise<void> {
  await page.goto('/HQGL/ZHXC/XCJBSZ');
  await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
}

/** A demo account's signed calls without a screen, as the browser makes them (contract/datasign.ts). */
export async function signedApi(baseURL: string, loginName: string) {
  const api: APIRequestContext = await newRequest.newContext({ baseURL });
  const login = await api.post('/park/login/auth', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({ loginName, password: createHash('md5').update(DEMO_PASSWORD).digest('hex') }).toString(),
  });
  const session = (await login.json()).data as { token: string; userId: number };
  return {
    api,
    session,
    async post(path: string, json: unknown) {
      const body = JSON.stringify(json);
      const datasign = createHash('sha256').update(`${SCHOOL}|${session.userId}|yuanwu-datasign-v1|${session.token}|${body}`).digest('hex');
      const res = await api.post(path, {
        headers: { token: session.token, theme: '1', datasign, 'content-type': 'application/json;charset=UTF-8' },
        data: body,
      });
      return res.json();
    },
  };
}

/** The bus teacher as a device with no screen: pushes of trip mutations, one per request. */
export async function busTeacher(baseURL: string) {
  const { api, post } = await signedApi(baseURL, 'xiaoche');
  const clientId = `c-e2e-bus-${randomUUID()}`;
  let next = 1;
  let wall = Date.now();
  return {
    async push(name: string, args: Record<string, unknown>) {
      wall = Math.max(wall + 1, Date.now());
      const hlc = `${String(wall).padStart(18, '0')}:00000:c-e2e-bus`;
      const answer = await post('/sync/push', {
        clientId,
        mutations: [{ id: next++, name, args: { ...args, hlc, createTime: new Date(wall).toISOString() } }],
      });
      return answer.data.results[0] as { status: string; msg?: string };
    },
    dispose: () => api.dispose(),
  };
}

/** The replica's rows of a table, read from the page's IndexedDB (the ids the push needs). */
export async function replicaRows<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(async (table) => {
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => fail(r.error);
      });
      if (!db.objectStoreNames.contains(table)) {
        db.close();
        continue;
      }
      const rows = await new Promise<unknown[]>((ok) => {
        const r = db.transaction(table).objectStore(table).getAll();
        r.onsuccess = () => ok(r.result);
      });
      db.close();
      return rows as never[];
    }
    return [];
  }, table);
}
