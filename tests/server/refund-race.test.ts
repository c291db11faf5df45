import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FINANCE_PASSWORD, RefundMsg, uuidv7 } from '@contract';
import type { Database } from '../../server/db/client';
import { classes, feeItems, refundRecords, students } from '../../server/db/schema';
import { lockSchools } from '../../server/replication/change-log';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, md5, type Signed, type TestApp } from './helpers/test-app';

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
    expect((await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, caiwu)).json().code).toBe(200);
    expect((await t.post('/park/bookkeepingSetting/save', { reviewOn: 0, authorIds: [] }, caiwu)).json().code).toBe(200);
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
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.schoolId, S)).limit(1);
    const [kid] = await t.database.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.classId, cls?.id ?? ''), eq(students.status, 1)))
      .limit(1);
    const [item] = await t.database.db
      .select()
      .from(feeItems)
      .where(and(eq(feeItems.schoolId, S), eq(feeItems.name, '保育费')));
    if (!cls || !kid || !item) throw new Error('demo finance set missing');
    const billId = uuidv7();
    const bill = {
      id: billId,
      schoolId: S,
      studentId: kid.id,
      classId: cls.id,
      schoolYear: '2026-2027',
      termType: 1,
      title: '并发退费',
      lines: [{ itemId: item.id, quantity: 1, unitFen: 50_000, discountFen: 0 }],
      dueOn: '2027-07-15',
    };
    expect((await t.post('/park/charge/saveOrder', bill, caiwu)).json().code).toBe(200);
    expect((await t.post('/park/charge/releaseOrder', { schoolId: S, ids: [billId] }, caiwu)).json().code).toBe(200);
    const paid = { schoolId: S, id: uuidv7(), billId, amountFen: 50_000, payType: 5 };
    expect((await t.post('/park/BabyCharge/confirmBabyBill', paid, caiwu)).json().code).toBe(200);
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
