import type { Database } from '../db/client';
import { SYNC_CHANNEL } from '../replication/change-log';

type Listener = (schoolId: number) => void;

/**
 * Fans "school N changed" out to this process's WebSocket clients. The signal is the NOTIFY that recordChanges
 * sends inside the writing transaction, so it arrives after commit and from every server process alike.
 */
export class PokeHub {
  private readonly listeners = new Set<Listener>();
  private stop: (() => Promise<void>) | undefined;

  /**
   * `channel`: the sync channel by default; the bus positions' (track-day-changes.ts POSITIONS_CHANNEL) starts with
   * a school id too (the bus-days after it are for the day-track cache; its `prune …` has none and pokes nobody).
   */
  async start(database: Pick<Database, 'listen'>, channel = SYNC_CHANNEL): Promise<void> {
    this.stop = await database.listen(channel, (payload) => {
      const schoolId = Number(payload.split(' ', 1)[0]);
      if (Number.isInteger(schoolId)) for (const l of this.listeners) l(schoolId);
    });
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.stop?.();
  }
}
