import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classes } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { MISSING_ROW_MSG } from '../../school-scope';

/** A class of this school, or a 404 rejection: an id from another school is as good as missing. */
export async function findClassOrFail(db: Db, schoolId: number, id: string) {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, id), eq(classes.schoolId, schoolId)));
  if (!row) throw AppError.notFound(MISSING_ROW_MSG);
  return row;
}
