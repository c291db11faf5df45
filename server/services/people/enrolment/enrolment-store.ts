import { and, eq } from 'drizzle-orm';
import { EnrolmentMsg, type EnrolmentRow } from '@contract';
import type { Db } from '../../../db/client';
import { enrolments } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toEnrolmentRow } from '../../../replication/people/enrolment-rows';

/**
 * An application of this school, locked for the rest of the transaction (two reviews or assignments of the same
 * application run one after the other), or a 404: another school's id is as good as missing.
 */
export async function lockEnrolmentOrFail(db: Db, schoolId: number, id: string) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.id, id), eq(enrolments.schoolId, schoolId)))
    .for('update');
  if (!row) throw AppError.notFound(EnrolmentMsg.missing);
  return row;
}

/** Writes changed fields and sends the row to the replicas. */
export async function saveEnrolment(db: Db, id: string, changes: Partial<typeof enrolments.$inferInsert>): Promise<EnrolmentRow> {
  const [row] = await db.update(enrolments).set(changes).where(eq(enrolments.id, id)).returning();
  if (!row) throw new Error('enrolment update returned nothing');
  const out = toEnrolmentRow(row);
  await recordChanges(db, row.schoolId, [{ table: 'enrolments', op: 'put', row: out }]);
  return out;
}
