import { eq } from 'drizzle-orm';
import { type CheckupRow, checkupIssue, HealthRecordMsg } from '@contract/health/health-records';
import type { MutationArgs } from '@contract';
import { checkups } from '../../../db/schema/health/health-records';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toCheckupRow } from '../../../replication/health/health-records-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { findStudentOrFail } from '../../people/students/find-student';
import { checkupValues } from './checkup-values';
import { recorder } from './recorder';

/**
 * Adds a check-up or replaces one (by the client's id): the child must be the school's, the day on or after the
 * birthday, a head circumference only under three. The class is the child's at the time of the save (a new one)
 * or stays the one it was made in (an edit).
 */
export async function saveCheckup(ctx: AuthedContext, args: MutationArgs<'checkup.save'>): Promise<CheckupRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const [before] = await ctx.db.select().from(checkups).where(eq(checkups.id, args.id));
  if (before && (before.schoolId !== args.schoolId || before.studentId !== args.studentId))
    throw AppError.notFound(HealthRecordMsg.missing);
  const student = await findStudentOrFail(ctx.db, args.schoolId, args.studentId);
  const issue = checkupIssue(args, student.birthday);
  if (issue) throw AppError.badRequest(issue);
  const fields = { ...checkupValues(args), ...(await recorder(ctx, args.schoolId)), updatedAt: ctx.clock.now() };
  const [row] = await ctx.db
    .insert(checkups)
    .values({ id: args.id, schoolId: args.schoolId, studentId: args.studentId, classId: before?.classId ?? student.classId, ...fields })
    .onConflictDoUpdate({ target: checkups.id, set: fields })
    .returning();
  if (!row) throw new Error('checkup upsert returned nothing');
  const out = toCheckupRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'checkups', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'checkup.save', `${student.name} ${args.date}`);
  return out;
}
