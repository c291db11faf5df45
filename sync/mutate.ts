import { MUTATIONS, type MutationName } from '@contract';
import type { z } from 'zod';
import { requestBackgroundSync } from './background-sync';
import { allocateMutationId, clientIdOf } from './client-state';
import { ALL_TABLES, type OutboxRow, type SyncDb } from './db';
import { MutationError, translateStorageError } from './errors';
import { recordingTx } from './mutator-tx';
import { postNudge } from './nudge';
import { MUTATORS } from './registry';

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
 * with a new mutation id. A MutationError from the mutator aborts the caller's transaction: nothing changes.
 */
export async function applyAndQueue(db: SyncDb, name: MutationName, args: OutboxRow['args'], createdAt: number): Promise<OutboxRow> {
  const clientId = await clientIdOf(db);
  const mutationId = await allocateMutationId(db);
  await (MUTATORS[name] as (tx: unknown, a: unknown) => Promise<void>)(recordingTx(db, args.schoolId), args);
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
  await db.outbox.add(row);
  return row;
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
    row = await db.transaction('rw', ALL_TABLES, async () => applyAndQueue(db, name, args, now));
  } catch (e) {
    throw translateStorageError(e);
  }
  postNudge(db.name);
  requestBackgroundSync();
  return row.mutationId;
}
