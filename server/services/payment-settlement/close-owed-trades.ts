import { and, eq } from 'drizzle-orm';
import { sceneTradeKey } from '@contract';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { settleScenePay } from '../finance/bills/settle-scene-pay';

/** How many owed closes one run takes (the rest wait for the next run, a minute later at most). */
const BATCH = 100;

/**
 * Closes at the provider the trades of scene payments closed in our database (`close_owed`, set by
 * finance-bills/close-open-trades.ts in the transaction that closed them), after that commit: a payer can then no
 * longer pay a QR whose bill asks nothing more. Then the provider is asked how the trade ended: one paid before it
 * could close — its notice still on its way, or lost — is settled now, which records it to be given back. The flag is
 * cleared only once both answered, so what the server did not get to (it stopped, the provider was down) is done by
 * the next run. Answers which payments could not be closed this time.
 */
export async function closeOwedTrades(db: Db, clock: Clock, provider: PaymentProvider, onError: (e: unknown) => void): Promise<string[]> {
  const close = provider.closeTrade?.bind(provider);
  if (!close) return [];
  const owed = await db.select({ id: payments.id }).from(payments).where(eq(payments.closeOwed, true)).limit(BATCH);
  const failed: string[] = [];
  for (const { id } of owed) {
    const key = sceneTradeKey(id);
    try {
      await close(key);
      const ended = await provider.queryStatus(key);
      if (ended.state === 'paid' && ended.tradeNo && ended.amount)
        await settleScenePay(db, clock, { orderId: key, tradeNo: ended.tradeNo, amount: ended.amount, state: 'paid' }, provider.name);
      await db
        .update(payments)
        .set({ closeOwed: false })
        .where(and(eq(payments.id, id), eq(payments.closeOwed, true)));
    } catch (e) {
      failed.push(id);
      onError(e);
    }
  }
  return failed;
}
