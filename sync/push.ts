import { MUTATION_SCOPES } from '@contract/areas';
import { PUSH_BATCH_SIZE, type PushResponse } from '@contract/sync/protocol';
import { clientIdOf, newClientId } from './client-state';
import { ALL_TABLES, type OutboxRow, type SyncDb } from './db';
import { holdForUploads } from './pending-uploads';
import { rebaseSchool } from './rebase';
import { sealScopes } from './seal-scopes';
import { isLockRefusal } from './sealed';
import { isClientIdTaken, isSessionOver, SyncHttpError, type SyncTransport } from './transport';

/**
 * A push led by the same mutation that fails the same way this many times in a row leaves that mutation stuck:
 * held, with the failure shown in 数据同步, until the user retries or discards it (docs/sync.md, "Push").
 */
export const STUCK_AFTER = 5;

/** Answers that say the server is away or busy, not that something is wrong with what was sent. */
const TRANSIENT_STATUS = new Set([429, 502, 503, 504]);

/**
 * How a whole push failed, when the failure may be the request's own (the server answered, and is up): the key two
 * failures must share to count as "the same", and the message shown. Unreachable, offline, a session that ended, a
 * client id to replace, or a server restarting behind its proxy say nothing about the mutations: null.
 */
function countedFailure(e: unknown): { key: string; message: string; code: number } | null {
  if (!(e instanceof SyncHttpError) || isSessionOver(e) || isClientIdTaken(e) || TRANSIENT_STATUS.has(e.status)) return null;
  return { key: `${e.status}/${e.code}/${e.message}`, message: e.message, code: e.code };
}

/**
 * Count a failed push against the mutation that led it. Resolves true once it is stuck: the queue then holds, in
 * order, behind it, and the cycle goes on to pull instead of retrying it forever.
 */
async function noteFailure(db: SyncDb, key: [string, number], e: unknown): Promise<boolean> {
  const failure = countedFailure(e);
  if (!failure) return false;
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(key);
    if (row?.status !== 'pending' || row.applied) return false;
    const failures = row.failure === failure.key ? (row.failures ?? 0) + 1 : 1;
    const stuck = failures >= STUCK_AFTER;
    await db.outbox.put({ ...row, failures, failure: failure.key, stuck, error: failure.message, code: failure.code });
    return stuck;
  });
}

/**
 * The next mutations to send: pending, not yet confirmed, in mutation-id order. After a failed push only the
 * mutation that led it goes, alone, so a failure is counted against the mutation that causes it; none when it is
 * stuck.
 */
async function nextBatch(db: SyncDb): Promise<{ clientId: string; rows: OutboxRow[] }> {
  // Most cycles have nothing to send: find that out without a read-write transaction, which every tab's
  // mutate would have to wait for.
  const waiting = await db.outbox
    .where('status')
    .equals('pending')
    .filter((r) => !r.applied)
    .count();
  if (waiting === 0) return { clientId: '', rows: [] };
  return db.transaction('rw', [db.outbox, db.meta], async () => {
    const clientId = await clientIdOf(db);
    const rows = (await db.outbox.where('[clientId+mutationId]').between([clientId, 0], [clientId, Infinity]).toArray())
      .filter((r) => r.status === 'pending' && !r.applied)
      .slice(0, PUSH_BATCH_SIZE);
    if (rows[0]?.stuck) return { clientId, rows: [] };
    if (rows[0]?.failures) rows.splice(1);
    await db.outbox.bulkPut(rows.map((r) => ({ ...r, attempts: r.attempts + 1 })));
    return { clientId, rows };
  });
}

/**
 * Record the server's answer in one transaction. Applied (or acknowledged-again) mutations stay, marked
 * applied, until a pull shows their effect; rejected ones stay visible with the server's message and their
 * optimistic effect is undone by rebasing their school at once. One refused because its scope is locked seals that
 * scope on the device; it goes again once the scope is unlocked (sync/requeue-locked.ts).
 */
