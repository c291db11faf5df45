import { count, eq } from 'drizzle-orm';
import type { ClassRow, MutationArgs } from '@contract';
import { classes } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toClassRow } from '../../../replication/people/school-record-rows';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { recordMutation } from '../../operation-log/record-operation';
import { resolveTeachers } from './class-teachers';

/** Adds a class at the end of the school's list. */
export async function createClass(ctx: AuthedContext, args: MutationArgs<'class.create'>): Promise<ClassRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const teachers = await resolveTeachers(ctx.db, args.schoolId, args);
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(classes).where(eq(classes.schoolId, args.schoolId));
  const [row] = await ctx.db
    .insert(classes)
    .values({
      id: args.id,
      schoolId: args.schoolId,
      name: args.name,
      grade: args.grade,
      headTeacher: teachers.headTeacher ?? '',
      headTeacherId: teachers.headTeacherId ?? null,
      assistants: teachers.assistants ?? [],
      sort: n,
    })
    .returning();
  if (!row) throw new Error('class insert returned nothing');
  const out = toClassRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'classes', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'class.create', row.name);
  return out;
}
