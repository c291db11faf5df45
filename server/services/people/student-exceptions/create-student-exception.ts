import type { MutationArgs, StudentExceptionRow } from '@contract';
import { studentExceptions } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toStudentExceptionRow } from '../../../replication/people/school-record-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { findStudentOrFail } from '../students/find-student';

/** Records something noticed about a child on a day (异常记录). */
export async function createStudentException(
  ctx: AuthedContext,
  args: MutationArgs<'studentException.create'>,
): Promise<StudentExceptionRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const student = await findStudentOrFail(ctx.db, args.schoolId, args.studentId);
  const [row] = await ctx.db.insert(studentExceptions).values(args).returning();
  if (!row) throw new Error('exception insert returned nothing');
  const out = toStudentExceptionRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'studentExceptions', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'studentException.create', `${student.name} ${row.date}`);
  return out;
}
