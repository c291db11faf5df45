import { eq } from 'drizzle-orm';
import { type ClassHistoryReason, schoolYearOfDate, uuidv7 } from '@contract';
import type { Db } from '../../../db/client';
import { type classes, classHistory, schools } from '../../../db/schema';
import type { RecordedChange } from '../../../replication/change-log';
import { toClassHistoryRow } from '../../../replication/people/promotion-rows';

export interface HistoryEntry {
  /** The class as it was before the change. */
  cls: Pick<typeof classes.$inferSelect, 'id' | 'schoolId' | 'name' | 'grade'>;
  reason: ClassHistoryReason;
  planId: string | null;
}

/** The school year a name belonged to: the school's activated one, else the one the day falls in. */
export async function currentSchoolYear(db: Db, schoolId: number, at: Date): Promise<string> {
  const [school] = await db.select({ schoolYear: schools.schoolYear }).from(schools).where(eq(schools.id, schoolId));
  const chinaDay = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  return school?.schoolYear ?? schoolYearOfDate(chinaDay).schoolYear;
}

/** Writes history rows (one statement) and returns their change-log entries, for the caller's recordChanges. */
export async function insertClassHistory(db: Db, at: Date, schoolYear: string, entries: HistoryEntry[]): Promise<RecordedChange[]> {
  if (entries.length === 0) return [];
  const rows = await db
    .insert(classHistory)
    .values(
      entries.map((e) => ({
        id: uuidv7(),
        schoolId: e.cls.schoolId,
        classId: e.cls.id,
        name: e.cls.name,
        grade: e.cls.grade,
        schoolYear,
        reason: e.reason,
        planId: e.planId,
        changedAt: at,
      })),
    )
    .returning();
  return rows.map((r) => ({ table: 'classHistory', op: 'put', row: toClassHistoryRow(r) }));
}

/** One history row for one change of a class. */
export async function recordClassHistory(db: Db, at: Date, entry: HistoryEntry): Promise<RecordedChange> {
  const year = await currentSchoolYear(db, entry.cls.schoolId, at);
  const [change] = await insertClassHistory(db, at, year, [entry]);
  if (!change) throw new Error('class history insert returned nothing');
  return change;
}
