/** The part of the Web Locks API we use (navigator.locks in windows and workers). */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
}

export interface Leadership {
  readonly isLeader: boolean;
  /** Step down (or leave the queue) and release the lock for the next tab. */
  resign(): Promise<void>;
}

export const leaderLockName = (dbName: string): string => `yuanwu-sync:${dbName}`;

const defaultLocks = (): LockManagerLike | null =>
  (typeof navigator === 'object' && (navigator as { locks?: LockManagerLike }).locks) || null;

/**
 * Web Locks leader election: every tab's engine asks for the same exclusive lock; the holder runs `onElected`
 * and keeps the lock until it resigns or its tab closes (the browser then hands the lock to the next tab in
 * the queue). So ten tabs make one push/pull loop and one WebSocket. Without the API (old browsers, Node)
 * this context simply leads.
 */
export function campaign(
  name: string,
  onElected: () => Promise<() => Promise<void>>,
  locks: LockManagerLike | null = defaultLocks(),
): Leadership {
  const abort = new AbortController();
  let resigned!: () => void;
  const resignation = new Promise<void>((resolve) => {
    resigned = resolve;
  });
  let leader = false;
  const lead = async () => {
    leader = true;
    const stepDown = await onElected();
    await resignation;
    await stepDown();
    leader = false;
  };
  const held = (locks ? locks.request(name, { signal: abort.signal }, lead) : lead()).catch((e: unknown) => {
    // Resigning before being elected aborts the request: expected.
    if ((e as { name?: string })?.name !== 'AbortError') console.error('sync leader', e);
  });
  return {
    get isLeader() {
      return leader;
    },
    async resign() {
      abort.abort();
      resigned();
      await held;
    },
  };
}
