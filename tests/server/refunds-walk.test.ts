import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BillLine,
  type BillRow,
  billViews,
  paidFen,
  REFUND_ACTIONS,
  type RefundAction,
  type RefundRecordRow,
  type RefundState,
  RefundMsg,
  refundActionIssue,
  refundAdjustFen,
  refundLineKey,
  uuidv7,
} from '@contract';
import type { Db } from '../../server/db/client';
import { bills, financeLedger, financeSettings, payments, refundRecords, students, users } from '../../server/db/schema';
import { AppError } from '../../server/lib/app-error';
import type { PaymentProvider, RefundAnswer } from '../../server/providers/payments/payment-provider';
import { toBillRow, toPaymentRow } from '../../server/replication/finance/bill-rows';
import { toRefundRecordRow } from '../../server/replication/finance/refund-rows';
import type { AuthedContext } from '../../server/services/context';
import { recordPaid } from '../../server/services/finance/bills/record-paid';
import { checkRefunds } from '../../server/services/finance/refunds/check-refunds';
import { moveRefund } from '../../server/services/finance/refunds/move-refund';
import { saveRefundRecord } from '../../server/services/finance/refunds/save-refund-record';
import { submitRefunds } from '../../server/services/finance/refunds/submit-refunds';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A small seeded generator (mulberry32): the same seed walks the same way. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const STEPS = Number(process.env.REFUND_WALK_STEPS ?? 10_000);
const SEED = Number(process.env.REFUND_WALK_SEED ?? 20261126);

/**
 * A seeded random walk of refund actions (saves with random lines and amounts, submissions, reviews, every move with
 * random ways, a provider answering at random), called in-process in one transaction each, as a route would, by caiwu
 * or yuanzhang at random (a review of one's own application is refused). Every outcome is checked against the
 * transition table; afterwards the ledger must balance: per bill, ledger = paid −
 * refunded − carried out + carried in (and the contract's paidFen and billViews say the same); no bill line below
 * zero; Σ ledger = payments − refunds; each record's ledger lines equal its refunded and carried amounts.
 */
