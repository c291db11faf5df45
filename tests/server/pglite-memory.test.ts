import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { openTestDatabase, type TestDatabase } from './helpers/test-db';

const setting = async (database: { db: TestDatabase['db'] }, name: string) => {
  const result = await database.db.execute(sql`SELECT current_setting(${name}) AS v`);
  return (result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v;
};

/** PGlite keeps its shared memory resident for good: the buffer cache is what the idle server's RSS is made of. */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("PGlite's memory", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs with a 32MB buffer cache, not initdb’s 128MB, whatever the data folder’s postgresql.conf says', async () => {
    expect(await setting(database, 'shared_buffers')).toBe('32MB');
    // All of PostgreSQL's shared memory, which PGlite zeroes at start: 145MB with initdb's settings.
    expect(Number.parseInt((await setting(database, 'shared_memory_size')) ?? '', 10)).toBeLessThan(64);
  });

  it('takes the size an operator sets (PGLITE_SHARED_BUFFERS)', async () => {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const other = await openDatabase({ dataDir: 'memory://', loadDataDir: dump, sharedBuffers: '128MB' });
    try {
      expect(await setting(other, 'shared_buffers')).toBe('128MB');
    } finally {
      await other.close();
    }
  });
});
