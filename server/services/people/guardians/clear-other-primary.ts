import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { guardians } from '../../../db/schema';
import type { RecordedChange } from '../../../replication/change-log';
import { toGuardianRow } from '../../../replication/people/school-record-rows';

/** A child has one primary contact: making one primary unmarks the others. Returns their changed rows. */
export async function clearOtherPrimary(db: Db, studentId: string, keepId: string): Promise<RecordedChange[]> {
  const rows = await db
    .update(guardians)
    .set({ primary: false })
    .where(and(eq(guardians.studentId, studentId), eq(guardians.primary, true), ne(guardians.id, keepId)))
    .returning();
  return rows.map((g) => ({ table: 'guardians', op: 'put', row: toGuardianRow(g) }));
}
