import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toPaymentRow } from '../../../replication/finance/bill-rows';

/**
 * A bill's due amount changed (money taken at the desk or by another QR, a carry-over credited, the bill voided, a QR
 * for another amount): its other pending scene payments can no longer be paid. In the caller's transaction, with the
 * bill locked, each is closed and marked `close_owed`, so the provider's trade is closed after the commit
 * (provider-payments/close-owed-trades.ts) — and again by the next run if the server stops first. A QR paid before
 * its trade closed is given back when the provider tells of it (settle-scene-pay.ts).
 */
export async function closeOpenTrades(db: Db, schoolId: number, billId: string, keep?: string): Promise<void> {
  const closed = await db
    .update(payments)
    .set({ state: 'closed', closeOwed: true })
    .where(and(eq(payments.billId, billId), eq(payments.state, 'pending'), keep ? ne(payments.id, keep) : undefined))
    .returning();
  await recordChanges(
    db,
    schoolId,
    closed.map((row) => ({ table: 'payments' as const, op: 'put' as const, row: toPaymentRow(row) })),
  );
}
