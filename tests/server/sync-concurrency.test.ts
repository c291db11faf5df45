import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_SCHEMA_VERSION, uuidv7 } from '@contract';
import type { Database } from '../../server/db/client';
import { recordChanges } from '../../server/replication/change-log';
import { pullChanges } from '../../server/sync/pull';
import { openTestDatabase, type TestDatabase } from './helpers/test-db';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Real concurrency needs real connections: PGlite has one. Runs when TEST_DATABASE_URL is set (CI sets it).
describe.skipIf(!process.env.TEST_DATABASE_URL)('pull under concurrent writers (PostgreSQL)', () => {
  let database: TestDatabase;
  let pullerDb: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    // The puller has its own connections, so it never queues behind the writers for one.
    pullerDb = await database.openAnother();
  });
  afterAll(() => database.close());

  it('never skips a change that a slower transaction commits after a faster one', async () => {
    const session = { tokenHash: '', userId: 1, schoolId: 101, schoolIds: new Set([101]), expiresAt: new Date(0) };
    const ctx = { db: pullerDb.db, clock: { now: () => new Date() }, config: {} as never, session };
    let cursors = (
      await pullChanges(ctx, { schoolId: 101, cursors: {}, clientId: 'concurrency', schema: SYNC_SCHEMA_VERSION, horizon: 0 }, 100_000)
    ).cursors;
    const seen = new Set<string>();
    const written: string[] = [];

    let writing = true;
    const writers = Array.from({ length: 60 }, async (_, i) => {
      await sleep((i % 10) * 3);
      const id = uuidv7();
      await database.db.transaction(async (tx) => {
        await recordChanges(tx, 101, [{ table: 'students', op: 'put', row: { id, name: `并发${i}` } }]);
        // Hold the transaction open after the change got its cursor id: a faster writer must not overtake it.
        await sleep(5 + Math.floor(Math.random() * 40));
      });
      written.push(id);
    });
    const puller = (async () => {
      while (writing) {
        const page = await pullChanges(
          ctx,
          { schoolId: 101, cursors, clientId: 'concurrency', schema: SYNC_SCHEMA_VERSION, horizon: 0 },
          5,
        );
        for (const ch of page.changes) seen.add(String(ch.row.id));
        cursors = page.cursors;
        if (!page.more) await sleep(1);
      }
    })();
    await Promise.all(writers);
    writing = false;
    await puller;
    for (;;) {
      const page = await pullChanges(
        ctx,
        { schoolId: 101, cursors, clientId: 'concurrency', schema: SYNC_SCHEMA_VERSION, horizon: 0 },
        100,
      );
      for (const ch of page.changes) seen.add(String(ch.row.id));
      cursors = page.cursors;
      if (!page.more) break;
    }
    expect(written).toHaveLength(60);
    expect(written.filter((id) => !seen.has(id))).toEqual([]);
  });
});
