import { dropAttendanceDays } from './attendance-days';
import type { SyncDb } from './db';
import { REPLICATED } from './db';

/** Inside a rw transaction over ALL_TABLES: delete every replicated row, shadow, read-through page and derived summary of the school. */
export async function clearSchoolRows(db: SyncDb, schoolId: number): Promise<void> {
  for (const table of REPLICATED) await db.table(table).where('schoolId').equals(schoolId).delete();
  await db.shadows.where('schoolId').equals(schoolId).delete();
  await db.readThrough.where('schoolId').equals(schoolId).delete();
  await dropAttendanceDays(db, schoolId);
}
