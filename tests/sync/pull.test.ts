import { formatCursors, PermissionMsg, type PullQuery, type PullResponse, SYNC_SCHEMA_VERSION, uuidv7 } from '@contract';
import { describe, expect, it } from 'vitest';
import { applyPullPage } from '../../sync/apply-pull';
import { currentClientId } from '../../sync/client-state';
import type { SyncDb } from '../../sync/db';
import { mutate } from '../../sync/mutate';
import { OUTDATED_MESSAGE, pullSchool } from '../../sync/pull';
import { pushAll } from '../../sync/push';
import { newDevice, openDb } from './helpers/client';
import { FakeServer } from './helpers/fake-server';

const S = 101;
const now = () => 1_700_000_000_000;

function seeded(classes: number, perClass: number, schools = [S]) {
  const server = new FakeServer({ 1: schools, 2: schools });
  for (const schoolId of schools)
    for (let c = 0; c < classes; c++) {
      const classId = uuidv7();
      server.write('classes', 'put', { id: classId, schoolId, name: `班${c}`, grade: 0, sort: c, headTeacher: '' });
      for (let k = 0; k < perClass; k++)
        server.write('students', 'put', { id: uuidv7(), schoolId, classId, name: `童${k}`, gender: 1, birthday: '2020-01-01', status: 1 });
    }
  return server;
}

/** Pull page by page, calling `check` after each page is committed. */
async function pullPaged(db: SyncDb, server: FakeServer, check: () => Promise<void>) {
  const clientId = await currentClientId(db);
  for (;;) {
    const cursors = (await db.syncState.get(S))?.cursors ?? {};
    const res = server.pull(1, { schoolId: S, cursors, clientId, schema: SYNC_SCHEMA_VERSION, horizon: 0 });
    await applyPullPage(db, S, cursors, res, now());
    await check();
    if (!res.more) return;
  }
}

