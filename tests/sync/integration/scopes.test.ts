import { and, eq } from 'drizzle-orm';
import { PermissionMsg, REPLICATED_TABLE_NAMES, rightsFingerprint, TABLE_SCOPES, uuidv7 } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../../server/db/schema';
import { mutate } from '../../../sync/mutate';
import { pullSchool } from '../../../sync/pull';
import { readThrough } from '../../../sync/read-through';
import { readStatus } from '../../../sync/status';
import { replicaRows, serverRows } from '../helpers/compare';
import { createTestApp, EVERY_SCOPE, type RealUser, syncedDevice, type TestApp, unlockedPrincipal } from '../helpers/real-server';

const S = 101;
/** The principal's school permission list without 党团工委 (/DGTW): classes and children, home, settings. */
const WITHOUT_DGTW = ['/HOME', '/YWGL/JCXX', '/JCSZ'].join(',');
const WEBSITE_TABLES = REPLICATED_TABLE_NAMES.filter((t) => ['website', 'classChat', 'chatHistory'].includes(TABLE_SCOPES[t] ?? ''));

/** Sync scopes against the real server: a device holds only what its member may read, and learns a change at once. */
describe('sync scopes (real server)', () => {
  let t: TestApp;
  let boss: RealUser;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await unlockedPrincipal(t);
  });
  afterAll(() => t.close());

  const setPermissionList = async (list: string) => {
    await t.database.db
      .update(memberships)
      .set({ schoolPermission: list })
      .where(and(eq(memberships.userId, boss.session.userId), eq(memberships.schoolId, S)));
    await t.settleAccess();
  };

  /** What she holds without 党团工委: the server's rows of the scopes she still reads. */
  const serverRowsWithoutWebsite = () => serverRows(t, S, ['records', 'files', 'approvals']);

  it('a member whose permission list loses 党团工委 has its rows and pending changes purged at the next pull; she gets them back from the start once granted again', async () => {
    const { db, engine } = await syncedDevice(boss);
    const held = await replicaRows(db, S);
    expect(held.siteNotices.length).toBeGreaterThan(0);
    expect(Object.keys((await db.syncState.get(S))?.cursors ?? {}).sort()).toEqual(EVERY_SCOPE);
    // The answer's rights fingerprint is the one of the permissions her session holds: nothing to reload.
    expect((await db.syncState.get(S))?.rights).toBe(rightsFingerprint(boss.session.permissions));

    // A page of chat messages from before the sync window, read online and kept on the device.
    await readThrough(
      db,
      { schoolId: S, scope: 'chatHistory', key: 'chatHistory:c:before:2026-02-01:page:1' },
      async () => ['旧消息'],
      true,
    );

    // Offline edits of both kinds, then the principal's list is narrowed on the server.
    const noticeId = uuidv7();
    await mutate(db, 'siteNotice.create', { id: noticeId, schoolId: S, sysType: 1, title: '离线公告', content: '离线写的内容' });
    const cls = held.classes[0];
    if (!cls) throw new Error('no class');
    await mutate(db, 'class.update', { id: cls.id, schoolId: S, headTeacher: '权限变更后' });
    await setPermissionList(WITHOUT_DGTW);

    // The pull alone (as when the push is held): the answer lacks website and classChat, and they leave at once.
    await pullSchool(db, boss.transport, S, { now: Date.now });
    const after = await replicaRows(db, S);
    for (const table of WEBSITE_TABLES) expect(after[table], table).toEqual([]);
    expect(
      await db.shadows
        .where('schoolId')
        .equals(S)
        .filter((s) => WEBSITE_TABLES.includes(s.table))
        .count(),
    ).toBe(0);
    expect(Object.keys((await db.syncState.get(S))?.cursors ?? {}).sort()).toEqual(['approvals', 'files', 'records']);
    expect(await db.readThrough.count()).toBe(0);
    // Her rights changed: the app sees another fingerprint than its session's, and reloads user info and menu.
    expect((await db.syncState.get(S))?.rights).not.toBe(rightsFingerprint(boss.session.permissions));
    // The pending notice is refused here with the reason, its data gone; the class edit still shows and waits.
    const status = await readStatus(db, S);
    expect(status.rejected.map((r) => [r.name, r.error, r.args])).toEqual([
      ['siteNotice.create', PermissionMsg.revoked, { id: noticeId, schoolId: S }],
    ]);
    expect(status.pending).toBe(1);
    expect(after.classes.find((c) => c.id === cls.id)?.headTeacher).toBe('权限变更后');

    // The queue behind the refused change still reaches the server (renumbered: the server never had it).
    expect(await engine.syncOnce()).toBe('ok');
    expect((await serverRows(t, S)).classes.find((c) => c.id === cls.id)?.headTeacher).toBe('权限变更后');
    expect(await replicaRows(db, S)).toEqual(await serverRowsWithoutWebsite());
    expect((await readStatus(db, S)).pending).toBe(0);

    // Granted again: the website comes from its start, though her other cursors are far ahead.
    const before = (await db.syncState.get(S))?.cursors ?? {};
    expect(before.website).toBeUndefined();
    expect(before.records).toBeGreaterThan(0);
    await setPermissionList('');
    expect(await engine.syncOnce()).toBe('ok');
    const regained = await replicaRows(db, S);
    expect(regained.siteNotices.length).toBe(held.siteNotices.length);
    expect(regained).toEqual(await serverRows(t, S));
    expect(Object.keys((await db.syncState.get(S))?.cursors ?? {}).sort()).toEqual(EVERY_SCOPE);
    expect((await db.syncState.get(S))?.rights).toBe(rightsFingerprint(boss.session.permissions));
  });

  it('a change pushed for a scope the member no longer reads is refused by the server, and her device purges it', async () => {
    const { db, engine } = await syncedDevice(boss);
    await setPermissionList(WITHOUT_DGTW);
    await mutate(db, 'siteNotice.create', { id: uuidv7(), schoolId: S, sysType: 1, title: '越权公告', content: '不应保存' });
    expect(await engine.syncOnce()).toBe('ok');
    const status = await readStatus(db, S);
    expect(status.rejected.map((r) => [r.name, r.code])).toEqual([['siteNotice.create', 403]]);
    expect((await serverRows(t, S)).siteNotices.some((n) => n.title === '越权公告')).toBe(false);
    expect(await replicaRows(db, S)).toEqual(await serverRowsWithoutWebsite());
    await setPermissionList('');
  });
});
