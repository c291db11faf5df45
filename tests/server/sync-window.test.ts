import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Change, type ChatRecordRow, type ScopeCursors, SYNC_SCHEMA_VERSION, syncWindowStart, uuidv7 } from '@contract';
import { recordChanges } from '../../server/replication/change-log';
import { PullPageCache } from '../../server/sync/page-cache';
import { pullPage } from '../../server/sync/pull';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';
import { openTestDatabase, type TestDatabase } from './helpers/test-db';

type Entry = { table_name: string; scope: string; event_day: string | null; op: string };
/** A parent's chat message as recordChanges takes it. */
const message = (id: string, classId: string, createTime: string) => ({
  table: 'chatRecords' as const,
  op: 'put' as const,
  row: {
    id,
    schoolId: 101,
    classId,
    senderUserId: null,
    senderName: '家长',
    senderImg: '',
    contentType: 1,
    content: '你好',
    voiceImg: '',
    createTime,
  },
});
const rowsOf = (result: unknown) => (result as { rows: Entry[] }).rows;

describe('change log of a windowed scope (contract/scopes.ts window)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('files each chat message under chatHistory with the day it was sent; chat switches have no day', async () => {
    const seeded = rowsOf(
      await database.db.execute(sql`
        SELECT table_name, scope, to_char(event_day, 'YYYY-MM-DD') AS event_day, op,
               left(entry::jsonb #>> '{row,createTime}', 10) AS sent
        FROM change_log WHERE table_name IN ('chatRecords', 'classChats')`),
    ) as Array<Entry & { sent: string | null }>;
    const messages = seeded.filter((e) => e.table_name === 'chatRecords');
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m).toMatchObject({ scope: 'chatHistory', event_day: m.sent });
    for (const s of seeded.filter((e) => e.table_name === 'classChats')) expect(s).toMatchObject({ scope: 'classChat', event_day: null });
  });

  it('gives a deleted message no day, so its tombstone reaches every replica of the scope', async () => {
    const id = '01890000-0000-7000-8000-00000000abcd';
    await database.db.transaction((tx) => recordChanges(tx, 101, [message(id, id, '2026-10-08 09:00:00')]));
    const day = async () =>
      rowsOf(
        await database.db.execute(
          sql`SELECT table_name, scope, to_char(event_day, 'YYYY-MM-DD') AS event_day, op FROM change_log WHERE row_id = ${id}`,
        ),
      );
    expect(await day()).toEqual([{ table_name: 'chatRecords', scope: 'chatHistory', event_day: '2026-10-08', op: 'put' }]);
    await database.db.transaction((tx) => recordChanges(tx, 101, [{ table: 'chatRecords', op: 'del', row: { id } }]));
    expect(await day()).toEqual([{ table_name: 'chatRecords', scope: 'chatHistory', event_day: null, op: 'del' }]);
  });
});

describe('pull of a windowed scope (chatHistory)', () => {
  let t: TestApp;
  let principal: Signed;
  const dayOf = (d: Date) => d.toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
  });
  afterAll(() => t.close());

  const messagesIn = (changes: Change[]) =>
    changes.filter((c) => c.table === 'chatRecords' && c.op === 'put').map((c) => c.row as ChatRecordRow);

  it('sends a new replica the messages of the window only, and names the window', async () => {
    const windowStart = syncWindowStart(dayOf(t.clock.now()));
    const c = protocolClient(t, principal);
    const first = await c.pull(101);
    // busTrips: the demo's past trips (server/seed/demo-bus-trips.ts).
    expect(first.body.windows).toEqual({
      chatHistory: windowStart,
      attendance: windowStart,
      staffAttendance: windowStart,
      busTrips: windowStart,
      healthChecks: windowStart,
    });
    const { changes } = await c.pullAll(101);
    const messages = messagesIn(changes);
    const counted = await t.database.db.execute(sql`
      SELECT count(*) FILTER (WHERE created_at >= ${`${windowStart}T00:00:00Z`}::timestamptz)::int AS inside,
             count(*) FILTER (WHERE created_at < ${`${windowStart}T00:00:00Z`}::timestamptz)::int AS before
      FROM chat_records WHERE school_id = 101`);
    const { inside, before } = (counted as unknown as { rows: Array<{ inside: number; before: number }> }).rows[0] ?? {
      inside: 0,
      before: 0,
    };
    expect(before).toBe(3); // the demo's messages from over a year ago
    expect(messages.length).toBe(inside);
    expect(messages.every((m) => m.createTime >= windowStart)).toBe(true);
  });

  it('brings a message sent in the window to a replica that has the rest, not one dated before it', async () => {
    const c = protocolClient(t, principal);
    const { cursors } = await c.pullAll(101);
    const classId = await firstClassId(t, 101);
    const recent = uuidv7();
    const old = uuidv7();
    await t.database.db.transaction((tx) =>
      recordChanges(tx, 101, [message(recent, classId, t.clock.now().toISOString()), message(old, classId, '2019-09-01T08:00:00.000Z')]),
    );
    const next = await c.pullAll(101, cursors);
    expect(messagesIn(next.changes).map((m) => m.id)).toEqual([recent]);
  });

  it('serves a windowed member’s next device from the page cache without losing a row', async () => {
    // Page 1 ends among the classes and children, while the window's scope was started at its first message, further
    // on: a device served that page from the cache must be told the same cursors, not moved to the page's end.
    const session = { tokenHash: '', userId: principal.userId, schoolId: 101, schoolIds: new Set([101]), expiresAt: new Date(0) };
    const ctx = { db: t.database.db, clock: t.clock, config: { syncWindowTerms: 2 } as never, session };
    const firstSync = async (cache: PullPageCache, clientId: string) => {
      const ids = new Set<string>();
      let cursors: ScopeCursors = {};
      for (let page = 0; page < 100; page++) {
        const res = await pullPage(
          ctx,
          { schoolId: 101, cursors, clientId, schema: SYNC_SCHEMA_VERSION, horizon: 0 },
          { pageSize: 40, cache },
        );
        for (const c of JSON.parse(res.changesJson.toString()) as Change[]) ids.add(`${c.table}:${c.row.id}`);
        cursors = res.cursors;
        if (!res.more) break;
      }
      return ids;
    };
    const cache = new PullPageCache();
    const first = await firstSync(cache, 'window-cache-a');
    const second = await firstSync(cache, 'window-cache-b');
    expect(cache.stats.hits).toBeGreaterThan(1);
    expect([...second].sort()).toEqual([...first].sort());
    expect([...first].filter((k) => k.startsWith('chatRecords:')).length).toBeGreaterThan(0);
  });

  it('moves with the calendar without a reset: a year on, the old messages are no longer sent', async () => {
    const c = protocolClient(t, principal);
    const { cursors } = await c.pullAll(101);
    t.clock.advance(400 * 86_400_000);
    const later = syncWindowStart(dayOf(t.clock.now()));
    // The same device, signed in again (its session has long expired).
    const again = await loginSigned(t, 'yuanzhang');
    const moved = await protocolClient(t, again, c.clientId).pull(101, cursors);
    expect(moved.body).toMatchObject({ reset: false, changes: [], more: false, windows: { chatHistory: later } });
    const fresh = await protocolClient(t, again).pullAll(101);
    expect(messagesIn(fresh.changes).filter((m) => m.createTime < later)).toEqual([]);
    expect(fresh.changes.filter((ch) => ch.table === 'classes')).toHaveLength(12);
  });
});
