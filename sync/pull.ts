import { type PullResponse, SYNC_SCHEMA_VERSION } from '@contract';
import { applyPullPage, initialSyncState } from './apply-pull';
import { currentClientId } from './client-state';
import type { SyncDb } from './db';
import type { SyncTransport } from './transport';

export interface PullProgress {
  schoolId: number;
  /** Changes applied since this pull started from cursor 0. */
  applied: number;
  more: boolean;
}

/** A server that keeps answering `reset` runs another SYNC_SCHEMA_VERSION: this app is older than the server. */
const MAX_RESETS = 3;
export const OUTDATED_MESSAGE = '应用版本过旧，请刷新页面后再同步';

/**
 * Pull one school until the server has nothing more, one atomic page at a time. A pull that starts from
 * cursor 0 (first sync, or after a reset) reports its progress.
 */
export async function pullSchool(
  db: SyncDb,
  transport: SyncTransport,
  schoolId: number,
  opts: { now: () => number; onProgress?: (p: PullProgress) => void; isStopped?: () => boolean },
): Promise<void> {
  const clientId = await currentClientId(db);
  const request = (cursor: number): Promise<PullResponse> => transport.pull({ schoolId, cursor, clientId, schema: SYNC_SCHEMA_VERSION });
  // The next page is fetched while this one is written, so the server's time overlaps IndexedDB's.
  let prefetched: { cursor: number; response: Promise<PullResponse> } | null = null;
  let applied = 0;
  let resets = 0;
  let first: boolean | undefined;
  for (;;) {
    if (opts.isStopped?.()) return;
    const { cursor } = (await db.syncState.get(schoolId)) ?? initialSyncState(schoolId);
    first ??= cursor === 0;
    const res: PullResponse = await (prefetched?.cursor === cursor ? prefetched.response : request(cursor));
    prefetched = null;
    if (res.reset && ++resets > MAX_RESETS) throw new Error(OUTDATED_MESSAGE);
    if (res.more && !res.reset) {
      const response = request(res.cursor);
      response.catch(() => {}); // surfaces when awaited; an unused prefetch must not be an unhandled rejection
      prefetched = { cursor: res.cursor, response };
    }
    const outcome = await applyPullPage(db, schoolId, cursor, res, opts.now());
    if (outcome === 'reset') {
      first = true;
      applied = 0;
      continue;
    }
    if (outcome === 'stale') continue;
    applied += res.changes.length;
    if (first) opts.onProgress?.({ schoolId, applied, more: res.more });
    if (!res.more) return;
  }
}
