import { eq, sql } from 'drizzle-orm';
import { BillMsg, type BillRow, type PaymentRow } from '@contract';
import type { Db } from '../../../db/client';
import { bills, financeLedger, payments } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { chinaDay } from '../../../lib/format';
import type { Clock } from '../../../lib/clock';
import { recordChanges } from '../../../replication/change-log';
import { toBillRow, toPaymentRow } from '../../../replication/bill-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeSettingsOf } from '../kernel/finance-settings-row';

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

/** The context of the transition table (contract BILL_ACTIONS) for one bill. */
export async function actionContext(db: Db, clock: Clock, schoolId: number, billId: string) {
  const settings = await financeSettingsOf(db, schoolId);
  const paid = await paidFenOf(db, billId);
  return { reviewOn: settings.reviewOn as 0 | 1, paidFen: paid, today: chinaDay(clock.now()) };
}

/**
 * Writes new draft bills (batchOrder, importOrders): inserted (an id taken already is skipped, not reused), each to
 * the change log (so every replica gets it) and one finance audit line each, under `action`. Returns what was written.
 */
export async function insertDraftBills(
  ctx: AuthedContext,
  schoolId: number,
  drafts: readonly BillRow[],
  action: string,
): Promise<BillRow[]> {
  if (drafts.length === 0) return [];
  const out: BillRow[] = [];
  // Chunks keep each statement well under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < drafts.length; i += 500) {
    const rows = await ctx.db
      .insert(bills)
      .values(drafts.slice(i, i + 500).map((d) => ({ ...d, createdAt: new Date(d.createdAt), publishedAt: null })))
      .onConflictDoNothing({ target: bills.id })
      .returning();
    out.push(...rows.map(toBillRow));
  }
  await recordChanges(
    ctx.db,
    schoolId,
    out.map((row) => ({ table: 'bills' as const, op: 'put' as const, row })),
  );
  for (const row of out) await recordFinanceAudit(ctx, schoolId, { entity: 'bill', entityId: row.id, action, before: null, after: row });
  return out;
}
