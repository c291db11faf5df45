import type { ScopeName } from '@contract/scopes';
import type { SyncDb } from './db';

export interface ReadThroughKey {
  schoolId: number;
  /** The windowed scope the rows belong to: they leave the device with it (a revoked scope, a reset). */
  scope: ScopeName;
  /** What was asked, e.g. `chatHistory:<classId>:before:2026-02-01:page:1`. */
  key: string;
}

/**
 * Rows older than a windowed scope's sync window (contract/sync/window.ts) are not replicated: screens read them
 * online, page by page, through here. Online, the server's answer is kept and returned; offline, or when the
 * server cannot be reached, the page kept from an earlier read is (undefined if there is none): what a user has
 * looked at once stays readable without a connection.
 */
export async function readThrough<T>(db: SyncDb, what: ReadThroughKey, fetch: () => Promise<T>, online: boolean): Promise<T | undefined> {
  const key = `${what.schoolId}:${what.key}`;
  if (online) {
    try {
      const value = await fetch();
      await db.readThrough.put({ key, schoolId: what.schoolId, scope: what.scope, value, at: Date.now() });
      return value;
    } catch (e) {
      const kept = await db.readThrough.get(key);
      if (kept) return kept.value as T;
      throw e;
    }
  }
  return (await db.readThrough.get(key))?.value as T | undefined;
}
