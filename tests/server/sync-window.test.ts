import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChanges } from '../../server/replication/change-log';
import { openTestDatabase, type TestDatabase } from './helpers/test-db';

type Entry = { table_name: string; scope: string; event_day: string | null; op: string };
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
    const row = {
      id,
      schoolId: 101,
      classId: id,
      senderUserId: null,
      senderName: '家长',
      senderImg: '',
      contentType: 1,
      content: '你好',
      voiceImg: '',
      createTime: '2026-10-08 09:00:00',
    };
    await database.db.transaction((tx) => recordChanges(tx, 101, [{ table: 'chatRecords', op: 'put', row }]));
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
