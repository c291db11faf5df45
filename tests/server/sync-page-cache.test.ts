import { constants, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Change, type ScopeCursors, SYNC_SCHEMA_VERSION } from '@contract';
import { compactTombstones } from '../../server/replication/compact';
import { PAGE_CACHE_TTL_MS, PullPageCache } from '../../server/sync/page-cache';
import { pullPage } from '../../server/sync/pull';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type TestApp } from './helpers/test-app';

const SCHOOL = 102;
const PAGE = 100;

describe('pull page cache (a school’s next devices)', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    userId = (await loginSigned(t, 'yuanzhang')).userId;
  });
  afterAll(() => t.close());

  const ctxFor = (schoolIds: number[]) => ({
    db: t.database.db,
    clock: t.clock,
    config: {} as never,
    session: { tokenHash: '', userId, schoolId: SCHOOL, schoolIds: new Set(schoolIds), expiresAt: new Date(0) },
  });

  /** One device's first sync in pages of PAGE: its pages' changes and the rows it ends with. */
  async function firstSync(cache: PullPageCache, clientId: string) {
    const pages: Change[][] = [];
    const rows = new Map<string, Record<string, unknown>>();
    let cursors: ScopeCursors = {};
    let horizon = 0;
    for (;;) {
      const page = await pullPage(
        ctxFor([SCHOOL]),
        { schoolId: SCHOOL, cursors, clientId, schema: SYNC_SCHEMA_VERSION, horizon },
        { pageSize: PAGE, cache },
      );
      const changes = JSON.parse(page.changesJson.toString()) as Change[];
      pages.push(changes);
      for (const c of changes) {
        if (c.op === 'put') rows.set(`${c.table}:${c.row.id}`, c.row);
        else rows.delete(`${c.table}:${c.row.id}`);
      }
      ({ cursors, horizon } = page);
      if (!page.more) return { pages, rows };
    }
  }

  const firstStudent = (pages: Change[][]) => {
    const found = pages[0]?.find((c) => c.table === 'students');
    if (!found) throw new Error('no student on page 1');
    return found.row as { id: string; name: string };
  };

  it('serves the next device the pages already read, and it still ends with the server’s rows', async () => {
    const cache = new PullPageCache();
    const a = await firstSync(cache, 'cache-device-a');
    expect(a.pages.length).toBeGreaterThan(3);
    const student = firstStudent(a.pages);
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    expect((await c.push([{ id: 1, name: 'student.update', args: { id: student.id, schoolId: SCHOOL, name: '缓存后改名' } }])).status).toBe(
      200,
    );

    const b = await firstSync(cache, 'cache-device-b');
    // Page 1 came from the cache: it still holds the row as it was read …
    expect(b.pages[0]).toEqual(a.pages[0]);
    // … and the change made since arrives later, so both ways end with the server's rows.
    const fresh = await firstSync(new PullPageCache(), 'cache-device-c');
    expect(fresh.pages[0]?.some((ch) => ch.row.id === student.id)).toBe(false);
    expect(b.rows.get(`students:${student.id}`)).toMatchObject({ name: '缓存后改名' });
    expect(b.rows).toEqual(fresh.rows);
  });

  it('reads a page again once tombstones were compacted, so a deleted row cannot come back', async () => {
    const cache = new PullPageCache();
    const a = await firstSync(cache, 'cache-device-d');
    const student = firstStudent(a.pages);
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    expect((await c.push([{ id: 1, name: 'student.delete', args: { id: student.id, schoolId: SCHOOL } }])).status).toBe(200);
    await compactTombstones(t.database.db, new Date(Date.now() + 60_000), 0);

    const b = await firstSync(cache, 'cache-device-e');
    expect(b.rows.has(`students:${student.id}`)).toBe(false);
    expect(b.pages[0]?.some((ch) => ch.row.id === student.id)).toBe(false);
  });

  it('reads a page again after ten minutes', async () => {
    const cache = new PullPageCache();
    const a = await firstSync(cache, 'cache-device-f');
    const student = firstStudent(a.pages);
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    await c.push([{ id: 1, name: 'student.update', args: { id: student.id, schoolId: SCHOOL, name: '十分钟后' } }]);
    t.clock.advance(PAGE_CACHE_TTL_MS + 1000);
    const b = await firstSync(cache, 'cache-device-g');
    expect(b.pages[0]).not.toEqual(a.pages[0]);
    expect(b.pages[0]?.some((ch) => ch.row.id === student.id)).toBe(false);
  });

  it('never serves a page to a member who reads other scopes, from the same cursors', async () => {
    const cache = new PullPageCache();
    const teacher = (await loginSigned(t, 'jiaoshi')).userId;
    const asTeacher = { ...ctxFor([101]), session: { ...ctxFor([101]).session, userId: teacher, schoolId: 101 } };
    const asPrincipal = { ...ctxFor([101]), session: { ...ctxFor([101]).session, schoolId: 101 } };
    const sync = async (ctx: typeof asTeacher, clientId: string) => {
      const tables = new Set<string>();
      let cursors: ScopeCursors = {};
      for (;;) {
        const page = await pullPage(
          ctx,
          { schoolId: 101, cursors, clientId, schema: SYNC_SCHEMA_VERSION, horizon: 0 },
          { pageSize: PAGE, cache },
        );
        for (const c of JSON.parse(page.changesJson.toString()) as Change[]) tables.add(c.table);
        cursors = page.cursors;
        if (!page.more) return { tables, scopes: page.scopes };
      }
    };
    const principal = await sync(asPrincipal, 'scope-device-a');
    expect(principal.tables.has('siteNotices')).toBe(true);
    const hits = cache.stats.hits;
    // The teacher asks from the same (empty) cursors: none of the principal's pages is hers.
    const teacherSync = await sync(asTeacher, 'scope-device-b');
    // Her class's health pages (晨午检, 喂药登记) read the checks, the health records' allergies and the medication.
    expect(teacherSync.scopes).toEqual(['records', 'attendance', 'approvals', 'healthChecks', 'healthRecords', 'medication', 'files']);
    for (const table of ['siteNotices', 'siteBanners', 'enrolments']) expect(teacherSync.tables.has(table)).toBe(false);
    expect(cache.stats.hits).toBe(hits);
    // Her colleague with the same rights is served her pages.
    await sync(asTeacher, 'scope-device-c');
    expect(cache.stats.hits).toBeGreaterThan(hits);
  });

  it('still refuses a user of another school, whatever it holds', async () => {
    const cache = new PullPageCache();
    await firstSync(cache, 'cache-device-h');
    const query = { schoolId: SCHOOL, cursors: {}, clientId: 'cache-device-i', schema: SYNC_SCHEMA_VERSION, horizon: 0 };
    await expect(pullPage(ctxFor([101]), query, { pageSize: PAGE, cache })).rejects.toMatchObject({ code: 403 });
  });

  it('keeps each full page deflated too, so a gzipped answer costs no compression', async () => {
    const cache = new PullPageCache();
    const query = { schoolId: SCHOOL, cursors: {}, clientId: 'cache-device-z', schema: SYNC_SCHEMA_VERSION, horizon: 0 };
    const read = await pullPage(ctxFor([SCHOOL]), query, { pageSize: PAGE, cache });
    const served = await pullPage(ctxFor([SCHOOL]), { ...query, clientId: 'cache-device-y' }, { pageSize: PAGE, cache });
    expect(cache.stats.hits).toBe(1);
    for (const page of [read, served]) {
      expect(page.more).toBe(true);
      expect(inflateRawSync(page.changesDeflated as Buffer, { finishFlush: constants.Z_SYNC_FLUSH }).equals(page.changesJson)).toBe(true);
    }
  });

  it('keeps within its size (the deflated copy counts too), the least recently used page leaving first', () => {
    const cache = new PullPageCache(12);
    const page = (text: string) => ({
      cursors: { records: 1 },
      changes: Buffer.from(text),
      deflated: Buffer.from('dd'),
      horizon: 0,
      at: 0,
    });
    cache.set(1, 'records:0', page('aaaa'));
    cache.set(1, 'records:5', page('bbbb'));
    expect(cache.get(1, 'records:0', 0, 0)).toBeDefined(); // page 0 is now the most recently used
    cache.set(1, 'records:9', page('cccc'));
    expect(cache.get(1, 'records:5', 0, 0)).toBeUndefined();
    expect(cache.get(1, 'records:0', 0, 0)?.changes.toString()).toBe('aaaa');
    expect(cache.get(1, 'records:9', 0, 0)?.changes.toString()).toBe('cccc');
  });
});
