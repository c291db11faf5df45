import { eq, type SQL, sql } from 'drizzle-orm';
import {
  type Change,
  ErrorCode,
  formatCursors,
  Msg,
  PULL_PAGE_SIZE,
  type PullQuery,
  type PullResponse,
  rightsFingerprint,
  type ScopeCursors,
  SUCCESS_CODE,
  SUCCESS_MSG,
  SYNC_SCHEMA_VERSION,
  syncWindowStart,
  windowDateField,
} from '@contract';
import type { Db } from '../db/client';
import { syncClients, syncHorizons } from '../db/schema';
import { AppError } from '../lib/app-error';
import { type BodyPiece, deflatePiece } from '../lib/gzip-pieces';
import type { AuthedContext } from '../services/context';
import { rightsIn } from '../services/permissions/member-rights';
import { assertSchoolInScope } from '../services/school-scope';
import type { PullPageCache } from './page-cache';
import { servedScopes } from './served-scopes';

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

/** The positions after a page ending at `last`: every scope's entries up to it were in the page. */
const advance = (from: ScopeCursors, last: number): ScopeCursors =>
  Object.fromEntries(Object.entries(from).map(([scope, cursor]) => [scope, Math.max(cursor, last)]));

/** A windowed scope's entries of rows dated from the window's first day, and its tombstones (they have no day). */
const inWindowOf = (windowStart: string | undefined): SQL =>
  windowStart ? sql` AND (event_day IS NULL OR event_day >= ${windowStart}::date)` : sql``;

/**
 * Where a replica starting a windowed scope from zero starts: just before the window's first entry. It holds none
 * of the scope's rows, so the older entries and tombstones are nothing to it, and a first sync reads the window, not
 * the years before it. The smallest id is read from the (school, scope, event_day, id) index over the window's
 * entries (the fence keeps the planner from walking the whole log in id order for the first match); a window with
 * no entry starts after the scope's last one.
 */
async function windowFirstCursor(tx: Db, schoolId: number, scope: string, windowStart: string): Promise<number> {
  const result = await tx.execute(sql`
    SELECT coalesce(
      (SELECT min(id) FROM (SELECT id FROM change_log
        WHERE school_id = ${schoolId} AND scope = ${scope} AND event_day >= ${windowStart}::date OFFSET 0) w) - 1,
      (SELECT max(id) FROM change_log WHERE school_id = ${schoolId} AND scope = ${scope}),
      0)::text AS first`);
  return Number((result as unknown as { rows: Array<{ first: string }> }).rows[0]?.first ?? 0);
}

/**
 * The page's entries: the union over the member's scopes of each scope's entries after its own cursor, in id order.
 * Each branch reads the (school, scope, id) index in order and stops one past the page size, and so does their
 * merge: the cost follows the page, not the school's history or the scopes the member does not read. The entry one
 * past the page is not sent; that it exists is `more` (a probe per scope past the page's end instead was planned,
 * on PGlite, as a walk of the whole log in id order: every later school's entries, for a scope with nothing more).
 */
function pageQuery(schoolId: number, from: ScopeCursors, windows: Record<string, string>, pageSize: number): SQL {
  const branches = Object.entries(from).map(
    ([scope, after]) => sql`(SELECT id, entry FROM change_log
      WHERE school_id = ${schoolId} AND scope = ${scope} AND id > ${after}${inWindowOf(windows[scope])}
      ORDER BY id LIMIT ${pageSize + 1})`,
  );
  return sql`
    SELECT p.last::text AS last,
           '[' || coalesce(p.changes, '') || ']' AS changes,
           p.n > ${pageSize} AS more,
           (SELECT c.id FROM change_log c WHERE c.school_id = ${schoolId}
            ORDER BY c.school_id DESC, c.id DESC LIMIT 1)::text AS top
    FROM (SELECT max(id) FILTER (WHERE k <= ${pageSize}) AS last,
                 string_agg(entry, ',' ORDER BY id) FILTER (WHERE k <= ${pageSize}) AS changes,
                 count(*) AS n
          FROM (SELECT id, entry, row_number() OVER (ORDER BY id) AS k
                FROM (SELECT id, entry FROM (${sql.join(branches, sql` UNION ALL `)}) branches
                      ORDER BY id LIMIT ${pageSize + 1}) merged) page) p`;
}

