import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode, Msg, type MutationResult, type PushRequest, type PushResponse } from '@contract';
import type { Db } from '../db/client';
import { syncClients, syncRejections } from '../db/schema';
import { AppError } from '../lib/app-error';
import { integrityError } from '../lib/integrity-error';
import type { AuthedContext } from '../services/context';
import { lockSchools } from '../replication/change-log';
import { runMutation } from '../services/mutations';

type Mutation = PushRequest['mutations'][number];

/** The school a mutation names (every mutation's args carry one; checked when it runs). */
const schoolOf = (m: Mutation): number => {
  const id = (m.args as { schoolId?: unknown } | null)?.schoolId;
  return typeof id === 'number' && Number.isInteger(id) ? id : 0;
};

/** Told about a mutation that failed for a reason other than its input (a bug, the database): the server's log. */
export type UnexpectedFailure = (error: unknown, mutation: { id: number; name: string }) => void;

/**
 * Why a mutation failed, as the rejection its client will show. What is not the user's doing (a bug, a database
 * failure) is rejected too: failing the whole request would make the client send it again and again, and every
 * mutation queued behind it would wait forever; rejected, the user sees it and can retry or discard it.
 */
function rejectionFor(e: unknown, m: Mutation, unexpected: UnexpectedFailure): AppError {
  if (e instanceof AppError) return e;
  const integrity = integrityError(e);
  if (integrity) return integrity;
  unexpected(e, { id: m.id, name: m.name });
  return new AppError(ErrorCode.serverError, '服务器处理该修改时出错，请稍后重试');
}

/** Locks this client's counter row for the transaction, creating it on first contact. */
async function lockClient(tx: Db, clientId: string, userId: number): Promise<number> {
  await tx.insert(syncClients).values({ clientId, userId }).onConflictDoNothing();
  const [row] = await tx.select().from(syncClients).where(eq(syncClients.clientId, clientId)).for('update');
  if (!row || row.userId !== userId) throw new AppError(ErrorCode.conflict, Msg.clientIdTaken);
  return row.lastMutationId;
}

/** One mutation of a push, inside the push's transaction after the client's row is locked; `last` is the counter. */
async function pushOne(
  ctx: AuthedContext,
  tx: Db,
  clientId: string,
  last: number,
  m: Mutation,
  unexpected: UnexpectedFailure,
): Promise<MutationResult | 'gap'> {
  if (m.id <= last) {
    // Seen before (a retried request whose answer was lost): acknowledge again, never apply twice.
    const [rejection] = await tx
      .select()
      .from(syncRejections)
      .where(and(eq(syncRejections.clientId, clientId), eq(syncRejections.mutationId, m.id)));
    return rejection ? { id: m.id, status: 'duplicate', code: rejection.code, msg: rejection.msg } : { id: m.id, status: 'duplicate' };
  }
  if (m.id > last + 1) return 'gap';
  try {
    // A savepoint: a rejected mutation leaves no trace but its rejection and the advanced counter.
    await tx.transaction((sp) => runMutation({ ...ctx, db: sp }, m.name, m.args));
    return { id: m.id, status: 'applied' };
  } catch (e) {
    const rejection = rejectionFor(e, m, unexpected);
    await tx.insert(syncRejections).values({ clientId, mutationId: m.id, name: m.name, code: rejection.code, msg: rejection.message });
    return { id: m.id, status: 'rejected', code: rejection.code, msg: rejection.message };
  }
}

/**
 * Applies a client's mutations exactly once, in order: the whole request in one transaction with the client's
 * counter (its row locked, so two deliveries of one batch run one after the other), each mutation in a savepoint.
 * One transaction per request rather than per mutation: a replay of 1,000 offline changes took 40 % less server
 * time (docs/sync.md). A gap (a mutation id ahead of the counter) stops the batch: the answer says where the
 * server is. A mutation that fails in any way is rejected (recorded, counted) and the rest of the batch goes on.
 */
export async function pushMutations(
  ctx: AuthedContext,
  input: PushRequest,
  unexpected: UnexpectedFailure = (e) => console.error('sync mutation failed', e),
): Promise<PushResponse> {
  if (input.mutations.length === 0) {
    const [client] = await ctx.db.select().from(syncClients).where(eq(syncClients.clientId, input.clientId));
    if (client && client.userId !== ctx.session.userId) throw new AppError(ErrorCode.conflict, Msg.clientIdTaken);
    return { lastMutationId: client?.lastMutationId ?? 0, results: [] };
  }
  return ctx.db.transaction(async (tx) => {
    const before = await lockClient(tx, input.clientId, ctx.session.userId);
    await lockSchools(
      tx,
      input.mutations.map(schoolOf).filter((id) => ctx.session.schoolIds.has(id)),
    );
    let last = before;
    const results: MutationResult[] = [];
    for (const m of [...input.mutations].sort((a, b) => a.id - b.id)) {
      const result = await pushOne(ctx, tx, input.clientId, last, m, unexpected);
      if (result === 'gap') break;
      results.push(result);
      last = Math.max(last, m.id);
    }
    if (last > before) {
      await tx.update(syncClients).set({ lastMutationId: last, updatedAt: sql`now()` }).where(eq(syncClients.clientId, input.clientId));
    }
    return { lastMutationId: last, results };
  });
}
