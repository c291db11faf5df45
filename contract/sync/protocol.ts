import { z } from '../zod-locale';
import { idParam, intParam, numberParam, text } from '../fields';
import { type RowParse, rowParser } from './row-check';
import { TABLE_SCOPES } from '../areas';
import { REPLICATED_TABLE_NAMES, REPLICATED_TABLES, type ReplicatedTable } from './tables';

/**
 * Bumped only when the protocol's meaning changes for tables that stay as they were (10: the finance scope only while
 * the finance pages are unlocked, `locked` and `unlocks`: a client that did not know it would take a locked scope for a
 * revoked one and refuse its pending changes). Adding a table or a field needs no bump: SYNC_SCHEMA_VERSION follows.
 */
const PROTOCOL_GENERATION = 10;

/** 31-bit FNV-1a of a text: an int32 the pull query carries. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 1 || 1;
}

/**
 * The replica's schema version of these tables (name → row schema, name → scope) under a protocol generation: the
 * same for the same tables, fields, scopes and generation, whatever their order; another if any of them changes.
 */
export function replicaSchemaVersion(
  tables: Record<string, z.ZodObject>,
  scopes: Record<string, string>,
  generation = PROTOCOL_GENERATION,
): number {
  const names = Object.keys(tables).sort();
  return fingerprint(JSON.stringify([generation, ...names.map((t) => [t, scopes[t], Object.keys(tables[t]?.shape ?? {}).sort()])]));
}

/**
 * The replica's schema, derived by the server and the client alike from the protocol's generation and every
 * replicated table with its sync scope and its rows' fields: a replica whose cursors were made under another is told
 * to reset and pull from zero, so it also gets the rows of a table or field it did not know. Derived, not counted, so
 * two areas built side by side never both move it to the same value (docs/architecture.md, "Two areas side by side").
 */
export const SYNC_SCHEMA_VERSION = replicaSchemaVersion(REPLICATED_TABLES, TABLE_SCOPES);
/** Mutations per push request; changes per pull page. */
export const PUSH_BATCH_SIZE = 100;
export const PULL_PAGE_SIZE = 5000;

export const clientIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/);

