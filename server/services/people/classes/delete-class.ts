import { count, eq } from 'drizzle-orm';
import { Msg, type MutationArgs } from '@contract';
import { classes, classHistory, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { findClassOrFail } from './find-class';
import { recordMutation } from '../../operation-log/record-operation';

export const CLASS_NOT_EMPTY_MSG = Msg.classHasStudents;

/** Deletes an empty class; a class with children is refused (move or remove them first). */
export async function deleteClass(ctx: AuthedContext, args: MutationArgs<'class.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const cls = await findClassOrFail(ctx.db, args.schoolId, args.id);
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(students).where(eq(students.classId, args.id));
  if (n > 0) throw AppError.badRequest(CLASS_NOT_EMPTY_MSG);
  // Its history goes with it (the foreign key cascades); the replicas get the tombstones.
  const history = await ctx.db.delete(classHistory).where(eq(classHistory.classId, args.id)).returning({ id: classHistory.id });
  await ctx.db.delete(classes).where(eq(classes.id, args.id));
  await recordChanges(ctx.db, args.schoolId, [
    { table: 'classes', op: 'del', row: { id: args.id } },
    ...history.map((h) => ({ table: 'classHistory' as const, op: 'del' as const, row: h })),
  ]);
  await recordMutation(ctx, args.schoolId, 'class.delete', cls.name);
  return null;
}
