import { and, eq, inArray } from 'drizzle-orm';
import {
  allocatePayment,
  type BillRow,
  RefundMsg,
  type RefundRecordRow,
  refundLeftFen,
  refundLineKey,
  refundMovementLines,
} from '@contract';
import { bills, refundRecords } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toBillRow } from '../../../replication/finance/bill-rows';
import { toRefundRecordRow } from '../../../replication/finance/refund-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { refuse } from '../kernel/finance-rows';
import { type LedgerLine, recordLedger } from '../kernel/ledger';
import { closeOpenTrades } from '../kernel/close-open-trades';
import { billNetFen, classNameOf, paidInByLine, recordLedgerLines, startMove, studentBills, writeRecord } from './refund-rows';

const termKey = (b: Pick<BillRow, 'schoolYear' | 'termType'>) => `${b.schoolYear}-${b.termType}`;

/** Whether `bill` is of a later term than every bill the record draws on. */
function laterThanRecord(bill: BillRow, recordBills: readonly BillRow[]): boolean {
  const latest = recordBills.map(termKey).sort().at(-1) ?? '';
  return termKey(bill) > latest;
}

/**
 * 结转: the record's money (what is left of it) credits the child's next-term bill — the earliest bill of a later
 * term that is not paid or voided and still asks something. All of it: 已结转; what that bill still asks: 部分结转 (the
 * rest is carried later — into another bill, or by the next term's batch billing — or paid back, `refundRest`). No
 * such bill yet: 400 下学期账单尚未生成 (the record waits in 待结转 and the batch billing applies it).
 */
export async function carryRefund(ctx: AuthedContext, a: { schoolId: number; id: string }): Promise<RefundRecordRow> {
  const r = await startMove(ctx, a.schoolId, a.id, 'carry');
  const all = await studentBills(ctx.db, a.schoolId, r.studentId);
  const mine = new Set(r.lines.map((l) => l.billId));
  const recordBills = all.filter((b) => mine.has(b.id));
  const candidates = all
    .filter((b) => (b.state === 'draft' || b.state === 'review' || b.state === 'published') && laterThanRecord(b, recordBills))
    .sort((x, y) => termKey(x).localeCompare(termKey(y)) || x.createdAt.localeCompare(y.createdAt) || x.id.localeCompare(y.id));
  for (const c of candidates) {
    const [locked] = await ctx.db.select().from(bills).where(eq(bills.id, c.id)).for('update');
    if (!locked) continue;
    const bill = toBillRow(locked);
    if (bill.totalFen - (await billNetFen(ctx.db, bill.id)) > 0) return carryInto(ctx, r, bill);
  }
  refuse(RefundMsg.noNextBill);
  return r;
}

/**
 * One carry-over movement into `bill` (locked by the caller): `carryOut` lines (−fen on the old bills' lines, the
 * record's lines in order) and `carryIn` lines (+fen over the new bill's lines as a payment covers them) in ONE
 * ledger call; the record's carried amount and where it landed; the new bill paid when covered (if published), and
 * its QRs closed (they ask what is no longer due).
 */
export async function carryInto(ctx: AuthedContext, r: RefundRecordRow, bill: BillRow): Promise<RefundRecordRow> {
  const net = await billNetFen(ctx.db, bill.id);
  const fen = Math.min(refundLeftFen(r), bill.totalFen - net);
  if (fen <= 0) return r;
  const className = await classNameOf(ctx.db, r.classId);
  const out = recordLedgerLines(r, refundMovementLines(r.lines, r.refundedFen + r.carriedFen, fen), 'carryOut', null, className);
  const already = await paidInByLine(ctx.db, [bill.id]);
  const cover = allocatePayment(
    bill.lines,
    bill.lines.map((l) => already.get(refundLineKey(bill.id, l.itemId)) ?? 0),
    fen,
  );
  const billClass = bill.classId === r.classId ? className : await classNameOf(ctx.db, bill.classId);
  const into: LedgerLine[] = bill.lines.flatMap((l, i) =>
    (cover[i] ?? 0) > 0
      ? [
          {
            kind: 'carryIn',
            sourceId: r.id,
            billId: bill.id,
            studentId: bill.studentId,
            studentName: bill.studentName,
            classId: bill.classId,
            className: billClass,
            itemId: l.itemId,
            itemName: l.name,
            amountFen: cover[i] ?? 0,
            payType: null,
          },
        ]
      : [],
  );
  await recordLedger(ctx, r.schoolId, [...out, ...into]);
  await closeOpenTrades(ctx.db, r.schoolId, bill.id);
  const carriedFen = r.carriedFen + fen;
  const done = r.amountFen - r.refundedFen - carriedFen === 0;
  const after = await writeRecord(
    ctx,
    r,
    {
      carriedFen,
      carries: [...r.carries, { billId: bill.id, amountFen: fen, at: ctx.clock.now().toISOString() }],
      state: done ? 4 : 7,
      doneAt: done ? ctx.clock.now() : null,
    },
    'carry',
  );
  let billAfter = bill;
  if (bill.state === 'published' && net + fen >= bill.totalFen) {
    const [b] = await ctx.db.update(bills).set({ state: 'paid' }).where(eq(bills.id, bill.id)).returning();
    if (b) billAfter = toBillRow(b);
    await recordChanges(ctx.db, r.schoolId, [{ table: 'bills', op: 'put', row: billAfter }]);
  }
  await recordFinanceAudit(ctx, r.schoolId, {
    entity: 'bill',
    entityId: bill.id,
    action: `结转抵扣 ${r.studentName}`,
    before: { ...bill, paidFen: net },
    after: { ...billAfter, paidFen: net + fen },
  });
  return after;
}

/**
 * The batch billing of a term applies waiting carry-overs: each new bill takes what the child's records in 待结转 or
 * 部分结转 still carry, from bills of an earlier term, oldest record first.
 */
export async function applyWaitingCarries(ctx: AuthedContext, schoolId: number, newBills: readonly BillRow[]): Promise<void> {
  if (newBills.length === 0) return;
  const studentIds = [...new Set(newBills.map((b) => b.studentId))];
  const waiting = await ctx.db
    .select({ id: refundRecords.id })
    .from(refundRecords)
    .where(and(eq(refundRecords.schoolId, schoolId), inArray(refundRecords.studentId, studentIds), inArray(refundRecords.state, [3, 7])));
  if (waiting.length === 0) return;
  for (const { id } of waiting.sort((x, y) => x.id.localeCompare(y.id))) {
    const [row] = await ctx.db.select().from(refundRecords).where(eq(refundRecords.id, id)).for('update');
    if (!row || (row.state !== 3 && row.state !== 7) || row.way !== 2) continue;
    let r = toRefundRecordRow(row);
    const all = await studentBills(ctx.db, schoolId, r.studentId);
    const mine = new Set(r.lines.map((l) => l.billId));
    const recordBills = all.filter((b) => mine.has(b.id));
    for (const bill of newBills.filter((b) => b.studentId === r.studentId && laterThanRecord(b, recordBills))) {
      if (refundLeftFen(r) === 0) break;
      const [locked] = await ctx.db.select().from(bills).where(eq(bills.id, bill.id)).for('update');
      if (locked) r = await carryInto(ctx, r, toBillRow(locked));
    }
  }
}
