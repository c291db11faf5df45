import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReplicatedTable } from '@contract';
import type { Db } from '../db/client';
import { changeLog } from '../db/schema';

export const SYNC_CHANNEL = 'yuanwu_sync';
/** First key of the two-key advisory lock that serialises change-log writes of one school. */
const SYNC_LOCK_CLASS = 7301;

export type RecordedChange =
  | { table: ReplicatedTable; op: 'put'; row: { id: string } & Record<string, unknown> }
  | { table: ReplicatedTable; op: 'del'; row: { id: string } };

/**
 * Records the new state of rows a transaction changed, for pull. Must run inside that transaction.
 * The per-school advisory lock is held until commit, so cursor ids of one school are handed out in commit order:
 * a later id can never become visible before an earlier one. Only the latest entry per row is kept.
 * The NOTIFY is delivered on commit to every server process, which pokes its WebSocket clients.
 */
/**
 * Takes the change-log locks of several schools at once, in ascending order, for a transaction that will write to
 * them in any order (a push batch): two such transactions then wait for each other instead of deadlocking.
 */
export async function lockSchools(tx: Db, schoolIds: Iterable<number>): Promise<void> {
  for (const schoolId of [...new Set(schoolIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK_CLASS}, ${schoolId})`);
  }
}

export async function recordChanges(tx: Db, schoolId: number, changes: RecordedChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK_CLASS}, ${schoolId})`);
  const byTable = new Map<string, string[]>();
  for (const c of changes) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c.row.id]);
  for (const [table, ids] of byTable) {
    await tx.delete(changeLog).where(and(eq(changeLog.tableName, table), inArray(changeLog.rowId, ids)));
  }
  for (let i = 0; i < changes.length; i += 1000) {
    await tx.insert(changeLog).values(
      changes.slice(i, i + 1000).map((c) => ({
        schoolId,
        tableName: c.table,
        rowId: c.row.id,
        op: c.op,
        entry: JSON.stringify({ table: c.table, op: c.op, row: c.row }),
      })),
    );
  }
  await tx.execute(sql`SELECT pg_notify(${SYNC_CHANNEL}, ${String(schoolId)})`);
}
