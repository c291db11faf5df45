import { eq } from 'drizzle-orm';
import type { MutationArgs } from '@contract';
import { guardians, studentExceptions, students } from '../../../db/schema';
import { type RecordedChange, recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { findStudentOrFail } from './find-student';
import { recordMutation } from '../../operation-log/record-operation';

/** Removes a child's record with its guardians and exception records; replicas receive a tombstone for each. */
export async function deleteStudent(ctx: AuthedContext, args: MutationArgs<'student.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const student = await findStudentOrFail(ctx.db, args.schoolId, args.id);
  const family = await ctx.db.delete(guardians).where(eq(guardians.studentId, args.id)).returning({ id: guardians.id });
  const notes = await ctx.db
    .delete(studentExceptions)
    .where(eq(studentExceptions.studentId, args.id))
    .returning({ id: studentExceptions.id });
  await ctx.db.delete(students).where(eq(students.id, args.id));
  const changes: RecordedChange[] = [
    ...family.map((g) => ({ table: 'guardians' as const, op: 'del' as const, row: { id: g.id } })),
    ...notes.map((e) => ({ table: 'studentExceptions' as const, op: 'del' as const, row: { id: e.id } })),
    { table: 'students', op: 'del', row: { id: args.id } },
  ];
  await recordChanges(ctx.db, args.schoolId, changes);
  await recordMutation(ctx, args.schoolId, 'student.delete', student.name);
  return null;
}
