import { inArray } from 'drizzle-orm';
import { type MutationArgs, type StudentRow, type StudentTransition, transitionFields, transitionIssue } from '@contract';
import { students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toStudentRow } from '../../../replication/people/school-record-rows';
import { findClassOrFail } from '../classes/find-class';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { findStudentsOrFail } from './find-students';

type Args = MutationArgs<StudentTransition>;

/**
 * A batch status change of selected children (调班, 离园, 毕业, 复学; SPEC §4): all of them or none. Every child
 * must be in the status the change starts from (contract STUDENT_TRANSITIONS), else a 400 naming the first one.
 */
export async function transitionStudents(ctx: AuthedContext, kind: StudentTransition, args: Args): Promise<StudentRow[]> {
  assertSchoolInScope(ctx, args.schoolId);
  const cls = 'classId' in args ? await findClassOrFail(ctx.db, args.schoolId, args.classId) : null;
  const before = await findStudentsOrFail(ctx.db, args.schoolId, args.ids);
  const issue = transitionIssue(kind, before);
  if (issue) throw AppError.badRequest(issue);
  const rows = await ctx.db
    .update(students)
    .set(transitionFields(kind, args))
    .where(
      inArray(
        students.id,
        before.map((s) => s.id),
      ),
    )
    .returning();
  const out = rows.map(toStudentRow);
  await recordChanges(
    ctx.db,
    args.schoolId,
    out.map((row) => ({ table: 'students' as const, op: 'put' as const, row })),
  );
  const names = before.map((s) => s.name).join('、');
  await recordMutation(ctx, args.schoolId, kind, cls ? `${names} → ${cls.name}` : names);
  return out;
}

export const changeStudentsClass = (ctx: AuthedContext, args: MutationArgs<'student.changeClass'>) =>
  transitionStudents(ctx, 'student.changeClass', args);
export const leaveStudents = (ctx: AuthedContext, args: MutationArgs<'student.leave'>) => transitionStudents(ctx, 'student.leave', args);
export const graduateStudents = (ctx: AuthedContext, args: MutationArgs<'student.graduate'>) =>
  transitionStudents(ctx, 'student.graduate', args);
export const returnStudents = (ctx: AuthedContext, args: MutationArgs<'student.return'>) => transitionStudents(ctx, 'student.return', args);
