/**
 * Bills and payments read by id, and what a bill has been paid: what the bills, refunds and receipts all stand on.
 */
import { eq, sql } from 'drizzle-orm';
import { BillMsg, type BillRow, type PaymentRow } from '@contract';
import type { Db } from '../../../db/client';
import { bills, financeLedger, payments } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toBillRow, toPaymentRow } from '../../../replication/finance/bill-rows';

/**
 * The bill with this id, locked for the transaction when asked (a payment and a void of the same bill wait for each
 * other); undefined when there is none; another school's bill is refused as missing (404: never a leak).
 */
export async function ownBill(db: Db, schoolId: number, id: string, lock = false): Promise<BillRow | undefined> {
  const q = db.select().from(bills).where(eq(bills.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return undefined;
  if (row.schoolId !== schoolId) throw AppError.notFound(BillMsg.missing);
  return toBillRow(row);
}

export async function billOrFail(db: Db, schoolId: number, id: string, lock = false): Promise<BillRow> {
  const bill = await ownBill(db, schoolId, id, lock);
  if (!bill) throw AppError.notFound(BillMsg.missing);
  return bill;
}

/** The school's payment with this id (another school's: 404). */
export async function paymentOrFail(db: Db, schoolId: number, id: string, lock = false): Promise<PaymentRow> {
  const q = db.select().from(payments).where(eq(payments.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.schoolId !== schoolId) throw AppError.notFound(BillMsg.paymentMissing);
  return toPaymentRow(row);
}

/**
 * What a bill has been paid (a view: never stored): the sum of its ledger lines — its payments, less what refunds
 * paid back or carried out of it, plus carry-overs credited to it (contract `paidFen` says the same on the replica).
 */
export async function paidFenOf(db: Db, billId: string): Promise<number> {
  const [row] = await db
    .select({ fen: sql<string>`coalesce(sum(${financeLedger.amountFen}), 0)` })
    .from(financeLedger)
    .where(eq(financeLedger.billId, billId));
  return Number(row?.fen ?? 0);
}
