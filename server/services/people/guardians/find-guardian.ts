import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { guardians } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { MISSING_ROW_MSG } from '../../school-scope';

/** A guardian of a child of this school, or a 404 rejection. */
export async function findGuardianOrFail(db: Db, schoolId: number, id: string) {
  const [row] = await db
    .select()
    .from(guardians)
    .where(and(eq(guardians.id, id), eq(guardians.schoolId, schoolId)));
  if (!row) throw AppError.notFound(MISSING_ROW_MSG);
  return row;
}
