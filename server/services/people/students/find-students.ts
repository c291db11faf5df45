import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { MISSING_ROW_MSG } from '../../school-scope';

/** Every listed child of this school, or a 404 rejection if one is missing or another school's. */
export async function findStudentsOrFail(db: Db, schoolId: number, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(students)
    .where(and(eq(students.schoolId, schoolId), inArray(students.id, unique)));
  if (rows.length !== unique.length) throw AppError.notFound(MISSING_ROW_MSG);
  return rows;
}