async function recordResults(db: SyncDb, clientId: string, sent: OutboxRow[], res: PushResponse): Promise<void> {
  const byId = new Map(res.results.map((r) => [r.id, r]));
  await db.transaction('rw', ALL_TABLES, async () => {
    const toRebase = new Set<number>();
    const toSeal = new Set<string>();
    const rows = await db.outbox.bulkGet(sent.map((r) => [clientId, r.mutationId] as [string, number]));
    const schools = [...new Set(sent.map((r) => r.schoolId))];
    const states = await db.syncState.bulkGet(schools);
    const pulledUpTo = new Map(schools.map((id, i) => [id, states[i]?.lastMutationId ?? 0]));
    const puts: OutboxRow[] = [];
    const deletes: [string, number][] = [];
    for (const row of rows) {
      const result = row && byId.get(row.mutationId);
      if (!result || !row || row.status !== 'pending') continue;
      const rejected = result.status === 'rejected' || (result.status === 'duplicate' && result.code !== undefined && result.code !== 200);
      if (rejected) {
        puts.push({ ...row, status: 'rejected', error: result.msg ?? '操作未被服务器接受', code: result.code ?? null });
        toRebase.add(row.schoolId);
        // The server says the mutation's scope is locked here: its rows leave the device too (sync/seal-scopes.ts).
        if (isLockRefusal(row.name, result.code, result.msg)) toSeal.add(`${row.schoolId}|${MUTATION_SCOPES[row.name]}`);
      } else if (row.mutationId <= (pulledUpTo.get(row.schoolId) ?? 0)) {
        // Already covered by a complete pull: the rows show its effect, nothing left to wait for.
        deletes.push([clientId, row.mutationId]);
      } else {
        puts.push({ ...row, applied: true });
      }
    }
    await Promise.all([db.outbox.bulkPut(puts), db.outbox.bulkDelete(deletes)]);
    for (const key of toSeal) {
      const [schoolId, scope] = key.split('|') as [string, string];
      await sealScopes(db, Number(schoolId), [scope]);
    }
    for (const schoolId of toRebase) await rebaseSchool(db, schoolId);
  });
}

/**
 * The server has processed fewer mutations than our queue assumes (its state was restored from a backup, or
 * the client id belongs to someone else): nothing queued can be matched to its counter any more. Start over
 * under a new client id, renumbering what is still unconfirmed from 1 in the same order.
 */
export async function rotateClientId(db: SyncDb): Promise<void> {
  await db.transaction('rw', ALL_TABLES, async () => {
    const oldId = await clientIdOf(db);
    const clientId = newClientId();
    const mine = await db.outbox.where('[clientId+mutationId]').between([oldId, 0], [oldId, Infinity]).toArray();
    const moving = mine.filter((r) => r.status === 'pending');
    await db.outbox.bulkDelete(moving.map((r) => [r.clientId, r.mutationId] as [string, number]));
    const renumbered = moving.filter((r) => !r.applied).map((r, i) => ({ ...r, clientId, mutationId: i + 1 }));
    await db.outbox.bulkAdd(renumbered);
    await db.meta.bulkPut([
      { key: 'clientId', value: clientId },
      { key: 'lastMutationId', value: renumbered.length },
    ]);
    // Pull positions stay; their lastMutationId counted the old client's mutations.
    await db.syncState.toCollection().modify({ lastMutationId: 0 });
  });
}

export type PushOutcome = 'idle' | 'progress' | 'stuck';

/**
 * Push one batch. 'progress' means more may wait; 'idle' that nothing (more) can go now; 'stuck' that its first
 * mutation just became stuck. A failure that does not make it stuck is thrown (retried later, with backoff).
 */
export async function pushBatch(db: SyncDb, transport: SyncTransport): Promise<PushOutcome> {
  const { clientId, rows: picked } = await nextBatch(db);
  // A mutation naming a file still uploading waits for it (docs/uploads.md).
  const rows = await holdForUploads(db, picked);
  const first = rows[0];
  if (!first) return 'idle';
  const failed = async (e: unknown): Promise<PushOutcome> => {
    if (await noteFailure(db, [clientId, first.mutationId], e)) return 'stuck';
    throw e;
  };
  let res: PushResponse;
  try {
    res = await transport.push({ clientId, mutations: rows.map((r) => ({ id: r.mutationId, name: r.name, args: r.args })) });
  } catch (e) {
    return failed(e);
  }
  await recordResults(db, clientId, rows, res);
  if (res.lastMutationId < first.mutationId - 1) {
    await rotateClientId(db);
    return 'progress';
  }
  // The server answered but took none of it (not even as a duplicate): a failure like any other.
  return res.lastMutationId >= first.mutationId ? 'progress' : failed(new SyncHttpError(200, 500, '服务器未处理本批操作'));
}

/** Push until the queue is empty or held behind a stuck mutation. A failed push is retried later, with backoff. */
export async function pushAll(db: SyncDb, transport: SyncTransport): Promise<void> {
  while ((await pushBatch(db, transport)) === 'progress') {}
}