/**
 * A page of one school's changes in the scopes its member reads (contract/scopes.ts) and this session may be served
 * (a scope behind the finance password only while it is unlocked: served-scopes.ts), after the replica's cursor in
 * each, in commit order, and this client's last processed mutation, read in one snapshot so the two agree. A scope
 * the member reads and the query has no cursor for starts at 0 (newly granted: pulled from its start); one the
 * member no longer reads is left out of the answer's `scopes`, and the client purges it; one locked is named in
 * `locked` instead, and the client seals it (its rows leave, its pending changes wait). A cursor that may have
 * missed a compacted tombstone, a cursor beyond the school's log (this server never gave it: restored from a
 * backup, another school's cursor), or a replica of another schema gets `reset`.
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
  const rights = await rightsIn(ctx, input.schoolId);
  if (!rights) throw AppError.forbidden();
  // A scope behind the finance password is served only while this session's unlock lasts in the school.
  const { scopes, locked, unlocks } = await servedScopes(ctx, input.schoolId, rights.scopes);
  const from: ScopeCursors = Object.fromEntries(scopes.map((scope) => [scope, input.cursors[scope] ?? 0]));
  const windowStart = syncWindowStart(ctx.clock.now().toISOString().slice(0, 10), ctx.config.syncWindowTerms);
  const windows = Object.fromEntries(scopes.filter((s) => windowDateField(s)).map((s) => [s, windowStart]));
  // The window is part of a page's position: a page read under another window holds other rows. So is every scope
  // served: a page read for an unlocked session is never served to a locked one (its position has the finance cursor).
  const position = `${formatCursors(from)}@${windowStart}`;
  const known = { scopes, locked, unlocks, rights: rightsFingerprint(rights.list), windows };
  const now = ctx.clock.now().getTime();
  const page = await ctx.db.transaction(
    async (tx): Promise<PullPage> => {
      const [client] = await tx.select().from(syncClients).where(eq(syncClients.clientId, input.clientId));
      if (client && client.userId !== ctx.session.userId) throw new AppError(ErrorCode.conflict, Msg.clientIdTaken);
      const lastMutationId = client?.lastMutationId ?? 0;

      const [row] = await tx.select().from(syncHorizons).where(eq(syncHorizons.schoolId, input.schoolId));
      const horizon = row?.cursor ?? 0;
      const reset = { ...known, cursors: {}, lastMutationId, changesJson: EMPTY, more: true, reset: true, horizon };
      // Only tombstones compacted after the replica's own horizon can be ones it missed: a replica that started
      // from zero when the horizon was H never held the rows of tombstones up to H (their puts are gone too).
      const cursors = Object.values(from);
      const missedTombstones = cursors.some((c) => c > 0 && c < horizon) && horizon > input.horizon;
      if (input.schema !== SYNC_SCHEMA_VERSION || missedTombstones) return reset;

      const cached = cache?.get(input.schoolId, position, horizon, now);
      if (cached) {
        const { changes, deflated } = cached;
        return {
          ...known,
          cursors: cached.cursors,
          lastMutationId,
          changesJson: changes,
          changesDeflated: deflated,
          more: true,
          reset: false,
          horizon,
        };
      }

      // A windowed scope pulled from zero starts at its window (its cursor 0 means "nothing held").
      const start = { ...from };
      for (const [scope, windowStart] of Object.entries(windows)) {
        if (start[scope] === 0) start[scope] = await windowFirstCursor(tx, input.schoolId, scope, windowStart);
      }
      const result = await tx.execute(pageQuery(input.schoolId, start, windows, pageSize));
      const [page] = (result as unknown as { rows: Array<{ last: string | null; changes: string; more: boolean; top: string | null }> })
        .rows;
      // Every cursor this server gave is a log entry's id, and entries only leave for newer ones of the same row or
      // by compaction (which the horizon remembers): a cursor past both never came from this log.
      if (cursors.some((c) => c > Math.max(Number(page?.top ?? 0), horizon))) return reset;
      const next = page?.last ? advance(start, Number(page.last)) : start;
      const changesJson = page ? Buffer.from(page.changes) : EMPTY;
      return { ...known, cursors: next, lastMutationId, changesJson, more: page?.more ?? false, reset: false, horizon };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // A full page just read (a cached one comes deflated) is kept, once its snapshot is closed. Every browser takes
  // gzip: the page is deflated once, here, not again for each device that pulls it. Its key is the school and the
  // cursor of every scope the member reads, so it is never served to a member who reads other scopes.
  if (!cache || !page.more || page.reset || page.changesDeflated) return page;
  const changesDeflated = deflatePiece(page.changesJson);
  // The cursors are kept as answered: a windowed scope pulled from zero was started at its window, past the page's
  // own end, and every device asking from this position must be told the same.
  cache.set(input.schoolId, position, {
    cursors: page.cursors,
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
