import { TABLE_SCOPES } from '@contract/areas';
import { dropAttendanceDays } from './attendance-days';
import { REPLICATED, type SyncDb } from './db';

/**
 * Inside a rw transaction over ALL_TABLES: what this device holds of these scopes of the school leaves: the rows of
 * their tables (and the attendance summaries made from them), their shadows and read-through pages
 * (sync/read-through.ts). Their outbox rows are the caller's to decide.
 */
export async function dropScopeRows(db: SyncDb, schoolId: number, scopes: ReadonlySet<string>): Promise<void> {
  if (scopes.size === 0) return;
  const tables = REPLICATED.filter((t) => scopes.has(TABLE_SCOPES[t] ?? ''));
  const shadowKeys = (await db.shadows.where('schoolId').equals(schoolId).toArray())
    .filter((s) => scopes.has(TABLE_SCOPES[s.table] ?? ''))
    .map((s) => [s.table, s.id] as [string, string]);
  const readThrough = (await db.readThrough.where('schoolId').equals(schoolId).toArray()).filter((p) => scopes.has(p.scope));
  await Promise.all([
    ...tables.map((t) => db.table(t).where('schoolId').equals(schoolId).delete()),
    tables.includes('attendanceEvents') ? dropAttendanceDays(db, schoolId) : null,
    db.readThrough.bulkDelete(readThrough.map((p) => p.key)),
    db.shadows.bulkDelete(shadowKeys),
  ]);
}
