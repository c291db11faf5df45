import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { closeOwedTrades } from './close-owed-trades';
import { pushPaymentReturns } from '../provider-payments/push-payment-returns';

/** How often the owed provider calls are tried again without a request asking (a restart runs them at once). */
const FOLLOW_UP_INTERVAL_MS = 60_000;

/**
 * The provider calls that follow a commit — closing the trades of QRs that can no longer be paid, giving back money
 * that could not be applied — read from the database each time, so nothing owed is lost when the server stops
 * between the commit and the call. Run after the requests that may owe them (collection, void, scene pay, carry-over,
 * the provider's notices), at start and every minute. Runs never overlap; asking while one runs queues one more.
 */
export class PaymentFollowUps {
  private tail: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly onError: (e: unknown) => void = () => {},
  ) {}

  /** Runs what is owed now (after the run in progress, if any); never rejects (failures go to `onError`). */
  run(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.tail.then(async () => {
      this.queued = null;
      try {
        await closeOwedTrades(this.db, this.clock, this.provider, this.onError);
        await pushPaymentReturns(this.db, this.clock, this.provider, this.onError);
      } catch (e) {
        this.onError(e);
      }
    });
    this.queued = next;
    this.tail = next;
    return next;
  }

  /** Runs at once and then on a timer. */
  start(intervalMs = FOLLOW_UP_INTERVAL_MS): this {
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
    void this.run();
    return this;
  }

  /** Stops the timer and waits for a run in progress (so the database is not closed under it). */
  stop(): Promise<void> {
    clearInterval(this.timer);
    return this.tail;
  }
}
