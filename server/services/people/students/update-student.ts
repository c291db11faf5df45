import { eq } from 'drizzle-orm';
import type { MutationArgs, StudentRow } from '@contract';
import { students } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toStudentRow } from '../../../replication/people/school-record-rows';
import { findClassOrFail } from '../classes/find-class';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { findStudentOrFail } from './find-student';
import { recordMutation } from '../../operation-log/record-operation';
import { checkStudentRecord } from './check-student-record';

/** Changes a child's record (class included); fields left out keep their value. */
export async function updateStudent(ctx: AuthedContext, args: MutationArgs<'student.update'>): Promise<StudentRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const before = await findStudentOrFail(ctx.db, args.schoolId, args.id);
  if (args.classId) await findClassOrFail(ctx.db, args.schoolId, args.classId);
  const { id, schoolId: _school, ...changes } = args;
  await checkStudentRecord(ctx, args.schoolId, { ...before, ...changes }, before.photo);
  const [row] = await ctx.db.update(students).set(changes).where(eq(students.id, id)).returning();
  if (!row) throw new Error('student update returned nothing');
  const out = toStudentRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'students', op: 'put', row: out }]);
  const detail = before.name === row.name ? row.name : `${before.name} → ${row.name}`;
  await recordMutation(ctx, args.schoolId, 'student.update', detail);
  return out;
}