describe('pull', () => {
  it('applies a multi-page first sync, reporting progress, with one cursor per school', async () => {
    const server = seeded(3, 10, [S, 102]);
    server.pageSize = 7;
    const db = openDb(newDevice());
    const progress: [number, boolean][] = [];
    await pullSchool(db, server.transport(1), S, { now, onProgress: (p) => progress.push([p.applied, p.more]) });
    expect(progress).toEqual([
      [7, true],
      [14, true],
      [21, true],
      [28, true],
      [33, false],
    ]);
    expect(await db.table('students').count()).toBe(30);
    expect(await db.syncState.get(102)).toBeUndefined();
    await pullSchool(db, server.transport(1), 102, { now });
    expect(await db.table('classes').where('schoolId').equals(102).count()).toBe(3);
    const [a, b] = [await db.syncState.get(S), await db.syncState.get(102)];
    expect(a?.lastSyncedAt).toBe(now());
    expect(a?.cursors.records).not.toBe(b?.cursors.records);
    // Nothing new: one request, nothing changes.
    await pullSchool(db, server.transport(1), S, { now, onProgress: () => progress.push([-1, false]) });
    expect(progress.length).toBe(5);
  });

  it('applies each page atomically: a page that fails leaves the previous page and cursor in place', async () => {
    const server = seeded(2, 5);
    server.pageSize = 4;
    const db = openDb(newDevice());
    const failing = server.transport(1);
    // The second page's first write finds the disk full (rows are counted, not requests: pages are prefetched).
    let written = 0;
    for (const table of ['classes', 'students']) {
      db.table(table).hook('creating', () => {
        if (++written > 4) throw new DOMException('full', 'QuotaExceededError');
      });
    }
    await expect(pullSchool(db, failing, S, { now })).rejects.toMatchObject({ name: expect.stringMatching(/Quota|Abort/) });
    const state = await db.syncState.get(S);
    expect(state?.cursors.records).toBe(4);
    expect((await db.table('classes').count()) + (await db.table('students').count())).toBe(4);
  });

  it('tombstones delete rows; puts replace them', async () => {
    const server = seeded(1, 3);
    const db = openDb(newDevice());
    await pullSchool(db, server.transport(1), S, { now });
    const [first, second] = server.rowsOf('students', S);
    if (!first || !second) throw new Error('seed');
    server.write('students', 'del', first);
    server.write('students', 'put', { ...second, name: '新名' });
    await pullSchool(db, server.transport(1), S, { now });
    expect(await db.table('students').get(first.id)).toBeUndefined();
    expect((await db.table('students').get(second.id))?.name).toBe('新名');
  });

  it('keeps a mutation the server applied visible through every page until the pull that carries it ends', async () => {
    const server = seeded(1, 6);
    const db = openDb(newDevice());
    await pullSchool(db, server.transport(1), S, { now });
    const classId = server.rowsOf('classes', S)[0]?.id as string;
    await mutate(db, 'class.update', { id: classId, schoolId: S, name: '我的改名' });
    await pushAll(db, server.transport(1));
    expect((await db.outbox.toArray()).map((r) => r.applied)).toEqual([true]);
    // Other writes land after ours, so the pull that carries ours spans several pages.
    for (const s of server.rowsOf('students', S)) server.write('students', 'put', { ...s, name: `${s.name}!` });
    server.pageSize = 2;
    await db.syncState.update(S, { cursor: 0 });
    await pullPaged(db, server, async () => {
      expect((await db.table('classes').get(classId))?.name).toBe('我的改名');
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
  });

  it('does not replay a mutation the server already processed (answer lost) over newer server state', async () => {
    const server = seeded(1, 0);
    const db = openDb(newDevice());
    await pullSchool(db, server.transport(1), S, { now });
    const classId = server.rowsOf('classes', S)[0]?.id as string;
    await mutate(db, 'class.update', { id: classId, schoolId: S, name: '甲' });
    // The server applies it but the answer is lost; then someone else renames the class.
    server.push(1, {
      clientId: await currentClientId(db),
      mutations: (await db.outbox.toArray()).map((r) => ({ id: r.mutationId, name: r.name, args: r.args })),
    });
    server.push(2, { clientId: 'other', mutations: [{ id: 1, name: 'class.update', args: { id: classId, schoolId: S, name: '乙' } }] });
    await pullSchool(db, server.transport(1), S, { now });
    expect((await db.table('classes').get(classId))?.name).toBe('乙');
    // Push then only confirms it (duplicate) and lets it go.
    await pushAll(db, server.transport(1));
    expect(await db.outbox.count()).toBe(0);
    expect((await db.table('classes').get(classId))?.name).toBe('乙');
  });

  it('ignores a late page answering an older cursor (reordered delivery)', async () => {
    const server = seeded(1, 2);
    const db = openDb(newDevice());
    const clientId = await currentClientId(db);
    const stale = server.pull(1, { schoolId: S, cursors: {}, clientId, schema: SYNC_SCHEMA_VERSION, horizon: 0 });
    const victim = server.rowsOf('students', S)[0];
    if (!victim) throw new Error('seed');
    server.write('students', 'del', victim);
    await pullSchool(db, server.transport(1), S, { now });
    expect(await applyPullPage(db, S, {}, stale, now())).toBe('stale');
    expect(await db.table('students').get(victim.id)).toBeUndefined();
  });

  it('reset: clears the school and pulls from zero, keeping pending changes on top', async () => {
    const server = seeded(2, 2);
    const db = openDb(newDevice());
    await pullSchool(db, server.transport(1), S, { now });
    const ghost = { id: uuidv7(), schoolId: S, name: '幽灵', grade: 0, sort: 9, headTeacher: '' };
    await db.table('classes').put(ghost);
    const classId = server.rowsOf('classes', S)[0]?.id as string;
    await mutate(db, 'class.update', { id: classId, schoolId: S, headTeacher: '待同步' });
    server.resetSchools.add(S);
    const progress: number[] = [];
    await pullSchool(db, server.transport(1), S, { now, onProgress: (p) => progress.push(p.applied) });
    expect(await db.table('classes').get(ghost.id)).toBeUndefined();
    expect((await db.table('classes').get(classId))?.headTeacher).toBe('待同步');
    expect(await db.table('students').count()).toBe(4);
    expect(progress).toEqual([6]);
  });

  it('a scope revoked mid-pull is purged, and the pages after it are asked for under the new client id', async () => {
    const server = seeded(2, 2);
    server.write('siteNotices', 'put', {
      id: uuidv7(),
      schoolId: S,
      sysType: 1,
      title: '旧公告',
      content: '内容',
      createTime: '2026-09-01',
    });
    const db = openDb(newDevice());
    const transport = server.transport(1);
    await pullSchool(db, transport, S, { now });
    expect(await db.table('siteNotices').count()).toBe(1);
    // One change reached the server under this client id: its counter there is 1.
    const classId = server.rowsOf('classes', S)[0]?.id as string;
    await mutate(db, 'class.update', { id: classId, schoolId: S, name: '已同步' });
    await pushAll(db, transport);
    await pullSchool(db, transport, S, { now });
    // Queued offline: a notice, and a class edit behind it.
    await mutate(db, 'siteNotice.create', { id: uuidv7(), schoolId: S, sysType: 1, title: '离线公告', content: '内容' });
    await mutate(db, 'class.update', { id: classId, schoolId: S, headTeacher: '权限变更后' });
    // The member no longer reads the websites, and the school has more than a page for her.
    server.scopes = ['records', 'files'];
    server.pageSize = 2;
    for (let i = 0; i < 5; i++)
      server.write('classes', 'put', { id: uuidv7(), schoolId: S, name: `新班${i}`, grade: 0, sort: 9 + i, headTeacher: '' });
    const askedWith: string[] = [];
    const watched = {
      ...transport,
      pull: (q: PullQuery) => {
        askedWith.push(q.clientId);
        return transport.pull(q);
      },
    };
    const oldClient = await currentClientId(db);
    await pullSchool(db, watched, S, { now });

    expect(await db.table('siteNotices').count()).toBe(0);
    expect((await db.outbox.toArray()).map((r) => [r.name, r.status, r.error]).sort()).toEqual([
      ['class.update', 'pending', null],
      ['siteNotice.create', 'rejected', PermissionMsg.revoked],
    ]);
    // The renumbered class edit still shows: the pages after the purge spoke for the new client.
    const newClient = await currentClientId(db);
    expect(newClient).not.toBe(oldClient);
    expect(askedWith.at(-1)).toBe(newClient);
    expect((await db.table('classes').get(classId))?.headTeacher).toBe('权限变更后');
    expect(await db.table('classes').where('schoolId').equals(S).count()).toBe(7);
    await pushAll(db, transport);
    await pullSchool(db, transport, S, { now });
    expect(server.get('classes', classId)).toMatchObject({ name: '已同步', headTeacher: '权限变更后' });
  });

  it('gives up with a clear message when the server keeps answering reset (this app is outdated)', async () => {
    const db = openDb(newDevice());
    const always: PullResponse = {
      windows: {},
      cursors: {},
      scopes: [],
      locked: [],
      unlocks: {},
      rights: '',
      lastMutationId: 0,
      changes: [],
      more: true,
      reset: true,
      horizon: 0,
    };
    const transport = { push: async () => ({ lastMutationId: 0, results: [] }), pull: async () => always };
    await expect(pullSchool(db, transport, S, { now })).rejects.toThrow(OUTDATED_MESSAGE);
  });
});

describe('pull keeps the tombstone horizon it was told', () => {
  it('sends back the horizon of the page before and the schema of the first, also for pages asked ahead, and records them', async () => {
    const db = openDb(newDevice());
    const asked: Array<[string, number, number]> = [];
    const answer = (records: number, more: boolean, horizon: number) => ({
      cursors: { records, files: records },
      scopes: ['records', 'files'],
      locked: [],
      unlocks: {},
      rights: '',
      windows: {},
      lastMutationId: 0,
      changes: [],
      more,
      reset: false,
      horizon,
    });
    const answers = [answer(10, true, 7), answer(20, true, 7), answer(30, false, 9)];
    const transport = {
      push: async () => ({ lastMutationId: 0, results: [] }),
      pull: async (q: { cursors: Record<string, number>; horizon: number; schema: number }) => {
        asked.push([formatCursors(q.cursors), q.horizon, q.schema]);
        return answers[asked.length - 1] as PullResponse;
      },
    };
    await pullSchool(db, transport, S, { now });
    // Pages asked ahead, before the first is written, still speak for the schema the pull from zero began with.
    expect(asked).toEqual([
      ['', 0, SYNC_SCHEMA_VERSION],
      ['files:10,records:10', 7, SYNC_SCHEMA_VERSION],
      ['files:20,records:20', 7, SYNC_SCHEMA_VERSION],
    ]);
    expect(await db.syncState.get(S)).toMatchObject({ cursors: { records: 30, files: 30 }, horizon: 9, schema: SYNC_SCHEMA_VERSION });
  });
});
