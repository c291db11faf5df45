import { ALL_TABLES, type SyncDb } from './db';
import { initialSyncState } from './apply-pull';
import { clearSchoolRows } from './school-data';

/**
 * The user lost access to the school (the pull answered 403): its rows leave this device at once. Its queued
 * mutations stay — the server rejects them with its message and the user sees them listed; nothing is dropped.
 */
export async function purgeSchool(db: SyncDb, schoolId: number): Promise<void> {
  await db.transaction('rw', ALL_TABLES, async () => {
    await clearSchoolRows(db, schoolId);
    await db.syncState.put({ ...initialSyncState(schoolId), lost: true });
  });
}