describe('refunds: a seeded random walk keeps the ledger balanced', () => {
  let t: TestApp;
  let ctx: AuthedContext & { provider: PaymentProvider };
  const S = 101;
  const random = prng(SEED);
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(random() * xs.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  const answer = (weights: [number, number, number]): RefundAnswer => {
    const r = random() * (weights[0] + weights[1] + weights[2]);
    return r < weights[0]
      ? { state: 'processing', message: '处理中' }
      : r < weights[0] + weights[1]
        ? { state: 'refunded', message: '退款成功' }
        : { state: 'failed', message: '退款失败' };
  };
  const provider: PaymentProvider = {
    name: 'walk',
    createPayment: async () => ({ payData: '', tradeNo: '' }),
    queryStatus: async () => ({ state: 'unpaid' }),
    verifyNotification: () => null,
    refund: async () => {
      if (random() < 0.05) throw new Error('provider down');
      return answer([5, 3, 2]);
    },
    queryRefund: async () => answer([3, 5, 2]),
  };
  /** The members acting, picked at random per action (caiwu, yuanzhang): nobody reviews a refund they applied for. */
  let members: number[] = [];
  const inTx = <T>(fn: (c: typeof ctx) => Promise<T>, userId = ctx.session.userId): Promise<T> =>
    t.database.db.transaction(async (tx) => fn({ ...ctx, db: tx as unknown as Db, session: { ...ctx.session, userId } }));

  let kids: { id: string; name: string; classId: string }[] = [];

  async function newBill(
    kid: { id: string; name: string; classId: string },
    schoolYear: string,
    termType: 1 | 2,
    small = false,
  ): Promise<BillRow> {
    const lines: BillLine[] = Array.from({ length: int(1, 3) }, (_, i) => {
      // Small bills make partial carry-overs (部分结转) likely.
      const unitFen = small ? int(1, 5_000) : int(1, 300_000);
      return { itemId: uuidv7(), name: `项目${i + 1}`, unit: 'once', quantity: 1, unitFen, amountFen: unitFen, discountFen: 0 };
    });
    const [row] = await t.database.db
      .insert(bills)
      .values({
        id: uuidv7(),
        schoolId: S,
        studentId: kid.id,
        studentName: kid.name,
        classId: kid.classId,
        schoolYear,
        termType,
        title: `${schoolYear}-${termType}`,
        lines,
        totalFen: lines.reduce((s, l) => s + l.amountFen, 0),
        dueOn: '2027-12-31',
        state: 'published',
      })
      .returning();
    if (!row) throw new Error('no bill');
    return toBillRow(row);
  }

  async function pay(bill: BillRow, fen: number) {
    const payType = pick([1, 2, 3, 5] as const) ?? 5;
    await inTx((c) =>
      recordPaid(
        c,
        bill,
        {
          id: uuidv7(),
          schoolId: S,
          billId: bill.id,
          studentId: bill.studentId,
          classId: bill.classId,
          amountFen: fen,
          payType,
          tradeNo: null,
          operatorId: c.session.userId,
          operatorName: '张敏',
          remark: '',
        },
        null,
        { userId: c.session.userId },
        '收款',
      ),
    );
  }

  const ledgerOf = async (where: Parameters<typeof and>[0]) =>
    (
      await t.database.db
        .select()
        .from(financeLedger)
        .where(and(eq(financeLedger.schoolId, S), where))
    ).reduce((s, l) => s + l.amountFen, 0);

  beforeAll(async () => {
    t = await createTestApp();
    // No finance password in the walk's school: the gate lets the in-process calls through (the gate has its own tests).
    await t.database.db.update(financeSettings).set({ passwordHash: null }).where(eq(financeSettings.schoolId, S));
    const [caiwu] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'caiwu'));
    const [principal] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'yuanzhang'));
    if (!caiwu || !principal) throw new Error('no caiwu or yuanzhang');
    members = [caiwu.id, principal.id];
    ctx = {
      db: t.database.db,
      clock: t.clock,
      config: t.config,
      session: { tokenHash: 'walk', userId: caiwu.id, schoolId: S, schoolIds: new Set([S]), expiresAt: new Date(Date.now() + 864e5) },
      ip: '127.0.0.1',
      provider,
    };
    kids = (
      await t.database.db
        .select({ id: students.id, name: students.name, classId: students.classId })
        .from(students)
        .where(and(eq(students.schoolId, S), eq(students.status, 1)))
    ).slice(0, 6);
    expect(kids.length).toBe(6);
    // Each child: two paid first-term bills (one to three payments each), one unpaid second-term bill.
    for (const kid of kids) {
      for (let i = 0; i < 2; i++) {
        const b = await newBill(kid, '2026-2027', 1);
        const first = int(1, b.totalFen);
        await pay(b, first);
        if (first < b.totalFen) await pay({ ...b }, b.totalFen - first);
      }
      await newBill(kid, '2026-2027', 2, true);
    }
  });
  afterAll(() => t.close());

  it(`${STEPS} actions (seed ${SEED}): the table holds for every outcome and the ledger balances`, { timeout: 3_600_000 }, async () => {
    const counts = new Map<string, number>();
    const count = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
    const records = async () =>
      (await t.database.db.select().from(refundRecords).where(eq(refundRecords.schoolId, S)).orderBy(refundRecords.id)).map(
        toRefundRecordRow,
      );
    const kidBills = async (kidId: string) =>
      (
        await t.database.db
          .select()
          .from(bills)
          .where(and(eq(bills.schoolId, S), eq(bills.studentId, kidId)))
      ).map(toBillRow);
    const one = async (id: string) => {
      const [row] = await t.database.db.select().from(refundRecords).where(eq(refundRecords.id, id));
      return row ? toRefundRecordRow(row) : undefined;
    };
    let all: RefundRecordRow[] = [];

    for (let step = 0; step < STEPS; step++) {
      if (step % 500 === 0) all = await records();
      const roll = random();
      const kid = pick(kids);
      if (!kid) throw new Error('no kid');
      if (roll < 0.03) {
        // Another bill: a later term (a carry-over's target) or paying one that is still open.
        const mine = (await kidBills(kid.id)).filter((b) => b.state === 'published');
        if (mine.length > 0 && random() < 0.5) {
          const b = pick(mine) as BillRow;
          const open = b.totalFen - (await ledgerOf(eq(financeLedger.billId, b.id)));
          if (open > 0) {
            await pay(b, int(1, open));
            count('pay');
          }
        } else {
          await newBill(kid, pick(['2026-2027', '2027-2028']) ?? '2027-2028', pick([1, 2] as const) ?? 2, random() < 0.6);
          count('bill');
        }
        continue;
      }
      if (roll < 0.3) {
        // A draft: a new one on the child's paid lines, or an edit of an open one; sometimes asking for too much.
        const open = all.filter((r) => r.state === 0 || r.state === 6);
        const edit = random() < 0.3 ? pick(open) : undefined;
        const who = edit ? (kids.find((k) => k.id === edit.studentId) ?? kid) : kid;
        const paidLines = (await kidBills(who.id)).filter((b) => b.state === 'paid').flatMap((b) => b.lines.map((l) => ({ b, l })));
        if (paidLines.length === 0) continue;
        const chosen = [...new Set(Array.from({ length: int(1, 2) }, () => pick(paidLines)))].filter(
          (x): x is { b: BillRow; l: BillLine } => !!x,
        );
        const unique = [...new Map(chosen.map((x) => [refundLineKey(x.b.id, x.l.itemId), x])).values()];
        const args = {
          id: edit?.id ?? uuidv7(),
          schoolId: S,
          studentId: who.id,
          reason: pick([0, 1, 2, 3] as const) ?? 3,
          way: pick([1, 2, 3, 4] as const) ?? 1,
          leaveOn: null,
          remark: '',
          lines: unique.map(({ b, l }) => ({
            billId: b.id,
            itemId: l.itemId,
            name: l.name,
            refundItemId: null,
            amountFen: random() < 0.1 ? l.amountFen + int(1, 100) : int(1, Math.max(1, Math.floor(l.amountFen / 3))),
          })),
        };
        const before = all.find((r) => r.id === args.id);
        const by = pick(members) ?? ctx.session.userId;
        await attempt('save', before, () => inTx((c) => saveRefundRecord(c, args), by), args.id, by);
        continue;
      }
      const moving = all.filter((x) => x.state !== 2 && x.state !== 4 && x.state !== 5);
      const r = random() < 0.85 && moving.length > 0 ? pick(moving) : pick(all);
      if (!r) continue;
      const action: RefundAction =
        pick([
          'submit',
          'approve',
          'reject',
          'void',
          'confirm',
          'refundOnline',
          'queryOnline',
          'changeWay',
          'carry',
          'refundRest',
        ] as const) ?? 'submit';
      const fresh = await one(r.id);
      const by = pick(members) ?? ctx.session.userId;
      const run = () =>
        inTx<unknown>((c) => {
          switch (action) {
            case 'submit':
              return submitRefunds(c, { schoolId: S, ids: [r.id] });
            case 'approve':
            case 'reject':
              return checkRefunds(c, { schoolId: S, ids: [r.id], approve: action === 'approve', reason: '驳回' });
            default:
              return moveRefund(c, { schoolId: S, id: r.id, action, way: pick([1, 2, 3, 4] as const), reason: '作废' });
          }
        }, by);
      await attempt(action, fresh, run, r.id, by);
    }

    async function attempt(action: RefundAction, before: RefundRecordRow | undefined, run: () => Promise<unknown>, id: string, by: number) {
      const issue = refundActionIssue(action, before, () => true, by);
      if (issue === RefundMsg.ownRecord) count('own review refused');
      let ok = true;
      try {
        await run();
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        ok = false;
        count(`refused ${e.code}`);
      }
      if (issue) expect([action, before?.state, before?.way, ok]).toEqual([action, before?.state, before?.way, false]);
      const after = await one(id);
      if (ok) {
        count(`${action} ok`);
        if (after?.state === 21) count('→ 退款失败');
        const to = REFUND_ACTIONS[action].to as readonly RefundState[];
        // A provider still processing leaves 退款中 as it was; a failed first answer also passes through it.
        expect([action, after?.state, to.includes(after?.state as RefundState)]).toEqual([action, after?.state, true]);
      } else if (before) expect(after).toEqual(before);
      const i = all.findIndex((x) => x.id === id);
      if (after) {
        if (i >= 0) all[i] = after;
        else all.push(after);
      }
    }

    // ——— The balance ———
    const recs = await records();
    const schoolBills = (await t.database.db.select().from(bills).where(eq(bills.schoolId, S))).map(toBillRow);
    const pays = (await t.database.db.select().from(payments).where(eq(payments.schoolId, S))).map(toPaymentRow);
    const ledger = await t.database.db.select().from(financeLedger).where(eq(financeLedger.schoolId, S));
    const byBill = new Map<string, number>();
    const byLine = new Map<string, number>();
    for (const l of ledger) {
      if (!l.billId) continue;
      byBill.set(l.billId, (byBill.get(l.billId) ?? 0) + l.amountFen);
      const k = refundLineKey(l.billId, l.itemId ?? '');
      byLine.set(k, (byLine.get(k) ?? 0) + l.amountFen);
    }
    const views = new Map(billViews(schoolBills, pays, {}, '2026-11-26', new Map(), recs).map((v) => [v.bill.id, v]));
    for (const b of schoolBills) {
      const paidIn = pays.filter((p) => p.billId === b.id && p.state === 'paid').reduce((s, p) => s + p.amountFen, 0);
      const expected = paidIn + refundAdjustFen(recs, b.id);
      expect([b.id, byBill.get(b.id) ?? 0]).toEqual([b.id, expected]);
      expect([b.id, paidFen(pays, b.id, recs)]).toEqual([b.id, expected]);
      expect([b.id, views.get(b.id)?.paidFen]).toEqual([b.id, expected]);
    }
    for (const [k, fen] of byLine) expect([k, fen >= 0]).toEqual([k, true]);
    const paidTotal = pays.filter((p) => p.state === 'paid').reduce((s, p) => s + p.amountFen, 0);
    const refundedTotal = recs.reduce((s, r) => s + r.refundedFen, 0);
    expect(ledger.reduce((s, l) => s + l.amountFen, 0)).toBe(paidTotal - refundedTotal);
    const bySource = new Map<string, Record<string, number>>();
    for (const l of ledger) {
      const m = bySource.get(l.sourceId) ?? {};
      m[l.kind] = (m[l.kind] ?? 0) + l.amountFen;
      bySource.set(l.sourceId, m);
    }
    for (const r of recs) {
      const m = bySource.get(r.id) ?? {};
      expect([r.id, m.refund ?? 0, m.carryOut ?? 0, m.carryIn ?? 0]).toEqual([
        r.id,
        0 - r.refundedFen || 0,
        0 - r.carriedFen || 0,
        r.carriedFen,
      ]);
      expect(r.carries.reduce((s, c) => s + c.amountFen, 0)).toBe(r.carriedFen);
      expect(r.refundedFen + r.carriedFen).toBeLessThanOrEqual(r.amountFen);
      if (r.state === 2 || r.state === 4) expect(r.refundedFen + r.carriedFen).toBe(r.amountFen);
      if (r.state === 5) expect(r.refundedFen + r.carriedFen).toBe(0);
    }
    // Every bill line: what records (not voided) hold of it is at most what came in on it.
    const held = new Map<string, number>();
    for (const r of recs)
      if (r.state !== 5)
        for (const l of r.lines)
          held.set(refundLineKey(l.billId, l.itemId), (held.get(refundLineKey(l.billId, l.itemId)) ?? 0) + l.amountFen);
    const inflow = new Map<string, number>();
    for (const l of ledger)
      if (l.billId && (l.kind === 'payment' || l.kind === 'carryIn'))
        inflow.set(refundLineKey(l.billId, l.itemId ?? ''), (inflow.get(refundLineKey(l.billId, l.itemId ?? '')) ?? 0) + l.amountFen);
    for (const [k, fen] of held) expect([k, fen <= (inflow.get(k) ?? 0)]).toEqual([k, true]);

    // The walk went everywhere: money left by every way, carry-overs landed, the provider failed and recovered.
    const states = new Set(recs.map((r) => r.state));
    for (const s of [0, 2, 4, 5, 6, 8] as const) expect([s, states.has(s)]).toEqual([s, true]);
    for (const a of ['confirm ok', 'carry ok', 'refundOnline ok', 'queryOnline ok', 'refundRest ok', 'changeWay ok', 'void ok'])
      expect([a, (counts.get(a) ?? 0) > 0]).toEqual([a, true]);
    expect(counts.get('→ 退款失败') ?? 0).toBeGreaterThan(0);
    for (const a of ['approve ok', 'reject ok', 'own review refused']) expect([a, (counts.get(a) ?? 0) > 0]).toEqual([a, true]);
    expect(
      (
        await t.database.db
          .select()
          .from(bills)
          .where(and(eq(bills.schoolId, S), inArray(bills.state, ['paid'])))
      ).length,
    ).toBeGreaterThan(12);
    console.log(`refund walk (seed ${SEED}):`, Object.fromEntries([...counts].sort()));
  });
});
