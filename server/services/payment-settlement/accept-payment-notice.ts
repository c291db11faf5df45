import type { Db } from '../../db/client';
import { paymentNotices } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { VerifiedNotice } from '../../providers/payments/payment-provider';
import { isSceneTrade, settleScenePay } from '../finance/bills/settle-scene-pay';
import { settlePayment } from '../orders/school-orders/settle-payment';
import type { Settlement } from '../provider-payments/record-payment-return';

/**
 * A provider's notice whose signature and age it has checked (`verifyNotification`), applied once: its id is claimed
 * in the database in the transaction that applies it, so the same notice again — a replay, also after a restart — is
 * refused, and a notice whose transaction failed was never claimed (the provider's retry is applied). A trade still
 * waiting or closed changes nothing; a paid one goes to its settler — a bill's scene payment (`B…` keys) or an order —
 * which applies the money or records it to be given back: either way the provider is acknowledged.
 */
export async function acceptPaymentNotice(
  db: Db,
  clock: Clock,
  provider: string,
  notice: VerifiedNotice,
): Promise<Settlement | 'replay' | 'unpaid'> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(paymentNotices)
      .values({ provider, noticeId: notice.noticeId, receivedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ noticeId: paymentNotices.noticeId });
    if (claimed.length === 0) return 'replay';
    if (notice.state !== 'paid') return 'unpaid';
    return isSceneTrade(notice.orderId) ? settleScenePay(tx, clock, notice, provider) : settlePayment(tx, clock, notice, provider);
  });
}
