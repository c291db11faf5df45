import { sql } from 'drizzle-orm';
import { type ReplicatedTable, rowDay, TABLE_SCOPES, windowDateField } from '@contract';
import type { Db } from '../db/client';
import { changeLog } from '../db/schema';

export const SYNC_CHANNEL = 'yuanwu_sync';
/** First key of the two-key advisory lock that serialises change-log writes of one school. */
const SYNC_LOCK_CLASS = 7301;

export type RecordedChange =
  | { table: ReplicatedTable; op: 'put'; row: { id: string } & Record<string, unknown> }
  | { table: ReplicatedTable; op: 'del'; row: { id: string } };

/**
 * Takes the change-log locks of several schools at once, in ascending order, for a transaction that will write to
 * them in any order (a push batch): two such transactions then wait for each other instead of deadlocking.
 */
export async function lockSchools(tx: Db, schoolIds: Iterable<number>): Promise<void> {
  for (const schoolId of [...new Set(schoolIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK_CLASS}, ${schoolId})`);
  }
}

/** The day a windowed scope's row counts for (a tombstone has none: it goes to every replica of the scope). */
function eventDay(c: RecordedChange): string | null {
  const scope = TABLE_SCOPES[c.table];
  const field = scope ? windowDateField(scope) : undefined;
  return field && c.op === 'put' ? rowDay(c.row[field as keyof typeof c.row]) : null;
}

/**
 * Records the new state of rows a transaction changed, for pull. Must run inside that transaction.
 * The per-school advisory lock is held until commit, so cursor ids of one school are handed out in commit order:
 * a later id can never become visible before an earlier one. Only the latest entry per row is kept.
 * The NOTIFY is delivered on commit to every server process, which pokes its WebSocket clients.
 * Two statements whatever the size (a push runs this once per mutation, and on PGlite every statement counts).
 */
export async function recordChanges(tx: Db, schoolId: number, changes: RecordedChange[]): Promise<void> {
  if (changes.length === 0) return;
  // A NOTIFY waits for the commit wherever it is issued, so it goes with the lock.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK_CLASS}, ${schoolId}), pg_notify(${SYNC_CHANNEL}, ${String(schoolId)})`);
  for (let i = 0; i < changes.length; i += 1000) {
    const chunk = changes.slice(i, i + 1000);
    // Grouped by table: `row_id IN (…)` stays one array test, where `(table, id) IN (…)` would nest 1,000 ORs.
    const ids = new Map<string, string[]>();
    for (const c of chunk) {
      if (!ids.has(c.table)) ids.set(c.table, []);
      ids.get(c.table)?.push(c.row.id);
    }
    const previous = sql.join(
      [...ids].map(([table, rowIds]) => sql`(${changeLog.tableName} = ${table} AND ${changeLog.rowId} IN ${rowIds})`),
      sql` OR `,
    );
    const entries = sql.join(
      chunk.map(
        (c) =>
          sql`(${schoolId}::int, ${c.table}, ${TABLE_SCOPES[c.table] ?? ''}, ${eventDay(c)}::date, ${c.row.id}, ${c.op}, ${JSON.stringify({ table: c.table, op: c.op, row: c.row })})`,
      ),
      sql`, `,
    );
    // The rows' previous entries leave in the same statement (a DELETE in a WITH does not see the INSERT's rows).
    await tx.execute(sql`
      WITH previous AS (DELETE FROM ${changeLog} WHERE ${previous})
      INSERT INTO ${changeLog} (school_id, table_name, scope, event_day, row_id, op, entry) VALUES ${entries}`);
  }
}

/**
 * Wakes the school's devices without a change of rows: their next pull learns what changed about them (a
 * position's rights: the scopes they read, the menu they see). Delivered on commit, like a change's.
 */
export async function notifySchool(tx: Db, schoolId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${SYNC_CHANNEL}, ${String(schoolId)})`);
}
