import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeLog, memberships } from '../db/schema';
import { recordStaffProfiles } from '../replication/people/staff-rows';
import { recordStaffRows } from '../replication/attendance/staff-rows';

/**
 * The replicated staff roster (`staff`, contract/attendance/staff.ts) has no table of its own: its rows enter the
 * change log when a member joins. A database made before the roster existed holds none, so at start every school with
 * members but no roster entry gets its rows recorded once (one query when there is nothing to do).
 */
export async function backfillStaffRoster(db: Db): Promise<number> {
  const schools = await db
    .selectDistinct({ schoolId: memberships.schoolId })
    .from(memberships)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM ${changeLog} WHERE ${changeLog.schoolId} = ${memberships.schoolId} AND ${changeLog.tableName} = 'staff')`,
    );
  for (const { schoolId } of schools) await db.transaction((tx) => recordStaffRows(tx, schoolId));
  // The HR profiles (教职工管理, `staffProfiles`) likewise: every membership is a row from the start.
  const withoutProfiles = await db
    .selectDistinct({ schoolId: memberships.schoolId })
    .from(memberships)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM ${changeLog} WHERE ${changeLog.schoolId} = ${memberships.schoolId} AND ${changeLog.tableName} = 'staffProfiles')`,
    );
  for (const { schoolId } of withoutProfiles) await db.transaction(async (tx) => void (await recordStaffProfiles(tx, schoolId)));
  return schools.length;
}
