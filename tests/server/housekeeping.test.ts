import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { startHousekeeping } from '../../server/housekeeping';
import { TOMBSTONE_HORIZON_MS } from '../../server/replication/compact';
import { PAYMENT_NOTICE_KEEP_MS } from '../../server/services/provider-payments/prune-payment-notices';
import { openTestDatabase, type TestDatabase } from './helpers/test-db';

/** The planner's row estimate for change_log: -1 while the table was never analysed. */
async function estimatedRows(database: Database): Promise<number> {
  const result = await database.db.execute(sql`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = 'change_log'`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
}

describe('server housekeeping', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('at start compacts tombstones past the horizon and gives the embedded database planner statistics', async () => {
    const old = new Date(Date.now() - TOMBSTONE_HORIZON_MS - 60_000).toISOString();
    await database.db.execute(sql`
      INSERT INTO change_log (school_id, table_name, row_id, op, entry, created_at)
      VALUES (101, 'students', 'gone-long-ago', 'del', '{"table":"students","op":"del","row":{"id":"gone-long-ago"}}', ${old})`);
    if (database.kind === 'pglite') expect(await estimatedRows(database)).toBe(-1); // PGlite has no autovacuum
    const errors: unknown[] = [];
    await startHousekeeping(database, (e) => errors.push(e)).stop();
    expect(errors).toEqual([]);
    const left = await database.db.execute(sql`SELECT count(*)::int AS n FROM change_log WHERE row_id = 'gone-long-ago'`);
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    if (database.kind === 'pglite') expect(await estimatedRows(database)).toBeGreaterThan(100);
  });

  it('forgets the ids of payment notices too old to verify again, and keeps the younger ones', async () => {
    const at = (ms: number) => new Date(Date.now() - ms).toISOString();
    await database.db.execute(sql`
      INSERT INTO payment_notices (provider, notice_id, received_at)
      VALUES ('alipay', 'old', ${at(PAYMENT_NOTICE_KEEP_MS + 60_000)}), ('alipay', 'young', ${at(PAYMENT_NOTICE_KEEP_MS - 60_000)})`);
    await startHousekeeping(database, () => {}).stop();
    const left = await database.db.execute(sql`SELECT notice_id FROM payment_notices WHERE notice_id IN ('old', 'young')`);
    expect((left as unknown as { rows: Array<{ notice_id: string }> }).rows.map((r) => r.notice_id)).toEqual(['young']);
  });

  it('reports a failed run and keeps going', async () => {
    const failing: Database = { ...database, maintain: () => Promise.reject(new Error('disk full')) };
    const errors: unknown[] = [];
    await startHousekeeping(failing, (e) => errors.push(e)).stop();
    expect(errors.map((e) => (e as Error).message)).toEqual(['disk full']);
  });
});
