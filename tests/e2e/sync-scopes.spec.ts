import { createHash, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, openStudents, replicaRowCount, signInAs } from './helpers';

const SCHOOL = 101;
const WEBSITE_TABLES = ['siteBanners', 'siteNotices', 'siteMembers', 'siteDynamics'];

/** Rows of the committee websites the page's replica holds (read straight from IndexedDB). */
const websiteRows = (page: Page) => replicaRowCount(page, WEBSITE_TABLES);

/**
 * Makes the page's replica one an older app left behind, from when the member still read the committee websites: a
 * cursor in the website scope, a notice of it, and a change to it still queued. Raw IndexedDB, as that app wrote it.
 */
const plantOldReplica = (page: Page, notice: { id: string; title: string }, queued: { id: string; title: string }) =>
  page.evaluate(
    async ({ school, notice, queued }) => {
      const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('yuanwu-b'));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name as string);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction(['siteNotices', 'syncState', 'outbox', 'meta'], 'readwrite');
      const get = <T>(store: string, key: IDBValidKey) =>
        new Promise<T>((resolve) => (tx.objectStore(store).get(key).onsuccess = (e) => resolve((e.target as IDBRequest<T>).result)));
      const state = await get<{ cursors: Record<string, number> }>('syncState', school);
      const clientId = (await get<{ value: string }>('meta', 'clientId')).value;
      const last = (await get<{ value: number } | undefined>('meta', 'lastMutationId'))?.value ?? 0;
      const at = state.cursors.records ?? 1;
      tx.objectStore('syncState').put({ ...state, cursors: { ...state.cursors, website: at, classChat: at } });
      tx.objectStore('siteNotices').put({
        ...notice,
        schoolId: school,
        sysType: 1,
        content: '旧版本同步下来的公告',
        createTime: '2026-09-01 08:00:00',
      });
      tx.objectStore('outbox').put({
        clientId,
        mutationId: last + 1,
        name: 'siteNotice.create',
        args: { ...queued, schoolId: school, sysType: 1, content: '离线时写的公告' },
        schoolId: school,
        createdAt: Date.now(),
        status: 'pending',
        attempts: 0,
        error: null,
        code: null,
        applied: false,
      });
      tx.objectStore('meta').put({ key: 'lastMutationId', value: last + 1 });
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { school: SCHOOL, notice, queued },
  );

/** The school's notices as the principal reads them through REST (the server's truth). */
async function noticeTitles(request: APIRequestContext): Promise<string[]> {
  const login = await request.post('/park/login/auth', {
    form: { loginName: 'yuanzhang', password: createHash('md5').update(DEMO_PASSWORD).digest('hex') },
  });
  const session = (await login.json()).data as { token: string; userId: number };
  const titles: string[] = [];
  for (const type of [1, 2, 3, 4]) {
    const payload = `pageNum=1&pageSize=100&schoolId=${SCHOOL}&type=${type}`;
    const datasign = createHash('sha256')
      .update(`${SCHOOL}|${session.userId}|yuanwu-datasign-v1|${session.token}|${payload}`)
      .digest('hex');
    const res = await request.get(`/park/party/placard?${payload}`, { headers: { token: session.token, theme: '1', datasign } });
    const body = await res.json();
    expect(body.code).toBe(200);
    titles.push(...(body.data.list as Array<{ title: string }>).map((n) => n.title));
  }
  return titles;
}

test('a teacher’s old replica holding website rows is purged once online, and a change she forges for it is refused', async ({
  page,
  context,
  request,
}) => {
  await signInAs(page, 'jiaoshi');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await openStudents(page);
  // Her first sync brought no committee website: she does not read it.
  expect(await websiteRows(page)).toBe(0);

  // Offline, with the replica an older app left: website rows and a website change waiting to be sent.
  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  const notice = { id: randomUUID(), title: '旧副本里的公告' };
  const queued = { id: randomUUID(), title: `离线公告${Date.now() % 100000}` };
  await plantOldReplica(page, notice, queued);
  await page.reload();
  await expect(page.getByTestId('pending-count')).toHaveText('1 条待同步');
  expect(await websiteRows(page)).toBe(1);

  // Online: the rows leave at once, the queued change is refused with the reason.
  await context.setOffline(false);
  await expect.poll(() => websiteRows(page), { timeout: 30_000 }).toBe(0);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 30_000 });
  await page.getByTestId('sync-indicator').click();
  const refused = page.getByTestId('rejected-change');
  await expect(refused).toContainText('发布公告');
  await expect(refused).toContainText(/您没有该操作的权限，请联系园长开通|您已没有该数据的权限，修改未能同步/);
  await page.screenshot({ path: '.tmp/sync/e2e-scope-purged.png' });

  // A change forged from the console with her own token and a valid signature: refused, and nothing changes.
  const forged = { id: randomUUID(), title: `伪造公告${Date.now() % 100000}` };
  const answer = await page.evaluate(
    async ({ school, forged }) => {
      const token = localStorage.getItem('yw.token') as string;
      const session = JSON.parse(localStorage.getItem('yw.session') as string) as { userId: number };
      const body = JSON.stringify({
        clientId: `c-forged-${crypto.randomUUID()}`,
        mutations: [{ id: 1, name: 'siteNotice.create', args: { ...forged, schoolId: school, sysType: 1, content: '伪造的内容' } }],
      });
      const text = `${school}|${session.userId}|yuanwu-datasign-v1|${token}|${body}`;
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      const datasign = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
      const res = await fetch('/sync/push', {
        method: 'POST',
        headers: { token, theme: '1', datasign, 'content-type': 'application/json;charset=UTF-8' },
        body,
      });
      return res.json();
    },
    { school: SCHOOL, forged },
  );
  expect(answer.code).toBe(200);
  expect(answer.data.results).toEqual([{ id: 1, status: 'rejected', code: 403, msg: '您没有该操作的权限，请联系园长开通' }]);
  const titles = await noticeTitles(request);
  expect(titles.length).toBeGreaterThan(0);
  expect(titles).not.toContain(forged.title);
  expect(titles).not.toContain(queued.title);
  expect(await websiteRows(page)).toBe(0);
});
