import { eq } from 'drizzle-orm';
import type { MutationArgs } from '@contract';
import { students } from '../../db/schema';
import { recordChanges } from '../../replication/change-log';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';
import { findStudentOrFail } from './find-student';
import { recordMutation } from '../operation-log/record-operation';

/** Removes a child's record; replicas receive a tombstone. */
export async function deleteStudent(ctx: AuthedContext, args: MutationArgs<'student.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const student = await findStudentOrFail(ctx.db, args.schoolId, args.id);
  await ctx.db.delete(students).where(eq(students.id, args.id));
  await recordChanges(ctx.db, args.schoolId, [{ table: 'students', op: 'del', row: { id: args.id } }]);
  await recordMutation(ctx, args.schoolId, 'student.delete', student.name);
  return null;
}
