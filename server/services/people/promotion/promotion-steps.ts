import { STUDENT_STATUS } from '@contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { type PromotionPreviewItem, promotionStep } from '@contract';
import type { Db } from '../../../db/client';
import { classes, schools, students } from '../../../db/schema';
import { currentSchoolYear } from '../classes/record-class-history';

export interface ClassStep extends PromotionPreviewItem {
  cls: typeof classes.$inferSelect;
}

/** What promoting the school now would do to each of its classes, in display order (preview and run alike). */
export async function promotionSteps(db: Db, schoolId: number, now: Date): Promise<ClassStep[]> {
  const [school] = await db.select({ style: schools.style }).from(schools).where(eq(schools.id, schoolId));
  // Children graduate at the end of the school year the class is in: 2026-2027 → 2027届.
  const graduationYear = Number((await currentSchoolYear(db, schoolId, now)).slice(5, 9));
  const rows = await db.select().from(classes).where(eq(classes.schoolId, schoolId)).orderBy(asc(classes.sort), asc(classes.id));
  const enrolled =
    rows.length === 0
      ? []
      : await db
          .select({ classId: students.classId, n: count() })
          .from(students)
          .where(
            and(
              inArray(
                students.classId,
                rows.map((c) => c.id),
              ),
              eq(students.status, STUDENT_STATUS.enrolled),
            ),
          )
          .groupBy(students.classId);
  const counts = new Map(enrolled.map((e) => [e.classId, e.n]));
  return rows.map((cls) => {
    const step = promotionStep(cls.grade, cls.name, school?.style ?? 1, graduationYear);
    return {
      cls,
      classId: cls.id,
      name: cls.name,
      grade: cls.grade,
      action: step.action,
      newName: step.name,
      newGrade: step.grade,
      graduating: step.action === 'graduate' ? (counts.get(cls.id) ?? 0) : 0,
    };
  });
}

/** A China day, YYYY-MM-DD: plans are made for the days users see. */
export const chinaToday = (now: Date): string => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
