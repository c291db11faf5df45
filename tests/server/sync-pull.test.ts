import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FINANCE_PASSWORD, formatCursors, SCOPE_NAMES, type ScopeCursors, SYNC_SCHEMA_VERSION, uuidv7 } from '@contract';

import { compactTombstones } from '../../server/replication/compact';
import { pullChanges } from '../../server/sync/pull';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, md5, type TestApp } from './helpers/test-app';

describe('GET /sync/pull', () => {
  let t: TestApp;
  let classId: string;
  beforeAll(async () => {
    t = await createTestApp();
    classId = await firstClassId(t, 101);
  });
  afterAll(() => t.close());

  it('gives a new replica the whole school: 12 classes, 300 children in school and the 9 who left or graduated', async () => {
    const boss = await loginSigned(t, 'yuanzhang');
    // The finance scope only comes to a session whose finance pages are unlocked (sync-finance-unlock.test.ts).
    expect((await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, boss)).json().code).toBe(200);
    const c = protocolClient(t, boss);
    const { changes, cursors, scopes } = await c.pullAll(101);
    expect(changes.filter((ch) => ch.table === 'classes')).toHaveLength(12);
    expect(changes.filter((ch) => ch.table === 'students')).toHaveLength(309);
    expect(changes.every((ch) => ch.row.schoolId === 101)).toBe(true);
    // The principal reads every scope, and holds a cursor in each.
    expect(scopes).toEqual(SCOPE_NAMES);
    expect(Object.keys(cursors).sort()).toEqual([...scopes].sort());
    expect(Math.min(...Object.values(cursors))).toBeGreaterThan(0);
    // Nothing new: the same cursors, no changes.
    expect((await c.pull(101, cursors)).body).toMatchObject({ cursors, changes: [], more: false, reset: false });
  });

  it('pages in commit order and the pages add up to the school', async () => {
    const s = await loginSigned(t, 'yuanzhang');
    const session = { tokenHash: '', userId: s.userId, schoolId: 102, schoolIds: new Set([102]), expiresAt: new Date(0) };
    const ctx = { db: t.database.db, clock: t.clock, config: {} as never, session };
    let cursors: ScopeCursors = {};
    const ids: string[] = [];
    const tables = new Map<string, number>();
    for (let page = 0; ; page++) {
      const res = await pullChanges(
        ctx,
        { schoolId: 102, cursors, clientId: 'pager-client', schema: SYNC_SCHEMA_VERSION, horizon: 0 },
        100,
      );
      expect(Math.max(...Object.values(res.cursors))).toBeGreaterThan(Math.max(0, ...Object.values(cursors)));
      // A row is its table and id (a member's staff row and HR record share the member's id).
      ids.push(...res.changes.map((ch) => `${ch.table}:${String(ch.row.id)}`));
      for (const ch of res.changes) tables.set(ch.table, (tables.get(ch.table) ?? 0) + 1);
      cursors = res.cursors;
      if (!res.more) break;
      expect(page).toBeLessThan(20);
    }
    // 18 classes and 720 pupils, besides the school's other replicated content (its website, …), but for the finance
    // scope: this session never unlocked the finance pages.
    expect(tables.get('classes')).toBe(18);
    expect(tables.get('students')).toBe(720);
    const counted = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM change_log WHERE school_id = 102 AND scope <> 'finance'`,
    );
    const logged = (counted as unknown as { rows: Array<{ n: number }> }).rows[0];
    expect(new Set(ids).size).toBe(logged?.n);
  });

  it('sends only what changed since the cursor, with tombstones for deletes, and the client’s last mutation', async () => {
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    const { cursors } = await c.pullAll(101);
    const id = uuidv7();
    await c.push([
      { id: 1, name: 'student.create', args: { id, schoolId: 101, classId, name: '陈可馨', gender: 2, birthday: '2021-03-04' } },
      { id: 2, name: 'student.update', args: { id, schoolId: 101, name: '陈可欣' } },
    ]);
    const after = await c.pull(101, cursors);
    expect(after.body.changes).toEqual([{ table: 'students', op: 'put', row: expect.objectContaining({ id, name: '陈可欣' }) }]);
    expect(after.body.lastMutationId).toBe(2);
    await c.push([{ id: 3, name: 'student.delete', args: { id, schoolId: 101 } }]);
    const gone = await c.pull(101, after.body.cursors);
    expect(gone.body.changes).toEqual([{ table: 'students', op: 'del', row: { id } }]);
  });

  it('tells a client behind the tombstone horizon, or on another schema, to reset', async () => {
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    const { cursors } = await c.pullAll(101);
    const id = uuidv7();
    await c.push([
      { id: 1, name: 'student.create', args: { id, schoolId: 101, classId, name: '将被删除', gender: 1, birthday: '2021-03-04' } },
      { id: 2, name: 'student.delete', args: { id, schoolId: 101 } },
    ]);
    const current = await c.pullAll(101, cursors);
    expect(await compactTombstones(t.database.db, new Date(Date.now() + 60_000), 0)).toBeGreaterThan(0);
    expect((await c.pull(101, cursors)).body).toMatchObject({ reset: true, cursors: {}, changes: [] });
    // One scope's cursor behind the horizon is enough: that scope may have missed the tombstone.
    expect((await c.pull(101, { ...current.cursors, files: 1 })).body.reset).toBe(true);
    // A client that had already seen the tombstone goes on normally.
    expect((await c.pull(101, current.cursors)).body.reset).toBe(false);
    const res = await t.get(
      '/sync/pull',
      { schoolId: 101, cursors: formatCursors(current.cursors), clientId: c.clientId, schema: 99 },
      await loginSigned(t, 'yuanzhang'),
    );
    expect(res.json().data.reset).toBe(true);
  });

  it('tells a client whose cursor lies beyond the school’s log (a server restored from a backup) to reset', async () => {
    const who = await loginSigned(t, 'yuanzhang');
    const c = protocolClient(t, who);
    const pull = async (cursors: ScopeCursors, horizon: number) =>
      (
        await t.get(
          '/sync/pull',
          { schoolId: 101, cursors: formatCursors(cursors), clientId: c.clientId, schema: SYNC_SCHEMA_VERSION, horizon },
          who,
        )
      ).json().data;
    let last = { cursors: {} as ScopeCursors, horizon: 0, more: true };
    while (last.more) last = await pull(last.cursors, last.horizon);
    const top = await t.database.db.execute(sql`SELECT max(id)::int AS top FROM change_log`);
    const beyond = ((top as unknown as { rows: Array<{ top: number }> }).rows[0]?.top ?? 0) + 1000;
    expect(await pull({ ...last.cursors, records: beyond }, last.horizon)).toMatchObject({
      reset: true,
      cursors: {},
      changes: [],
      more: true,
    });
    // The school's own last cursors are still answered normally, and from 0 the school comes back whole.
    expect(await pull(last.cursors, last.horizon)).toMatchObject({ reset: false, cursors: last.cursors, changes: [], more: false });
    expect((await c.pullAll(101)).changes.filter((ch) => ch.table === 'classes').length).toBeGreaterThan(0);
  });

  it('a new device whose first sync spans pages is not reset by tombstones compacted before it started', async () => {
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    const id = uuidv7();
    await c.push([
      { id: 1, name: 'student.create', args: { id, schoolId: 101, classId, name: '早已删除', gender: 2, birthday: '2021-05-06' } },
      { id: 2, name: 'student.delete', args: { id, schoolId: 101 } },
    ]);
    await compactTombstones(t.database.db, new Date(Date.now() + 60_000), 0);
    const s = await loginSigned(t, 'yuanzhang');
    const session = { tokenHash: '', userId: s.userId, schoolId: 101, schoolIds: new Set([101]), expiresAt: new Date(0) };
    const ctx = { db: t.database.db, clock: t.clock, config: {} as never, session };
    const query = { schoolId: 101, clientId: 'fresh-device', schema: SYNC_SCHEMA_VERSION };
    const first = await pullChanges(ctx, { ...query, cursors: {}, horizon: 0 }, 100);
    expect(first.horizon).toBeGreaterThan(Math.max(...Object.values(first.cursors))); // the compacted tombstone lies beyond page 1
    const second = await pullChanges(ctx, { ...query, cursors: first.cursors, horizon: first.horizon }, 100);
    expect(second.reset).toBe(false);
    // A replica that started before that compaction (it knows an older horizon) may have missed it: reset.
    expect((await pullChanges(ctx, { ...query, cursors: first.cursors, horizon: 0 }, 100)).reset).toBe(true);
  });

  it('sends a page gzipped to a client that takes gzip: the same answer in a fraction of the bytes', async () => {
    const who = await loginSigned(t, 'yuanzhang');
    const query = { schoolId: 101, clientId: 'gzip-device' };
    const plain = await t.get('/sync/pull', query, who);
    const zipped = await t.get('/sync/pull', query, who, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString());
    expect(unzipped).toEqual(plain.json());
    expect(unzipped.data.changes.length).toBeGreaterThan(300);
    // An answer with nothing in it is smaller than gzip's framing is worth; a client refusing gzip gets it plain.
    let last = unzipped.data;
    while (last.more) {
      last = (await t.get('/sync/pull', { ...query, cursors: formatCursors(last.cursors), horizon: last.horizon }, who)).json().data;
    }
    const { cursors, horizon } = last;
    const empty = await t.get('/sync/pull', { ...query, cursors: formatCursors(cursors), horizon }, who, { 'accept-encoding': 'gzip' });
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json().data).toMatchObject({ changes: [], more: false });
    const refused = await t.get('/sync/pull', query, who, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('refuses another school’s changes with 403', async () => {
    const c = protocolClient(t, await loginSigned(t, 'jiaoshi'));
    const res = await c.pull(102);
    expect(res.status).toBe(403);
  });
});
