import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefundMsg, uuidv7 } from '@contract';
import type { Database } from '../../server/db/client';
import { refundRecords } from '../../server/db/schema';
import { lockSchools } from '../../server/replication/change-log';
import { loginSigned } from './helpers/sync-client';
import { demoCareClass, expectUnlocked, payAtDesk, publishedCareBill, setBillReview } from './helpers/finance-demo';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

// Real concurrency needs real connections: PGlite has one. Runs when TEST_DATABASE_URL is set (CI sets it).
describe.skipIf(!process.env.TEST_DATABASE_URL)('two refund drafts of one paid bill at once (PostgreSQL)', () => {
  let t: TestApp;
  let caiwu: Signed;
  let holder: Database;
  let monitor: Database;
  const S = 101;

  beforeAll(async () => {
    t = await createTestApp();
    holder = await t.database.openAnother();
    monitor = await t.database.openAnother();
    caiwu = await loginSigned(t, 'caiwu');
    await expectUnlocked(t, caiwu);
    await setBillReview(t, caiwu, 0);
  });
  afterAll(() => t.close());

  /** Requests of this database waiting for a lock (a row lock or an advisory one). */
  const waiting = async () => {
    const r = await monitor.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  };

  it('cannot each take the whole paid amount: the second waits for the first, then is refused', async () => {
    const { classId, kids, careItem: item } = await demoCareClass(t, S);
    const kid = kids[0] ?? { id: '' };
    const { id: billId } = await publishedCareBill(t, caiwu, {
      schoolId: S,
      classId,
      studentId: kid.id,
      itemId: item.id,
      fen: 50_000,
      title: '并发退费',
    });
    expect((await payAtDesk(t, caiwu, { schoolId: S, billId, amountFen: 50_000 })).code).toBe(200);
    const draft = () => ({
      id: uuidv7(),
      schoolId: S,
      studentId: kid.id,
      reason: 3,
      way: 1,
      lines: [{ billId, itemId: item.id, amountFen: 50_000 }],
    });

    // Another connection holds the school's change-log lock: each save runs its check and then waits just before its
    // commit, so both are in flight together, as two devices' drafts can be.
    let release = () => {};
    let holding = () => {};
    const held = new Promise<void>((r) => {
      holding = r;
    });
    const hold = holder.db.transaction(async (tx) => {
      await lockSchools(tx, [S]);
      holding();
      await new Promise<void>((r) => {
        release = r;
      });
    });
    await held;
    const first = t.post('/park/finance/refundRecord/save', draft(), caiwu);
    const second = t.post('/park/finance/refundRecord/save', draft(), caiwu);
    // Both are stopped at a lock (without the bill lock: both at the change log, each having taken the whole amount).
    while ((await waiting()) < 2) await new Promise((r) => setTimeout(r, 20));
    release();
    await hold;
    const answers = (await Promise.all([first, second])).map((r) => r.json() as { code: number; msg: string });
    expect(answers.map((a) => a.code).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.code === 400)?.msg).toBe(RefundMsg.overRefund);
    const held50 = await t.database.db.select().from(refundRecords).where(eq(refundRecords.studentId, kid.id));
    expect(held50.filter((r) => r.lines.some((l) => l.billId === billId)).reduce((s, r) => s + r.amountFen, 0)).toBe(50_000);
  });
});
