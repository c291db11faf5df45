import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode, Msg, type MutationResult, type PushRequest, type PushResponse } from '@contract';
import type { Db } from '../db/client';
import { syncClients, syncRejections } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { AuthedContext } from '../services/context';
import { runMutation } from './mutators';

/** Integrity violations (foreign key, unique, check) can never succeed on a retry either. */
const isIntegrityViolation = (e: unknown) =>
  typeof (e as { code?: unknown })?.code === 'string' && /^23/.test((e as { code: string }).code);

/** Locks this client's counter row for the transaction, creating it on first contact. */
async function lockClient(tx: Db, clientId: string, userId: number): Promise<number> {
  await tx.insert(syncClients).values({ clientId, userId }).onConflictDoNothing();
  const [row] = await tx.select().from(syncClients).where(eq(syncClients.clientId, clientId)).for('update');
  if (!row || row.userId !== userId) throw new AppError(ErrorCode.conflict, Msg.clientIdTaken);
  return row.lastMutationId;
}

async function pushOne(ctx: AuthedContext, clientId: string, m: PushRequest['mutations'][number]): Promise<MutationResult | 'gap'> {
  return ctx.db.transaction(async (tx) => {
    const last = await lockClient(tx, clientId, ctx.session.userId);
    if (m.id <= last) {
      // Seen before (a retried request whose answer was lost): acknowledge again, never apply twice.
      const [rejection] = await tx
        .select()
        .from(syncRejections)
        .where(and(eq(syncRejections.clientId, clientId), eq(syncRejections.mutationId, m.id)));
      return rejection ? { id: m.id, status: 'duplicate', code: rejection.code, msg: rejection.msg } : { id: m.id, status: 'duplicate' };
    }
    if (m.id > last + 1) return 'gap';

    let result: MutationResult;
    try {
      // A savepoint: a rejected mutation leaves no trace but its rejection and the advanced counter.
      await tx.transaction((sp) => runMutation({ ...ctx, db: sp }, m.name, m.args));
      result = { id: m.id, status: 'applied' };
    } catch (e) {
      const rejection = e instanceof AppError ? e : isIntegrityViolation(e) ? AppError.badRequest('数据校验失败，无法保存') : null;
      if (!rejection) throw e;
      await tx.insert(syncRejections).values({ clientId, mutationId: m.id, name: m.name, code: rejection.code, msg: rejection.message });
      result = { id: m.id, status: 'rejected', code: rejection.code, msg: rejection.message };
    }
    await tx.update(syncClients).set({ lastMutationId: m.id, updatedAt: sql`now()` }).where(eq(syncClients.clientId, clientId));
    return result;
  });
}

/**
 * Applies a client's mutations exactly once, in order, each in its own transaction together with the client's
 * counter. A gap (a mutation id ahead of the counter) stops the batch: the answer says where the server is.
 */
export async function pushMutations(ctx: AuthedContext, input: PushRequest): Promise<PushResponse> {
  const results: MutationResult[] = [];
  for (const m of [...input.mutations].sort((a, b) => a.id - b.id)) {
    const result = await pushOne(ctx, input.clientId, m);
    if (result === 'gap') break;
    results.push(result);
  }
  const [client] = await ctx.db.select().from(syncClients).where(eq(syncClients.clientId, input.clientId));
  if (client && client.userId !== ctx.session.userId) throw new AppError(ErrorCode.conflict, Msg.clientIdTaken);
  return { lastMutationId: client?.lastMutationId ?? 0, results };
}