export const pushRequestSchema = z.object({
  clientId: clientIdSchema,
  /** Mutation ids count a client's changes for ever: a safe integer, not an int32. */
  mutations: z
    .array(z.object({ id: z.number().int().positive(), name: text(64, { trim: false }), args: z.unknown() }))
    .max(PUSH_BATCH_SIZE),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const mutationResultSchema = z.object({
  id: z.number().int(),
  /** applied now; rejected (will never succeed, counter advanced); duplicate (seen before: acknowledged again). */
  status: z.enum(['applied', 'rejected', 'duplicate']),
  code: z.number().int().optional(),
  msg: z.string().optional(),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;

export const pushResponseSchema = z.object({
  /** The highest mutation id of this client the server has processed (applied or rejected). */
  lastMutationId: z.number().int(),
  results: z.array(mutationResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** A replica's position in the change log per sync scope (bigint ids: safe integers). */
export type ScopeCursors = Record<string, number>;

/** Cursors as a query parameter: `records:123,website:456`, by scope name; '' for none (a replica from zero). */
export const formatCursors = (cursors: ScopeCursors): string =>
  Object.keys(cursors)
    .sort()
    .map((scope) => `${scope}:${cursors[scope]}`)
    .join(',');

const CURSORS_PATTERN = /^[a-zA-Z]{1,32}:\d{1,16}(,[a-zA-Z]{1,32}:\d{1,16}){0,31}$/;
export const CURSORS_MSG = '同步位置格式不正确';

/** The `cursors` parameter: scope → position. A scope the server does not know is ignored there (a newer client). */
export const cursorsParam = z
  .string({ error: CURSORS_MSG })
  .max(1200, CURSORS_MSG)
  .regex(CURSORS_PATTERN, CURSORS_MSG)
  .transform((text, ctx) => {
    const out: ScopeCursors = {};
    for (const pair of text.split(',')) {
      const [scope, digits] = pair.split(':') as [string, string];
      const cursor = Number(digits);
      if (Object.hasOwn(out, scope) || !Number.isSafeInteger(cursor)) {
        ctx.addIssue({ code: 'custom', message: CURSORS_MSG });
        return z.NEVER;
      }
      out[scope] = cursor;
    }
    return out;
  });

export const pullQuerySchema = z.object({
  schoolId: idParam(),
  /**
   * Where the replica stands in each scope it holds (`formatCursors`); a scope the member reads and the query
   * lacks starts at 0, so a newly granted scope is pulled from its start. Absent: every scope from 0.
   */
  cursors: cursorsParam.optional().transform((c) => c ?? {}),
  clientId: clientIdSchema,
  schema: intParam().default(SYNC_SCHEMA_VERSION),
  /** The tombstone horizon this replica already accounts for (the `horizon` of its last page; 0 if none). */
  horizon: numberParam(z.number().int().min(0)).default(0),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

export const changeSchema = z.object({
  table: z.enum(REPLICATED_TABLE_NAMES as [string, ...string[]]),
  op: z.enum(['put', 'del']),
  /** The whole row for a put; `{id}` for a delete (tombstone). */
  row: z.record(z.string(), z.unknown()),
});
export type Change = z.infer<typeof changeSchema>;

export const pullResponseSchema = z.object({
  /**
   * Server-assigned positions in commit order, one per scope the member reads; send them back to continue. After
   * a page ending at entry L every scope is at L or beyond (the page held all of its entries up to L).
   */
  cursors: z.record(z.string(), z.number().int().min(0)),
  /**
   * The scopes served now: those the member reads (contract/scopes.ts) and, for a scope behind an unlock, whose
   * unlock is open in this session. A scope the replica holds and this and `locked` lack was revoked: its rows and
   * pending changes leave the device (sync/purge-scopes.ts).
   */
  scopes: z.array(z.string()),
  /**
   * The scopes the member reads whose unlock (the finance password) is not open in this session and school: not
   * served, and sealed on the device (sync/seal-scopes.ts): their rows leave, their pending changes wait.
   */
  locked: z.array(z.string()).default([]),
  /**
   * Per served scope behind an unlock, the ms its unlock has left (null: nothing ends it, the school has no finance
   * password): the device seals the scope then, offline too.
   */
  unlocks: z.record(z.string(), z.number().int().min(0).nullable()).default({}),
  /**
   * A short fingerprint of the member's effective permissions (`rightsFingerprint`): when it differs from the
   * session's, the app reloads its user info and menu.
   */
  rights: z.string().max(64).default(''),
  /**
   * The first day ('YYYY-MM-DD') of each windowed scope's sync window the member reads (contract/sync/window.ts):
   * the answer holds none of its rows from before it, and the replica drops those it still holds.
   */
  windows: z.record(z.string(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).default({}),
  /** This client's last processed mutation id, consistent with the changes returned. */
  lastMutationId: z.number().int(),
  changes: z.array(changeSchema),
  /** More changes wait: pull again at once with the new cursor. */
  more: z.boolean(),
  /** Clear this school's replica and pull from zero. */
  reset: z.boolean(),
  /** The school's tombstone horizon now: send it back as `horizon`. */
  horizon: z.number().int().min(0).default(0),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

/** The answer's frame; its changes are checked one by one below. */
const pullEnvelopeSchema = pullResponseSchema.extend({ changes: z.array(z.unknown()) });
const tombstoneSchema = z.object({ id: z.string().min(1) });
const isTable = (t: unknown): t is ReplicatedTable => typeof t === 'string' && Object.hasOwn(REPLICATED_TABLES, t);
/** Each table's row schema as a parser with plain checks in front (row-check.ts); made on first use. */
let rowParsers: Record<ReplicatedTable, RowParse<Record<string, unknown>>> | null = null;
const rowParserOf = (table: ReplicatedTable) => {
  rowParsers ??= Object.fromEntries(REPLICATED_TABLE_NAMES.map((t) => [t, rowParser(REPLICATED_TABLES[t] as never)])) as NonNullable<
    typeof rowParsers
  >;
  return rowParsers[table];
};

/**
 * How a client checks a pull answer (untrusted input: it goes straight into IndexedDB and on screen). Stricter
 * than pullResponseSchema: every put row is checked against its own table's schema (contract/sync/tables.ts:
 * unknown fields dropped, types checked; through row-check.ts, which gives zod's answers for a fraction of its
 * cost), every tombstone must be `{id}`, where the generic schema only checked "an object". One bad change
 * rejects the whole page.
 */
export function parsePullResponse(data: unknown): { success: true; data: PullResponse } | { success: false; error: string } {
  const frame = pullEnvelopeSchema.safeParse(data);
  if (!frame.success) return { success: false, error: frame.error.issues[0]?.message ?? 'invalid pull answer' };
  const changes: Change[] = new Array(frame.data.changes.length);
  for (let i = 0; i < changes.length; i++) {
    const c = frame.data.changes[i] as { table?: unknown; op?: unknown; row?: unknown } | null;
    if (typeof c !== 'object' || c === null || !isTable(c.table) || (c.op !== 'put' && c.op !== 'del')) {
      return { success: false, error: `change ${i}: unknown table or op` };
    }
    const row = c.op === 'put' ? rowParserOf(c.table)(c.row) : tombstoneSchema.safeParse(c.row);
    if (!row.success) return { success: false, error: `change ${i} (${c.table}): ${row.error.issues[0]?.message}` };
    changes[i] = { table: c.table, op: c.op, row: row.data };
  }
  return { success: true, data: { ...frame.data, changes } };
}

/** WebSocket message from the server: a school changed, pull it. */
export const pokeSchema = z.object({ type: z.literal('poke'), schoolId: z.number().int() });
