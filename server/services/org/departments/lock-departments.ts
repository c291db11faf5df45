import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { departments } from '../../../db/schema';

/**
 * The school's departments, locked until the transaction ends: tree changes of one school happen one after the
 * other, so two concurrent moves cannot each pass the cycle check and together make a cycle.
 */
export async function lockDepartments(db: Db, schoolId: number): Promise<(typeof departments.$inferSelect)[]> {
  return db
    .select()
    .from(departments)
    .where(eq(departments.schoolId, schoolId))
    .orderBy(asc(departments.sort), asc(departments.id))
    .for('update');
}

/** Rewrites the sort of a sibling list 0, 1, 2… in the given order (only rows whose sort changes are written). */
export async function renumber(db: Db, ordered: readonly { id: number; sort: number }[]): Promise<void> {
  for (const [i, row] of ordered.entries()) {
    if (row.sort !== i) await db.update(departments).set({ sort: i }).where(eq(departments.id, row.id));
  }
}
