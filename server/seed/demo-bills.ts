import { and, asc, eq } from 'drizzle-orm';
import { allocatePayment, type BillRow, draftBill, type PaymentRow, receiptNoOf, structureBillLines, TERM_MONTHS, uuidv7 } from '@contract';
import {
  bills,
  classes,
  discounts,
  feeItems,
  feeStructures,
  financeAuditLog,
  financeLedger,
  payments,
  students,
  users,
} from '../db/schema';
import { chinaDay } from '../lib/format';
import { toBillRow, toPaymentRow } from '../replication/finance/bill-rows';
import { recordChanges, type RecordedChange } from '../replication/change-log';
import { toDiscountRow, toFeeItemRow, toFeeStructureRow } from '../replication/finance/fee-rows';
import { childFacts } from '../services/finance/bills/child-facts';
import type { DemoSeedContext } from './demo-seed-context';
import { seededUserName } from './seed-finance-audit';

const SCHOOL_ID = 101;
const DAY_MS = 86_400_000;
const TITLE = '2026-2027学年第一学期收费';

/**
 * The demo's bills for the kindergarten 101, 2026-2027 first term (after seedDemoFinance): the first class billed
 * from its structure and published three weeks ago — one paid in cash, one by Alipay (scene pay), one half paid by
 * bank card, one overdue, the rest open —, a few drafts in the second class, and no bills elsewhere (批量生成 has
 * classes to bill). Each bill and payment has its audit lines as 张敏 (caiwu) made them, and each payment its ledger
 * lines (what statistics read). A handful of inserts: the seed stays fast.
 */
