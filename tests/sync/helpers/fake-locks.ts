import type { LockManagerLike } from '../../../sync/leader';

/**
 * An exclusive Web Locks model: one holder per name, a FIFO queue of waiters, abortable requests.
 * The holder keeps the lock until its callback's promise settles (in a browser, also when its tab dies).
 */
export class FakeLocks implements LockManagerLike {
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, (() => void)[]>();

  async request(name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown> {
    while (this.held.has(name)) {
      await new Promise<void>((resolve, reject) => {
        const queue = this.waiting.get(name) ?? [];
        this.waiting.set(name, queue);
        queue.push(resolve);
        options.signal?.addEventListener('abort', () => {
          queue.splice(queue.indexOf(resolve), 1);
          reject(new DOMException('The request was aborted.', 'AbortError'));
        });
      });
    }
    this.held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      this.held.delete(name);
      this.waiting.get(name)?.shift()?.();
    }
  }
}
