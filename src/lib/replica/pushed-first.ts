import type { SyncDb } from '@sync/db';
import { postNudge } from '@sync/nudge';

const STEP_MS = 100;

/**
 * Before an online call about rows made on this device (a draft submitted for review the moment it was saved): asks
 * the sync worker to push now and waits, up to `timeoutMs`, until the server has applied this device's queued
 * changes (their push answered `applied`), so the server knows the draft the call names.
 * Offline, or when the push takes longer, the call goes anyway and its answer says why it was refused.
 */
export async function pushedFirst(db: SyncDb | null | undefined, timeoutMs = 10_000): Promise<void> {
  if (!db) return;
  const queued = () =>
    db.outbox
      .where('status')
      .equals('pending')
      .filter((row) => !row.applied)
      .count();
  if ((await queued()) === 0) return;
  postNudge(db.name, 'wake');
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
    if ((await queued()) === 0) return;
  }
}
