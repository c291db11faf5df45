import { eq, sql } from 'drizzle-orm';
import {
  type Change,
  ErrorCode,
  Msg,
  PULL_PAGE_SIZE,
  type PullQuery,
  type PullResponse,
  SUCCESS_CODE,
  SUCCESS_MSG,
  SYNC_SCHEMA_VERSION,
} from '@contract';
import { syncClients, syncHorizons } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { AuthedContext } from '../services/context';
import { assertSchoolInScope } from '../services/school-scope';

/** A pull answer whose changes are already JSON text (an array), built by the database. */
export type PullPage = Omit<PullResponse, 'changes'> & { changesJson: string };

/**
 * A page of one school's changes after `cursor`, in commit order, and this client's last processed mutation,
 * read in one snapshot so the two agree. A cursor that may have missed a compacted tombstone, or a replica of
 * another schema, gets `reset`.
 * The database writes the page's JSON itself: parsing thousands of jsonb rows into objects only to serialise
 * them again cost most of the server's time on a first sync (and that time is taken from the client's cores
 * when both run on one machine). Each change is glued as text around the row's jsonb text: ≈20 % cheaper on
 * PGlite than json_agg(json_build_object(…)) (measured), and 4 % smaller (no ", " and ": " around each row).
 */
export async function pullPage(ctx: AuthedContext, input: PullQuery, pageSize = PULL_PAGE_SIZE): Promise<PullPage> {
  assertSchoolInScope(ctx, input.schoolId);
  return ctx.db.transaction(
    async (tx) => {
      const [client] = await tx.select().from(syncClients).where(eq(syncClients.clientId, input.clientId));
      if (client && client.userId !== ctx.session.userId) throw new AppError(ErrorCode.conflict, Msg.clientIdTaken);
      const lastMutationId = client?.lastMutationId ?? 0;

      const [row] = await tx.select().from(syncHorizons).where(eq(syncHorizons.schoolId, input.schoolId));
      const horizon = row?.cursor ?? 0;
      // Only tombstones compacted after the replica's own horizon can be ones it missed: a replica that started
      // from zero when the horizon was H never held the rows of tombstones up to H (their puts are gone too).
      const missedTombstones = input.cursor > 0 && input.cursor < horizon && horizon > input.horizon;
      if (input.schema !== SYNC_SCHEMA_VERSION || missedTombstones) {
        return { cursor: 0, lastMutationId, changesJson: '[]', more: true, reset: true, horizon };
      }

      // One row past the page tells whether more wait; it is counted but not sent.
      const result = await tx.execute(sql`
        SELECT count(*)::int AS n,
               (max(id) FILTER (WHERE rn <= ${pageSize}))::text AS last,
               '[' || coalesce(string_agg('{"table":' || to_json(table_name)::text || ',"op":' || to_json(op)::text || ',"row":' || row::text || '}',
                                          ',' ORDER BY id) FILTER (WHERE rn <= ${pageSize}), '') || ']' AS changes
        FROM (SELECT id, table_name, op, row, row_number() OVER (ORDER BY id) AS rn
              FROM change_log
              WHERE school_id = ${input.schoolId} AND id > ${input.cursor}
              ORDER BY id
              LIMIT ${pageSize + 1}) page`);
      const [page] = (result as unknown as { rows: Array<{ n: number; last: string | null; changes: string }> }).rows;
      return {
        cursor: page?.last ? Number(page.last) : input.cursor,
        lastMutationId,
        changesJson: page?.changes ?? '[]',
        more: (page?.n ?? 0) > pageSize,
        reset: false,
        horizon,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The same page with its changes as objects (tests and in-process callers). */
export async function pullChanges(ctx: AuthedContext, input: PullQuery, pageSize = PULL_PAGE_SIZE): Promise<PullResponse> {
  const { changesJson, ...rest } = await pullPage(ctx, input, pageSize);
  return { ...rest, changes: JSON.parse(changesJson) as Change[] };
}

/** The `{code, msg, data}` envelope of a page as text, with the database's JSON spliced in unparsed. */
export function pullPageEnvelope(page: PullPage): string {
  const { changesJson, ...rest } = page;
  const head = JSON.stringify({ code: SUCCESS_CODE, msg: SUCCESS_MSG, data: rest });
  // head ends with `}}`: put the changes in before the data object closes.
  return `${head.slice(0, -2)},"changes":${changesJson}}}`;
}
