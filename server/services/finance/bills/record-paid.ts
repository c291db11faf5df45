import { and, eq, inArray, sql } from 'drizzle-orm';
import { allocatePayment, type BillRow, type PaymentRow, receiptNoOf } from '@contract';
import type { Db } from '../../../db/client';
import { bills, classes, financeLedger, payments } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { recordChanges } from '../../../replication/change-log';
import { toBillRow, toPaymentRow } from '../../../replication/finance/bill-rows';
import { recordFinanceAuditAs } from '../kernel/audit-log';
import { recordLedger } from '../kernel/ledger';
import { nextReceiptNoOf, type ReceiptSeries } from '../kernel/receipt-no';
import { closeOpenTrades } from '../kernel/close-open-trades';

/** Collection's receipts: SJ + YYYYMMDD + 5 digits, unique per school (a unique index too). */
const PAYMENT_RECEIPTS: ReceiptSeries = {
  table: payments,
  schoolId: payments.schoolId,
  receiptNo: payments.receiptNo,
  lockClass: 7323,
  format: receiptNoOf,
};

/** The school's next receipt number of the day: SJ + YYYYMMDD + 5 digits. */
export const nextReceiptNo = (db: Db, schoolId: number, at: Date): Promise<string> => nextReceiptNoOf(db, PAYMENT_RECEIPTS, schoolId, at);

/**
 * Money received for a bill (a desk payment, or a scene-pay trade the provider says is paid), in the caller's
 * transaction with the bill locked: the payment is paid with its receipt number, the ledger gets one line per bill
 * line it covers (`allocatePayment` after what earlier payments put on each), the bill is paid when covered, its
 * other QRs are closed (what they ask is no longer due), and each change has its audit line and change-log entry.
 * `before` is the pending payment (null: a new desk payment).
 */
export async function recordPaid(
  ctx: { db: Db; clock: Clock; session: { userId: number } | null },
  bill: BillRow,
  payment: Omit<typeof payments.$inferInsert, 'receiptNo' | 'paidAt' | 'state'>,
  before: PaymentRow | null,
  who: { userId: number } | { userId: null; userName: string },
  action: string,
): Promise<{ payment: PaymentRow; bill: BillRow }> {
  const db = ctx.db;
  const at = ctx.clock.now();
  const receiptNo = await nextReceiptNo(db, bill.schoolId, at);
  const [row] = await db
    .insert(payments)
    .values({ ...payment, state: 'paid', receiptNo, paidAt: at })
    .onConflictDoUpdate({ target: payments.id, set: { state: 'paid', receiptNo, paidAt: at, tradeNo: payment.tradeNo ?? null } })
    .returning();
  if (!row) throw new Error('payment write returned nothing');
  const paid = toPaymentRow(row);
  // What earlier payments (and carry-overs credited to the bill) already put on each line: the ledger, by item.
  const earlier = await db
    .select({ itemId: financeLedger.itemId, fen: sql<string>`sum(${financeLedger.amountFen})` })
    .from(financeLedger)
    .where(and(eq(financeLedger.billId, bill.id), inArray(financeLedger.kind, ['payment', 'carryIn'])))
    .groupBy(financeLedger.itemId);
  const byItem = new Map(earlier.map((e) => [e.itemId, Number(e.fen)]));
  const cover = allocatePayment(
    bill.lines,
    bill.lines.map((l) => byItem.get(l.itemId) ?? 0),
    paid.amountFen,
  );
  const [cls] = await db.select({ name: classes.name }).from(classes).where(eq(classes.id, bill.classId));
  await recordLedger(
    { db, clock: ctx.clock, session: ctx.session },
    bill.schoolId,
    bill.lines.flatMap((l, i) => {
      const fen = cover[i] ?? 0;
      return fen > 0
        ? [
            {
              kind: 'payment',
              sourceId: paid.id,
              billId: bill.id,
              studentId: bill.studentId,
              studentName: bill.studentName,
              classId: bill.classId,
              className: cls?.name ?? '',
              itemId: l.itemId,
              itemName: l.name,
              amountFen: fen,
              payType: paid.payType,
            },
          ]
        : [];
    }),
  );
  // Paid so far: the bill's ledger (payments, and carry-overs credited to it), this payment's lines included.
  const [sum] = await db
    .select({ fen: sql<string>`coalesce(sum(${financeLedger.amountFen}), 0)` })
    .from(financeLedger)
    .where(eq(financeLedger.billId, bill.id));
  await closeOpenTrades(db, bill.schoolId, bill.id, paid.id);
  let after = bill;
  if (Number(sum?.fen ?? 0) >= bill.totalFen) {
    const [b] = await db.update(bills).set({ state: 'paid' }).where(eq(bills.id, bill.id)).returning();
    if (b) after = toBillRow(b);
  }
  await recordChanges(db, bill.schoolId, [
    { table: 'payments', op: 'put', row: paid },
    ...(after !== bill ? [{ table: 'bills' as const, op: 'put' as const, row: after }] : []),
  ]);
  await recordFinanceAuditAs(ctx, bill.schoolId, { entity: 'payment', entityId: paid.id, action, before, after: paid }, who);
  // The bill's own log shows the money: its paid amount and, when covered, its state.
  await recordFinanceAuditAs(
    ctx,
    bill.schoolId,
    {
      entity: 'bill',
      entityId: bill.id,
      action: `${action} ${paid.receiptNo}`,
      before: { ...bill, paidFen: Number(sum?.fen ?? 0) - paid.amountFen },
      after: { ...after, paidFen: Number(sum?.fen ?? 0) },
    },
    who,
  );
  return { payment: paid, bill: after };
}
