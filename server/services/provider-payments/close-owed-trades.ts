import { and, eq } from 'drizzle-orm';
import { sceneTradeKey } from '@contract';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payments/payment-provider';

/** How many owed closes one run takes (the rest wait for the next run, a minute later at most). */
const BATCH = 100;

/**
 * Closes at the provider the trades of scene payments closed in our database (`close_owed`, set by
 * finance-bills/close-open-trades.ts in the transaction that closed them), after that commit: a payer can then no
 * longer pay a QR whose bill asks nothing more. The flag is cleared only once the provider has answered, so a close
 * the server did not get to (it stopped, the provider was down) is made by the next run. Answers which payments
 * could not be closed this time.
 */
export async function closeOwedTrades(db: Db, provider: PaymentProvider, onError: (e: unknown) => void): Promise<string[]> {
  const close = provider.closeTrade?.bind(provider);
  if (!close) return [];
  const owed = await db.select({ id: payments.id }).from(payments).where(eq(payments.closeOwed, true)).limit(BATCH);
  const failed: string[] = [];
  for (const { id } of owed) {
    try {
      await close(sceneTradeKey(id));
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
