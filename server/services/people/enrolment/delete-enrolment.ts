import { eq } from 'drizzle-orm';
import { EnrolmentMsg, type MutationArgs } from '@contract';
import { enrolments } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { lockEnrolmentOrFail } from './enrolment-store';

/** Removes an application not yet placed in a class (a placed one is the history of a child). */
export async function deleteEnrolment(ctx: AuthedContext, args: MutationArgs<'enrolment.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const row = await lockEnrolmentOrFail(ctx.db, args.schoolId, args.id);
  if (row.studentId) throw AppError.badRequest(EnrolmentMsg.assigned);
  await ctx.db.delete(enrolments).where(eq(enrolments.id, args.id));
  await recordChanges(ctx.db, args.schoolId, [{ table: 'enrolments', op: 'del', row: { id: args.id } }]);
  await recordMutation(ctx, args.schoolId, 'enrolment.delete', row.childName);
  return null;
}
