import type { PullResponse, PushRequest, PushResponse } from '@contract';
import { SyncHttpError, SyncNetworkError, type SyncTransport } from '../../../sync/transport';

/** Probabilities per request (each independent). */
export interface FaultRates {
  /** The request never reaches the server. */
  dropRequest: number;
  /** The server handles it but the answer is lost (the crash-before-ack case). */
  dropResponse: number;
  /** The network delivers the request twice. */
  duplicate: number;
  /** A copy of the request is held back and delivered later, after newer requests (reordering). */
  delay: number;
  /** The server answers 503. */
  serverError: number;
}

export const NO_FAULTS: FaultRates = { dropRequest: 0, dropResponse: 0, duplicate: 0, delay: 0, serverError: 0 };

/**
 * Sits between an engine and the real transport and misbehaves like a bad network, reproducibly (seeded).
 * Held-back copies are delivered at a later request or by flush().
 */
export class FaultyTransport implements SyncTransport {
  readonly held: (() => Promise<unknown>)[] = [];
  readonly counts = { push: 0, pull: 0, dropped: 0, lostAnswers: 0, duplicated: 0, delayed: 0, serverErrors: 0, replayed: 0 };

  constructor(
    private readonly inner: SyncTransport,
    private readonly random: () => number,
    public rates: FaultRates = NO_FAULTS,
  ) {}

  private async deliverHeld(): Promise<void> {
    // Deliver some held copies now, out of order with the requests that came after them.
    while (this.held.length && this.random() < 0.5) {
      const send = this.held.splice(Math.floor(this.random() * this.held.length), 1)[0];
      this.counts.replayed++;
      await send?.().catch(() => {});
    }
  }

  async flush(): Promise<void> {
    while (this.held.length) {
      this.counts.replayed++;
      await this.held
        .shift()?.()
        .catch(() => {});
    }
  }

  private async around<T>(send: () => Promise<T>): Promise<T> {
    await this.deliverHeld();
    const r = this.rates;
    if (this.random() < r.dropRequest) {
      this.counts.dropped++;
      throw new SyncNetworkError('dropped request');
    }
    if (this.random() < r.serverError) {
      this.counts.serverErrors++;
      throw new SyncHttpError(503, 503, 'HTTP 503');
    }
    if (this.random() < r.delay) {
      this.counts.delayed++;
      this.held.push(send);
    }
    if (this.random() < r.duplicate) {
      this.counts.duplicated++;
      await send().catch(() => {});
    }
    const answer = await send();
    if (this.random() < r.dropResponse) {
      this.counts.lostAnswers++;
      throw new SyncNetworkError('lost answer');
    }
    return answer;
  }

  push(body: PushRequest): Promise<PushResponse> {
    this.counts.push++;
    const copy = structuredClone(body);
    return this.around(() => this.inner.push(structuredClone(copy)));
  }

  pull(query: Parameters<SyncTransport['pull']>[0]): Promise<PullResponse> {
    this.counts.pull++;
    return this.around(() => this.inner.pull({ ...query }));
  }
}
