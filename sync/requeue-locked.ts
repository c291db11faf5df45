import { MUTATION_SCOPES } from '@contract/areas';
import { clientIdOf } from './client-state';
import type { OutboxRow, SyncDb } from './db';
import { isLockRefusal } from './sealed';

/**
 * Inside a rw transaction over ALL_TABLES: these scopes of the school are unlocked and held again, so the changes the
 * server refused while they were locked (sync/seal-scopes.ts) are queued again, in their order, under new mutation ids
 * (the server consumed the old ones), as 重试 would; the rebuild that follows re-runs them on the replica. Resolves
 * how many.
 */
export async function requeueLocked(db: SyncDb, schoolId: number, scopes: readonly string[]): Promise<number> {
  if (scopes.length === 0) return 0;
  const refused = (await db.outbox.where('schoolId').equals(schoolId).toArray())
    .filter((r) => r.status === 'rejected' && !r.revoked && scopes.includes(MUTATION_SCOPES[r.name] ?? ''))
    .filter((r) => isLockRefusal(r.name, r.code, r.error))
    .sort((a, b) => a.createdAt - b.createdAt || a.mutationId - b.mutationId);
  if (refused.length === 0) return 0;
  const [clientId, counter] = await Promise.all([clientIdOf(db), db.meta.get('lastMutationId')]);
  const last = typeof counter?.value === 'number' ? counter.value : 0;
  const queued = refused.map(
    ({ failures: _f, failure: _g, stuck: _s, ...r }, i): OutboxRow => ({
      ...r,
      clientId,
      mutationId: last + 1 + i,
      status: 'pending',
      attempts: 0,
      error: null,
      code: null,
      applied: false,
    }),
  );
  await Promise.all([
    db.outbox.bulkDelete(refused.map((r) => [r.clientId, r.mutationId] as [string, number])),
    db.outbox.bulkAdd(queued),
    db.meta.put({ key: 'lastMutationId', value: last + refused.length }),
  ]);
  return refused.length;
}
