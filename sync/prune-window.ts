import { TABLE_SCOPES } from '@contract/areas';
import { windowDateField } from '@contract/scopes';
import type { ReplicatedTable } from '@contract/sync/tables';
import { rowDay } from '@contract/sync/window';
import { dropAttendanceDays } from './attendance-days';
import { REPLICATED, type SyncDb } from './db';

/**
 * Inside a rw transaction over ALL_TABLES: the windowed scopes whose window moved (contract/sync/window.ts) drop
 * the rows dated before its new first day. The server no longer sends them, so nothing comes back; no reset is
 * needed, and the rows stay readable online (sync/read-through.ts).
 */
export async function pruneWindows(
  db: SyncDb,
  schoolId: number,
  held: Readonly<Record<string, string>>,
  windows: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [scope, start] of Object.entries(windows)) {
    if (held[scope] === start) continue;
    const field = windowDateField(scope as never);
    if (!field) continue;
    const tables = REPLICATED.filter((t: ReplicatedTable) => TABLE_SCOPES[t] === scope);
    for (const table of tables) {
      await db
        .table(table)
        .where('schoolId')
        .equals(schoolId)
        .filter((row) => {
          const day = rowDay(row[field]);
          return day !== null && day < start;
        })
        .delete();
      if (table === 'attendanceEvents') await dropAttendanceDays(db, schoolId, start);
    }
  }
}
