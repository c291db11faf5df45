import type { MutationArgs, StudentRow } from '@contract';
import { students } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toStudentRow } from '../../../replication/people/school-record-rows';
import { findClassOrFail } from '../classes/find-class';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { recordMutation } from '../../operation-log/record-operation';
import { checkStudentRecord } from './check-student-record';

/** Enrols a child in a class of the school. */
export async function createStudent(ctx: AuthedContext, args: MutationArgs<'student.create'>): Promise<StudentRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const cls = await findClassOrFail(ctx.db, args.schoolId, args.classId);
  await checkStudentRecord(ctx, args.schoolId, args);
  const [row] = await ctx.db
    .insert(students)
    .values({ ...args, status: 1 })
    .returning();
  if (!row) throw new Error('student insert returned nothing');
  const out = toStudentRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'students', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'student.create', `${row.name}（${cls.name}）`);
  return out;
}
