import { and, eq, gt, isNull } from 'drizzle-orm';
import { ParentInviteMsg } from '@contract';
import type { Db } from '../../../db/client';
import { classes, parentInvites, schools, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

/** The child a live code invites to; a replaced, revoked, timed-out or made-up code is 二维码已失效. */
export async function findParentInvite(db: Db, key: string, now: Date) {
  const [row] = await db
    .select({
      schoolId: parentInvites.schoolId,
      studentId: parentInvites.studentId,
      expiresAt: parentInvites.expiresAt,
      studentName: students.name,
      className: classes.name,
      schoolName: schools.name,
    })
    .from(parentInvites)
    .innerJoin(students, eq(students.id, parentInvites.studentId))
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoin(schools, eq(schools.id, parentInvites.schoolId))
    .where(and(eq(parentInvites.key, key), gt(parentInvites.expiresAt, now), isNull(parentInvites.revokedAt)));
  if (!row) throw AppError.badRequest(ParentInviteMsg.invalid);
  return row;
}
