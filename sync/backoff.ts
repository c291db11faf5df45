/**
 * Exponential backoff with "equal jitter" (AWS architecture blog): the n-th consecutive failure waits a random
 * time in [base·2ⁿ/2, base·2ⁿ], capped, so a crowd of clients coming back after an outage does not stampede.
 */
export class Backoff {
  private failures = 0;
  constructor(
    private readonly baseMs = 1000,
    private readonly maxMs = 60_000,
    private readonly random: () => number = Math.random,
  ) {}

  /** Record a failure; returns how long to wait before the next attempt. */
  next(): number {
    const ceiling = Math.min(this.maxMs, this.baseMs * 2 ** this.failures);
    this.failures++;
    return Math.round(ceiling / 2 + (this.random() * ceiling) / 2);
  }

  reset(): void {
    this.failures = 0;
  }

  get failureCount(): number {
    return this.failures;
  }
}
