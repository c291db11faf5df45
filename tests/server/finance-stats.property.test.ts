import { and, between, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillLine, DEMO_FINANCE_PASSWORD, type FeeStats, type PayType, uuidv7 } from '@contract';
import { financeLedger, payments } from '../../server/db/schema';
import { billOpen, insertBill, payBill, type TestBill } from './helpers/finance-ledger';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, md5, type Signed, type TestApp } from './helpers/test-app';
import { PROPERTY_SEED } from '../seed';

/**
 * Issue 23 "Checked by": over random bills (with discounts) and random partial payments — bills written directly,
 * payments through allocatePayment + recordLedger as the billing area will — statistics by class, by item, by child
 * and the totals always equal the sum of the ledger to the fen, and the sum of the payments.
 */
const CLASSES = Array.from({ length: 3 }, (_, i) => ({ id: uuidv7(), name: `性质${['大', '中', '小'][i]}班` }));
const ITEMS = Array.from({ length: 4 }, (_, i) => ({ id: uuidv7(), name: `性质项目${i + 1}` }));
const CHILDREN = Array.from({ length: 6 }, (_, i) => ({
  id: uuidv7(),
  name: `性质幼儿${i + 1}`,
  cls: CLASSES[i % 3] as (typeof CLASSES)[number],
}));

const lineArb = fc
  .record({
    item: fc.integer({ min: 0, max: ITEMS.length - 1 }),
    quantity: fc.integer({ min: 1, max: 6 }),
    unitFen: fc.integer({ min: 1, max: 2_000_000 }),
    discount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })), // percent off
  })
  .map(({ item, quantity, unitFen, discount }): BillLine => {
    const amountFen = quantity * unitFen;
    const it = ITEMS[item] as (typeof ITEMS)[number];
    return {
      itemId: it.id,
      name: it.name,
      unit: 'month',
      quantity,
      unitFen,
      amountFen,
      discountFen: Math.floor((amountFen * discount + 50) / 100),
    };
  });
const billArb = fc.record({
  child: fc.integer({ min: 0, max: CHILDREN.length - 1 }),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  // Each payment: a share of what the bill still asks (0 < share ≤ 1), a pay type, a day of the month.
  payments: fc.array(
    fc.record({
      share: fc.double({ min: 0.01, max: 1, noNaN: true }),
      payType: fc.constantFrom<PayType>(1, 2, 3, 4, 5),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    { minLength: 0, maxLength: 4 },
  ),
});

describe('statistics equal the ledger and the payments, to the fen (property)', () => {
  let t: TestApp;
  let caiwu: Signed;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp();
    caiwu = await loginSigned(t, 'caiwu');
    await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, caiwu);
  });
  afterAll(() => t.close());
  const stats = async (path: string, q: Record<string, string | number>): Promise<FeeStats> => {
    const body = (await t.get(path, q, caiwu)).json();
    if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  };
  const netOf = (s: FeeStats) => s.rows.reduce((n, r) => n + r.netFen, 0);

  it('by class, by child, by item and the totals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(billArb, { minLength: 1, maxLength: 8 }), async (drawn) => {
        // Each run in a month of its own (2010-01, 2010-02, …), so runs never see each other's lines.
        const month = `${2010 + Math.floor(run / 12)}-${String((run % 12) + 1).padStart(2, '0')}`;
        run++;
        const db = t.database.db;
        let paidTotal = 0;
        let paymentsMade = 0;
        const bills: TestBill[] = [];
        for (const b of drawn) {
          const child = CHILDREN[b.child] as (typeof CHILDREN)[number];
          const bill = await insertBill(db, {
            schoolId: 101,
            studentId: child.id,
            studentName: child.name,
            classId: child.cls.id,
            className: child.cls.name,
            lines: b.lines,
          });
          bills.push(bill);
          for (const p of b.payments) {
            const open = billOpen(bill);
            if (open <= 0) break;
            const amount = Math.max(1, Math.min(open, Math.round(open * p.share)));
            await payBill(db, bill, amount, p.payType, `${month}-${String(p.day).padStart(2, '0')}`);
            paidTotal += amount;
            paymentsMade++;
          }
        }
        const q = { schoolId: 101, startDate: `${month}-01`, endDate: `${month}-28` };
        const [ledger] = await db
          .select({ sum: sql<string>`coalesce(sum(${financeLedger.amountFen}), 0)` })
          .from(financeLedger)
          .where(and(eq(financeLedger.schoolId, 101), between(financeLedger.day, q.startDate, q.endDate)));
        const ledgerSum = Number(ledger?.sum);
        const paymentRows = await db
          .select({ sum: sql<string>`coalesce(sum(${payments.amountFen}), 0)` })
          .from(payments)
          .where(
            sql`${payments.billId} IN (${sql.join(
              bills.map((b) => sql`${b.id}::uuid`),
              sql`, `,
            )})`,
          );
        expect(ledgerSum).toBe(paidTotal);
        expect(Number(paymentRows[0]?.sum)).toBe(paidTotal);

        const byClass = await stats('/park/financeStatistics/class', q);
        const byItem = await stats('/park/financeStatistics/item', q);
        const byChild = await stats('/park/financeStatistics/classStu', q);
        for (const s of [byClass, byItem, byChild]) {
          expect(s.total.netFen).toBe(paidTotal);
          expect(s.total.incomeFen).toBe(paidTotal);
          expect(netOf(s)).toBe(paidTotal);
          expect(s.total.count).toBe(paymentsMade);
        }
        // Each class's row equals its children's; each item's row its children's.
        for (const row of byClass.rows) {
          const kids = await stats('/park/financeStatistics/classStu', { ...q, classId: row.id });
          expect(kids.total.netFen).toBe(row.netFen);
          expect(netOf(kids)).toBe(row.netFen);
          expect(kids.rows.length).toBe(row.children);
        }
        for (const row of byItem.rows) {
          const kids = await stats('/park/financeStatistics/itemStu', { ...q, itemId: row.id });
          expect(netOf(kids)).toBe(row.netFen);
          expect(kids.total.children).toBe(row.children);
        }
        // The pay types partition the totals; the chart's month equals the lists.
        let byPayType = 0;
        for (const payType of [1, 2, 3, 4, 5]) byPayType += (await stats('/park/financeStatistics/item', { ...q, payType })).total.netFen;
        expect(byPayType).toBe(paidTotal);
        const detail = (await t.get('/park/detail', { schoolId: 101, month }, caiwu)).json().data;
        expect(detail.total.netFen).toBe(paidTotal);
        expect(detail.total.count).toBe(paymentsMade);
        expect(detail.points.reduce((n: number, p: { netFen: number }) => n + p.netFen, 0)).toBe(paidTotal);
      }),
      { numRuns: Number(process.env.FINANCE_PROPERTY_RUNS ?? 20), seed: PROPERTY_SEED },
    );
  });
});
