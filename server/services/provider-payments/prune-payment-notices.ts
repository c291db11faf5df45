import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentNotices } from '../../db/schema';

/**
 * How long the ids of applied notices are kept: past every provider's freshness window (Alipay's 25 h is the
 * longest), so any notice still young enough to verify finds its id if it was applied.
 */
export const PAYMENT_NOTICE_KEEP_MS = 2 * 24 * 3600_000;

/** Forgets the ids of notices too old to verify again (housekeeping). Answers how many went. */
export async function prunePaymentNotices(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(paymentNotices)
    .where(lt(paymentNotices.receivedAt, new Date(now.getTime() - PAYMENT_NOTICE_KEEP_MS)))
    .returning({ id: paymentNotices.noticeId });
  return gone.length;
}
