import Dexie from 'dexie';
import { MUTATION_SCOPES } from '@contract/areas';
import { lockedMsgOf } from '@contract/scopes';
import { MUTATIONS, type MutationName } from '@contract/sync/mutations';
import type { z } from 'zod';
import { requestBackgroundSync } from './background-sync';
import { newClientId } from './client-state';
import { ALL_TABLES, type OutboxRow, type SyncDb } from './db';
import { MutationError, translateStorageError } from './errors';
import { recordingTx } from './mutator-tx';
import { postNudge } from './nudge';
import { MUTATORS } from './mutators';
import { isSealed } from './sealed';

/** What a screen passes: the schema's input (defaults may be left out). */
export type MutationInput<N extends MutationName> = z.input<(typeof MUTATIONS)[N]>;

/** Validate with the contract schema; the first problem becomes the Chinese message the form shows. */
export function parseMutationArgs<N extends MutationName>(name: N, args: unknown): OutboxRow['args'] {
  const schema = MUTATIONS[name];
  if (!schema) throw new MutationError(`未知的操作：${name}`);
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw new MutationError(parsed.error.issues[0]?.message ?? '请求参数不正确');
  return parsed.data as OutboxRow['args'];
}

/**
 * Inside a rw transaction over ALL_TABLES: apply the mutation to the replica (capturing shadows) and queue it
 * with a new mutation id. A change of a sealed scope (its unlock ended: sync/sealed.ts) is refused with the server's
 * words for it (请先验证财务密码). A MutationError from the mutator aborts the caller's transaction: nothing changes.
 * The client id and counter are read while the mutator runs (requests of one transaction run in order, and
 * no other transaction can come between), so a mutate costs few round trips to IndexedDB.
 */
export async function applyAndQueue(db: SyncDb, name: MutationName, args: OutboxRow['args'], createdAt: number): Promise<OutboxRow> {
  // A scope behind an unlock the device does not hold (sync/sealed.ts): its mutators would check against no rows.
  const lockedMsg = lockedMsgOf(MUTATION_SCOPES[name] ?? '');
  if (lockedMsg && isSealed(await db.syncState.get(args.schoolId), { name })) throw new MutationError(lockedMsg);
  const ids = db.meta.bulkGet(['clientId', 'lastMutationId']);
  ids.catch(() => {}); // a failing mutator aborts the transaction; this read's failure is then not news
  const tx = recordingTx(db, args.schoolId);
  await (MUTATORS[name] as (tx: unknown, a: unknown) => Promise<void>)(tx, args);
  const [storedClientId, lastMutationId] = await ids;
  const writes: Promise<unknown>[] = [tx.settled()];
  const clientId = typeof storedClientId?.value === 'string' ? storedClientId.value : newClientId();
  if (clientId !== storedClientId?.value) writes.push(db.meta.put({ key: 'clientId', value: clientId }));
  const mutationId = (typeof lastMutationId?.value === 'number' ? lastMutationId.value : 0) + 1;
  const row: OutboxRow = {
    clientId,
    mutationId,
    name,
    args,
    schoolId: args.schoolId,
    createdAt,
    status: 'pending',
    attempts: 0,
    error: null,
    code: null,
    applied: false,
  };
  await Promise.all([...writes, db.meta.put({ key: 'lastMutationId', value: mutationId }), db.outbox.add(row)]);
  return row;
}

/**
 * Let this page's live queries show the transaction's writes as soon as they are made, as Dexie does for a
 * single write outside db.transaction() ("optimistic updates"): its cache applies the write to the results it
 * holds, instead of re-reading every affected query from IndexedDB after the commit (7–9 ms for a class of
 * 500 children, most of the mutate → screen time). Should the transaction fail, Dexie re-reads and the change
 * disappears again, and mutate throws as before. Dexie (pinned at 4.4.7) keeps this off for explicit
 * transactions by two flags, cleared here; were they renamed, live queries would simply re-read as before.
 * Other tabs and the worker always re-read after the commit (optimistic updates are per JS context).
 */
function showWritesOptimistically(): void {
  const trans = Dexie.currentTransaction as unknown as { explicit?: boolean; idbtrans?: { _explicit?: boolean } } | null;
  if (trans?.explicit !== true || trans.idbtrans?._explicit !== true) return;
  trans.explicit = false;
  trans.idbtrans._explicit = false;
}

/**
 * The only way screens change business data: validate, apply optimistically and append to the outbox, in ONE
 * Dexie transaction, so the UI updates at once (online or not) and the change can never be lost or half-made.
 * Throws MutationError (invalid input, or a rule the server would refuse) or StorageFullError; then nothing changed.
 */
export async function mutate<N extends MutationName>(db: SyncDb, name: N, input: MutationInput<N>, now = Date.now()): Promise<number> {
  const args = parseMutationArgs(name, input);
  let row: OutboxRow;
  try {
    row = await db.transaction('rw', ALL_TABLES, async () => {
      showWritesOptimistically();
      return applyAndQueue(db, name, args, now);
    });
  } catch (e) {
    throw translateStorageError(e);
  }
  postNudge(db.name);
  requestBackgroundSync();
  return row.mutationId;
}
