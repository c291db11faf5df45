import { type NoticePush, noticePushSchema } from '@contract';
import type { Database } from '../../db/client';

/** The PostgreSQL channel a new notification is announced on (one NOTIFY per recipient, sent inside the insert's transaction). */
export const NOTICE_CHANNEL = 'yuanwu_notice';

/** What travels in a NOTIFY: the push the recipient's sockets get, plus whom it is for. */
export interface NoticeSignal extends NoticePush {
  userId: number;
}

type Listener = (push: NoticePush) => void;

/**
 * Fans "user N has a new notice" out to this process's message sockets of that user. Like the sync PokeHub, the
 * signal is a NOTIFY, delivered after commit to every server process, so it works with several processes.
 */
export class NoticeHub {
  private readonly byUser = new Map<number, Set<Listener>>();
  private stop: (() => Promise<void>) | undefined;

  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.stop = await database.listen(NOTICE_CHANNEL, (payload) => {
      try {
        const { userId, ...push } = JSON.parse(payload) as NoticeSignal;
        const parsed = noticePushSchema.safeParse(push);
        if (parsed.success) for (const l of this.byUser.get(userId) ?? []) l(parsed.data);
      } catch {
        // Not ours: ignore.
      }
    });
  }

  subscribe(userId: number, listener: Listener): () => void {
    const set = this.byUser.get(userId) ?? new Set();
    set.add(listener);
    this.byUser.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }

  async close(): Promise<void> {
    this.byUser.clear();
    await this.stop?.();
  }
}
