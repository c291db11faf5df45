import { and, asc, eq, gt } from 'drizzle-orm';
import { type Change, ErrorCode, Msg, PULL_PAGE_SIZE, type PullQuery, type PullResponse, SYNC_SCHEMA_VERSION } from '@contract';
import { changeLog, syncClients, syncHorizons } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { AuthedContext } from '../services/context';
import { assertSchoolInScope } from '../services/school-scope';

/**
 * A page of one school's changes after `cursor`, in commit order, and this client's last processed mutation,
 * read in one snapshot so the two agree. A cursor behind the tombstone horizon, or another schema, gets `reset`.
 */
export async function pullChanges(ctx: AuthedContext, input: PullQuery, pageSize = PULL_PAGE_SIZE): Promise<PullResponse> {
  assertSchoolInScope(ctx, input.schoolId);
  return ctx.db.transaction(
    async (tx) => {
      const [client] = await tx.select().from(syncClients).where(eq(syncClients.clientId, input.clientId));
      if (client && client.userId !== ctx.session.userId) throw new AppError(ErrorCode.conflict, Msg.clientIdTaken);
      const lastMutationId = client?.lastMutationId ?? 0;

      const [horizon] = await tx.select().from(syncHorizons).where(eq(syncHorizons.schoolId, input.schoolId));
      const behindHorizon = input.cursor > 0 && horizon !== undefined && input.cursor < horizon.cursor;
      if (input.schema !== SYNC_SCHEMA_VERSION || behindHorizon) {
        return { cursor: 0, lastMutationId, changes: [], more: true, reset: true };
      }

      const rows = await tx
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.schoolId, input.schoolId), gt(changeLog.id, input.cursor)))
        .orderBy(asc(changeLog.id))
        .limit(pageSize + 1);
      const page = rows.slice(0, pageSize);
      const changes = page.map((r) => ({ table: r.tableName, op: r.op, row: r.row }) as Change);
      return { cursor: page.at(-1)?.id ?? input.cursor, lastMutationId, changes, more: rows.length > pageSize, reset: false };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
