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
import { type BodyPiece, deflatePiece } from '../lib/gzip-pieces';
import type { AuthedContext } from '../services/context';
import { assertSchoolInScope } from '../services/school-scope';
import type { PullPageCache } from './page-cache';

/**
 * A pull answer whose changes are already JSON (an array, UTF-8), built by the database; a full page's changes
 * also come deflated, as the page cache keeps them, for answers sent gzipped.
 */
export type PullPage = Omit<PullResponse, 'changes'> & { changesJson: Buffer; changesDeflated?: Buffer };

const EMPTY = Buffer.from('[]');

export interface PullOptions {
  pageSize?: number;
  /** Full pages kept for the school's next devices (server/sync/page-cache.ts). */
  cache?: PullPageCache;
}

/**
 * A page of one school's changes after `cursor`, in commit order, and this client's last processed mutation,
 * read in one snapshot so the two agree. A cursor that may have missed a compacted tombstone, a cursor beyond the
 * school's log (this server never gave it: restored from a backup, another school's cursor), or a replica of another
 * schema gets `reset`.
 * A page is the log's entries joined (each already the JSON text of a change, written once by recordChanges), so
 * the database converts nothing per row: on PGlite that halved a first sync's server CPU against gluing each
 * change around its `jsonb` row's text (measured, docs/sync.md), which itself was cheaper than parsing the rows
 * into objects to serialise them again.
 */
export async function pullPage(
  ctx: AuthedContext,
  input: PullQuery,
  { pageSize = PULL_PAGE_SIZE, cache }: PullOptions = {},
): Promise<PullPage> {
  assertSchoolInScope(ctx, input.schoolId);
  const now = ctx.clock.now().getTime();
  const page = await ctx.db.transaction(
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
        return { cursor: 0, lastMutationId, changesJson: EMPTY, more: true, reset: true, horizon };
      }

      const cached = cache?.get(input.schoolId, input.cursor, horizon, now);
      if (cached) {
        const { last, changes, deflated } = cached;
        return { cursor: last, lastMutationId, changesJson: changes, changesDeflated: deflated, more: true, reset: false, horizon };
      }

      // One pass over the page's rows (a CTE read three times cost 15 against 13 ms per 5,000 rows on PGlite), then
      // one probe of the (school, id) index for `more` (an EXISTS was planned as a scan of the table), and, for an
      // empty page, one for the school's last entry.
      const result = await tx.execute(sql`
        SELECT p.last::text AS last,
               '[' || coalesce(p.changes, '') || ']' AS changes,
               (SELECT c.id FROM change_log c
                WHERE c.school_id = ${input.schoolId} AND c.id > coalesce(p.last, ${input.cursor})
                ORDER BY c.school_id, c.id LIMIT 1) IS NOT NULL AS more,
               CASE WHEN p.last IS NULL THEN
                 (SELECT c.id FROM change_log c WHERE c.school_id = ${input.schoolId}
                  ORDER BY c.school_id DESC, c.id DESC LIMIT 1)::text END AS top
        FROM (SELECT max(id) AS last, string_agg(entry, ',' ORDER BY id) AS changes
              FROM (SELECT id, entry FROM change_log
                    WHERE school_id = ${input.schoolId} AND id > ${input.cursor}
                    ORDER BY id
                    LIMIT ${pageSize}) page) p`);
      const [page] = (result as unknown as { rows: Array<{ last: string | null; changes: string; more: boolean; top: string | null }> })
        .rows;
      // Every cursor this server gave is a log entry's id, and entries only leave for newer ones of the same row or
      // by compaction (which the horizon remembers): a cursor past both never came from this log.
      if (!page?.last && input.cursor > Math.max(Number(page?.top ?? 0), horizon)) {
        return { cursor: 0, lastMutationId, changesJson: EMPTY, more: true, reset: true, horizon };
      }
      const cursor = page?.last ? Number(page.last) : input.cursor;
      const changesJson = page ? Buffer.from(page.changes) : EMPTY;
      const more = page?.more ?? false;
      return { cursor, lastMutationId, changesJson, more, reset: false, horizon };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // A full page just read (a cached one comes deflated) is kept, once its snapshot is closed. Every browser takes
  // gzip: the page is deflated once, here, not again for each device that pulls it.
  if (!cache || !page.more || page.reset || page.changesDeflated) return page;
  const changesDeflated = deflatePiece(page.changesJson);
  cache.set(input.schoolId, input.cursor, {
    last: page.cursor,
    changes: page.changesJson,
    deflated: changesDeflated,
    horizon: page.horizon,
    at: now,
  });
  return { ...page, changesDeflated };
}

/** The same page with its changes as objects (tests and in-process callers). */
export async function pullChanges(ctx: AuthedContext, input: PullQuery, pageSize = PULL_PAGE_SIZE): Promise<PullResponse> {
  const { changesJson, changesDeflated: _, ...rest } = await pullPage(ctx, input, { pageSize });
  return { ...rest, changes: JSON.parse(changesJson.toString()) as Change[] };
}

const CLOSE = Buffer.from('}}');

/** The `{code, msg, data}` envelope of a page, with the database's JSON spliced in unparsed: its body's pieces. */
export function pullPageEnvelope(page: PullPage): BodyPiece[] {
  const { changesJson, changesDeflated, ...rest } = page;
  const head = JSON.stringify({ code: SUCCESS_CODE, msg: SUCCESS_MSG, data: rest });
  // head ends with `}}`: put the changes in before the data object closes.
  return [{ bytes: Buffer.from(`${head.slice(0, -2)},"changes":`) }, { bytes: changesJson, deflated: changesDeflated }, { bytes: CLOSE }];
}