export async function seedDemoBills({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const rooms = await tx.select().from(classes).where(eq(classes.schoolId, SCHOOL_ID)).orderBy(asc(classes.sort));
  const [first, second] = rooms;
  if (!first || !second) return;
  const items = await tx.select().from(feeItems).where(eq(feeItems.schoolId, SCHOOL_ID));
  const structures = await tx.select().from(feeStructures).where(eq(feeStructures.schoolId, SCHOOL_ID));
  const offers = await tx.select().from(discounts).where(eq(discounts.schoolId, SCHOOL_ID));
  const kids = await tx
    .select({ id: students.id, name: students.name, classId: students.classId, birthday: students.birthday })
    .from(students)
    .where(and(eq(students.schoolId, SCHOOL_ID), eq(students.status, 1)))
    .orderBy(asc(students.name));
  const itemRows = items.map(toFeeItemRow);
  const offerRows = offers.map(toDiscountRow);
  const facts = await childFacts(
    tx,
    SCHOOL_ID,
    kids.map((k) => k.id),
  );
  const day = (offsetDays: number) => chinaDay(new Date(seedAt.getTime() + offsetDays * DAY_MS));
  const published = new Date(seedAt.getTime() - 21 * DAY_MS);
  const billFor = (kid: (typeof kids)[number], classId: string, dueOn: string): BillRow | null => {
    const structure = structures
      .map(toFeeStructureRow)
      .find((s) => s.classId === classId && s.validity === 1 && s.schoolYear === '2026-2027' && s.termType === 1);
    if (!structure) return null;
    const child = facts.get(kid.id) ?? { studentId: kid.id, youngerSibling: false, staffChild: false };
    // Meals (per day) for the days of September–November the demo child attended: a round 60.
    const { lines, discountIds } = structureBillLines(structure, itemRows, offerRows, child, {
      day: '2026-09-01',
      months: TERM_MONTHS[1],
      attendedDays: 60,
    });
    return draftBill(
      {
        id: uuidv7(),
        schoolId: SCHOOL_ID,
        studentId: kid.id,
        classId,
        schoolYear: '2026-2027',
        termType: 1,
        title: TITLE,
        dueOn,
        overdue: 1,
        remark: '',
      },
      kid.name,
      lines,
      discountIds,
      new Date(published.getTime() - DAY_MS).toISOString(),
    );
  };
  const firstKids = kids.filter((k) => k.classId === first.id);
  const secondKids = kids.filter((k) => k.classId === second.id).slice(0, 3);
  const out: BillRow[] = [];
  firstKids.forEach((k, i) => {
    const b = billFor(k, first.id, i === 3 ? day(-6) : day(20));
    if (b) out.push({ ...b, state: 'published', read: i % 3 === 0 ? 4 : 1, publishedAt: published.toISOString() });
  });
  for (const k of secondKids) {
    const b = billFor(k, second.id, day(30));
    if (b) out.push(b);
  }
  if (out.length === 0) return;
  // Payments of the first class: cash (whole), Alipay scene pay (whole), bank card (half).
  const userId = userIds.get('caiwu') ?? null;
  const [caiwu] = userId ? await tx.select({ name: users.userName }).from(users).where(eq(users.id, userId)) : [];
  const plan: [index: number, payType: 1 | 3 | 5, part: number][] = [
    [0, 5, 1],
    [1, 1, 1],
    [2, 3, 0.5],
  ];
  const paidDay = new Date(seedAt.getTime() - 10 * DAY_MS);
  const pays: PaymentRow[] = [];
  const ledger: (typeof financeLedger.$inferInsert)[] = [];
  plan.forEach(([i, payType, part], n) => {
    const b = out[i];
    if (!b || b.classId !== first.id) return;
    const amountFen = part === 1 ? b.totalFen : Math.floor(b.totalFen / 2);
    const at = new Date(paidDay.getTime() + n * 3_600_000);
    const p: PaymentRow = {
      id: uuidv7(),
      schoolId: SCHOOL_ID,
      billId: b.id,
      studentId: b.studentId,
      classId: b.classId,
      amountFen,
      payType,
      state: 'paid',
      receiptNo: receiptNoOf(chinaDay(paidDay), n + 1),
      tradeNo: payType === 1 ? `DEMO${chinaDay(at).replaceAll('-', '')}${n + 1}` : null,
      paidAt: at.toISOString(),
      operatorName: caiwu?.name ?? '',
      receiptChecked: false,
      remark: '',
    };
    pays.push(p);
    if (part === 1) out[i] = { ...b, state: 'paid' };
    const cover = allocatePayment(b.lines, [], amountFen);
    b.lines.forEach((l, j) => {
      const fen = cover[j] ?? 0;
      if (fen > 0)
        ledger.push({
          schoolId: SCHOOL_ID,
          at,
          day: chinaDay(at),
          kind: 'payment',
          sourceId: p.id,
          billId: b.id,
          studentId: b.studentId,
          studentName: b.studentName,
          classId: b.classId,
          className: first.name,
          itemId: l.itemId,
          itemName: l.name,
          amountFen: fen,
          payType,
          userId,
        });
    });
  });
  const billRows = (
    await tx
      .insert(bills)
      .values(out.map((b) => ({ ...b, createdAt: new Date(b.createdAt), publishedAt: b.publishedAt ? new Date(b.publishedAt) : null })))
      .returning()
  ).map(toBillRow);
  const payRows =
    pays.length > 0
      ? (
          await tx
            .insert(payments)
            .values(pays.map((p) => ({ ...p, paidAt: p.paidAt ? new Date(p.paidAt) : null, operatorId: userId })))
            .returning()
        ).map(toPaymentRow)
      : [];
  if (ledger.length > 0) await tx.insert(financeLedger).values(ledger);
  const who = {
    schoolId: SCHOOL_ID,
    userId,
    userName: seededUserName(userId),
  };
  const PAY_LABEL = { 1: '支付宝扫码收款', 3: '银行卡收款', 5: '现金收款' } as const;
  await tx.insert(financeAuditLog).values([
    ...billRows.map((b) => ({
      ...who,
      entity: 'bill',
      entityId: b.id,
      action: '批量生成账单',
      at: new Date(b.createdAt),
      before: null,
      after: { ...b, state: 'draft', read: 4, publishedAt: null } as unknown as Record<string, unknown>,
    })),
    ...billRows
      .filter((b) => b.publishedAt)
      .map((b) => ({
        ...who,
        entity: 'bill',
        entityId: b.id,
        action: '发布账单',
        at: published,
        before: { ...b, state: 'draft', read: 4, publishedAt: null } as unknown as Record<string, unknown>,
        after: { ...b, state: 'published' } as unknown as Record<string, unknown>,
      })),
    ...payRows.map((p) => ({
      ...who,
      entity: 'payment',
      entityId: p.id,
      action: PAY_LABEL[p.payType as 1 | 3 | 5],
      at: new Date(p.paidAt ?? seedAt),
      before: null,
      after: p as unknown as Record<string, unknown>,
    })),
  ]);
  const changes: RecordedChange[] = [
    ...billRows.map((row) => ({ table: 'bills' as const, op: 'put' as const, row })),
    ...payRows.map((row) => ({ table: 'payments' as const, op: 'put' as const, row })),
  ];
  await recordChanges(tx, SCHOOL_ID, changes);
}
