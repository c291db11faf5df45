import { allocatePayment, type BillLine, type PayType, uuidv7 } from '@contract';
import type { Db } from '../../../server/db/client';
import { bills, payments } from '../../../server/db/schema';
import { chinaDayStart } from '../../../server/lib/format';
import { type LedgerLine, recordLedger } from '../../../server/services/finance/kernel/ledger';

/**
 * Bills and payments as the billing area will write them (until it lands): a bill row written directly, and each
 * payment as a payments row plus the ledger lines `allocatePayment` gives, through `recordLedger` (the ledger's one
 * writer) on the China day asked. Used by the statistics tests and the benchmark.
 */
export interface TestBill {
  id: string;
  schoolId: number;
  studentId: string;
  studentName: string;
  classId: string;
  className: string;
  lines: BillLine[];
  /** What earlier payments put on each line (kept by payBill). */
  paidPerLine: number[];
}

/** A clock standing at noon (China time) of `day`. */
export const noonOf = (day: string) => ({ now: () => new Date(chinaDayStart(day).getTime() + 12 * 3600_000) });

export const billOpen = (b: TestBill) => b.lines.reduce((s, l, i) => s + l.amountFen - l.discountFen - (b.paidPerLine[i] ?? 0), 0);

export async function insertBill(db: Db, b: Omit<TestBill, 'id' | 'paidPerLine'> & { id?: string }, insert = true): Promise<TestBill> {
  const bill: TestBill = { ...b, id: b.id ?? uuidv7(), paidPerLine: b.lines.map(() => 0) };
  if (insert) {
    await db.insert(bills).values({
      id: bill.id,
      schoolId: b.schoolId,
      studentId: b.studentId,
      studentName: b.studentName,
      classId: b.classId,
      schoolYear: '2026-2027',
      termType: 1,
      title: '2026-2027学年第一学期保教费',
      lines: b.lines,
      totalFen: b.lines.reduce((s, l) => s + l.amountFen - l.discountFen, 0),
      dueOn: '2027-01-31',
      state: 'published',
    });
  }
  return bill;
}

/** Pays `amountFen` of the bill on `day`: a payments row and its ledger lines. Returns the lines written. */
export async function payBill(
  db: Db,
  bill: TestBill,
  amountFen: number,
  payType: PayType,
  day: string,
  opts: { paymentRow?: boolean } = {},
): Promise<LedgerLine[]> {
  const share = allocatePayment(bill.lines, bill.paidPerLine, amountFen);
  const paymentId = uuidv7();
  const clock = noonOf(day);
  if (opts.paymentRow !== false) {
    await db.insert(payments).values({
      id: paymentId,
      schoolId: bill.schoolId,
      billId: bill.id,
      studentId: bill.studentId,
      classId: bill.classId,
      amountFen,
      payType,
      state: 'paid',
      receiptNo: paymentId.slice(-12),
      paidAt: clock.now(),
      operatorName: '张敏',
    });
  }
  const lines: LedgerLine[] = bill.lines
    .map((l, i) => ({
      kind: 'payment',
      sourceId: paymentId,
      billId: bill.id,
      studentId: bill.studentId,
      studentName: bill.studentName,
      classId: bill.classId,
      className: bill.className,
      itemId: l.itemId,
      itemName: l.name,
      amountFen: share[i] ?? 0,
      payType,
    }))
    .filter((l) => l.amountFen > 0);
  await recordLedger({ db, clock }, bill.schoolId, lines);
  bill.paidPerLine = bill.paidPerLine.map((p, i) => p + (share[i] ?? 0));
  return lines;
}

/** A line of another kind (a refund, an expense) on `day`, written through recordLedger. */
export async function recordOn(db: Db, schoolId: number, day: string, line: Omit<LedgerLine, 'sourceId'> & { sourceId?: string }) {
  await recordLedger({ db, clock: noonOf(day) }, schoolId, [{ sourceId: uuidv7(), ...line }]);
}
